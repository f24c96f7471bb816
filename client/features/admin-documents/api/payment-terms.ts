import { MAX_DOCUMENT_BYTES } from '@common/documents';
import type { PaymentTermsAnswer } from '@common/schemas/file-details';
import { useQuery } from '@tanstack/react-query';
import { uploadRequest } from '~/lib/upload-request';

/** Only an e-invoice, plain or signed, can say what is to be paid. */
const INVOICE_NAME = /\.(xml|p7m)$/i;

/**
 * The payments the picked file asks for, read by the server before the file is uploaded (and forgotten
 * there): the form offers them as the document's payment. Nothing is asked for any other file.
 */
export function usePaymentTerms(file: File | undefined) {
  const readable = Boolean(file && INVOICE_NAME.test(file.name) && file.size <= MAX_DOCUMENT_BYTES);
  return useQuery({
    queryKey: ['payment-terms', file?.name, file?.size, file?.lastModified],
    queryFn: ({ signal }) => {
      const form = new FormData();
      form.append('file', file!, file!.name);
      return uploadRequest<PaymentTermsAnswer>('/api/admin/documents/payment-terms', form, { signal });
    },
    enabled: readable,
    // The picked file is read once; another pick is another question.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
