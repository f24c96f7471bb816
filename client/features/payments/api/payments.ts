import type { Payment } from '@common/schemas/payments';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { clientUploadsQueryKey } from '~/features/client-uploads/api/client-uploads';
import { apiRequest } from '~/lib/api-client';
import { percentOf } from '~/lib/file-size';
import { pagedListQuery, usePagedList } from '~/lib/paged-list';
import { type TransferProgress, uploadRequest } from '~/lib/upload-request';

/** Every query of the client's payments starts with this. */
export const paymentsQueryKey = ['/api/payments'] as const;

const NO_PARAMS = {};

/** The first page of the payments, for the area's loader to ask early. */
export const paymentsQuery = pagedListQuery<Payment>(paymentsQueryKey, '/api/payments', NO_PARAMS);

/** The signed-in client's payments, a page at a time (a client has a handful a year). */
export function usePayments() {
  return usePagedList<Payment>(paymentsQueryKey, '/api/payments', NO_PARAMS);
}

export const markPaidUrl = (documentId: number) => `/api/payments/${documentId}/paid`;

/**
 * Marks a payment paid: with the receipt as a multipart `file` part, or an
 * empty JSON body when the client attaches none.
 */
export async function markPaid(
  documentId: number,
  receipt: File | null,
  options: { onProgress?: (progress: TransferProgress) => void } = {},
): Promise<Payment> {
  if (!receipt) return (await apiRequest('POST', markPaidUrl(documentId), {})).json() as Promise<Payment>;
  const form = new FormData();
  form.append('file', receipt, receipt.name);
  return uploadRequest<Payment>(markPaidUrl(documentId), form, options);
}

/** A receipt is also one of the client's sent files: both lists change. */
export function refreshAfterPayment(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [paymentsQueryKey, clientUploadsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/**
 * 'Conferma pagamento': the mutation, with the receipt's upload progress.
 * Told here rather than by the dialog: once the lists refresh, the paid item
 * (and its dialog) may already be gone.
 */
export function useMarkPaid(onProgress: (percent: number | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payment, receipt }: { payment: Payment; receipt: File | null }) =>
      markPaid(payment.documentId, receipt, {
        onProgress: ({ loaded, total }) =>
          onProgress(receipt ? percentOf(loaded, total ?? receipt.size) : null),
      }),
    onSuccess: (_paid, { payment, receipt }) =>
      toast({
        title: 'Pagamento registrato',
        description: receipt
          ? `${payment.title}: segnato come pagato, quietanza inviata allo studio.`
          : `${payment.title}: segnato come pagato.`,
      }),
    onSettled: () => {
      onProgress(null);
      // Not awaited: the dialog closes first, then the item moves among the paid ones.
      void refreshAfterPayment(queryClient);
    },
  });
}
