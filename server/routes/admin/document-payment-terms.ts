import { type FileDetails, paymentTermsAnswerSchema } from '@common/schemas/file-details';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readFileDetails } from '../../documents/readable/read-file';
import { MULTIPART_LIMITS, receiveUpload } from '../../documents/receiving/receive-upload';
import {
  checkUploadedFile,
  discardUpload,
  NO_FILE,
  refuseOversized,
  requireMultipart,
} from '../../documents/receiving/upload-checks';
import { HttpError } from '../../http-error';

/**
 * The payment terms of an invoice before the firm delivers it: the single upload form offers them as the
 * document's payment. Read and forgotten, never stored; the upload itself sends the file again.
 */
export async function documentPaymentTermsRoutes(app: FastifyInstance) {
  // Scoped to this plugin, as the upload's.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/documents/payment-terms',
    {
      onRequest: refuseOversized,
      schema: {
        operationId: 'readPaymentTerms',
        summary: 'The payments a FatturaPA (plain or signed) asks for, read from a file not yet uploaded',
        errors: {
          400: 'A malformed form, or no file',
          413: 'The file is over 10 MB',
          415: 'Not multipart/form-data, or a type the single upload does not accept (checked by content)',
        },
        response: { 200: paymentTermsAnswerSchema },
      },
    },
    async (request, reply) => {
      requireMultipart(request);
      const { file } = await receiveUpload(request, app.documentStore);
      let details: FileDetails;
      try {
        if (!file) throw new HttpError(400, NO_FILE);
        const { detected } = await checkUploadedFile(file, 'single');
        const bytes = await file.pending.readRange(0, file.pending.size);
        details = await readFileDetails(bytes, detected.mime, { trusted: null, now: app.now() });
      } finally {
        // Before the answer goes: once it has, the form may send the same file to be stored.
        await discardUpload(request, file);
      }
      const invoices = (details.invoices ?? []).map((invoice) => ({
        type: invoice.type,
        number: invoice.number,
        date: invoice.date,
        currency: invoice.currency,
        total: invoice.total,
        supplier: invoice.supplier.name,
        payments: invoice.payments,
      }));
      return reply
        .header('cache-control', 'no-store')
        .send({ invoices, unreadable: details.unreadable?.reason ?? null });
    },
  );
}
