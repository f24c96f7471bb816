import { PAYMENT_NOT_FOUND } from '@common/payments';
import { pageQuerySchema, pageSchema } from '@common/schemas/paging';
import { paymentSchema } from '@common/schemas/payments';
import multipart from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireClient, requireUser } from '../auth/guards';
import { refuseOverQuota } from '../client-uploads/quota';
import { documents } from '../db/schema';
import { MULTIPART_LIMITS, receiveUpload } from '../documents/receiving/receive-upload';
import {
  checkUploadedFile,
  discardUpload,
  FieldErrors,
  invalidUploadSchema,
  refuseOversized,
} from '../documents/receiving/upload-checks';
import { HttpError } from '../http-error';
import { pickPageRows } from '../lists/pick-page';
import { matches } from '../lists/search';
import { markPaid, type Receipt } from '../payments/mark-paid';
import { byDueDate, fetchPayments, isPayment, toPayment } from '../payments/payment-rows';
import { parseId } from './id-params';

const EMPTY_FILE = 'Il file è vuoto';

/** The latest due date first: next month's F24 above last year's. */
const newestDueFirst = byDueDate('desc');

/**
 * The client's 'Scadenze': `GET /api/payments` (own, paged) and
 * `POST /api/payments/:documentId/paid` (optional multipart `file`: the receipt).
 */
export async function paymentRoutes(app: FastifyInstance, opts: { publicUrl: string; quotaBytes: number }) {
  app.addHook('onRequest', requireClient);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/payments',
    {
      schema: {
        operationId: 'listOwnPayments',
        summary: "A page of the client's payments due (F24), the latest due date first",
        errors: {
          400: 'Invalid paging, or a cursor the server did not give',
          403: 'For clients only; or the account has a step left to do',
        },
        querystring: pageQuerySchema,
        response: { 200: pageSchema(paymentSchema) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const query = request.query;
      const { rows, ...page } = await pickPageRows(
        app.db,
        {
          table: sql`${documents}`,
          order: newestDueFirst,
          where: and(
            eq(documents.userId, me.id),
            isPayment,
            query.q ? matches(documents.searchText, query.q) : undefined,
          ),
          searching: Boolean(query.q),
        },
        query,
        (ids) => fetchPayments(app.db, ids),
      );
      const now = app.now();
      return reply
        .header('cache-control', 'private, no-store')
        .send({ ...page, items: rows.map((row) => toPayment(row, now)) });
    },
  );

  await app.register(async (scope) => {
    // Scoped: only this route (of these) accepts multipart bodies; a client sends one receipt.
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payments/:documentId/paid',
      {
        onRequest: [refuseOversized, refuseOverQuota(app, opts.quotaBytes)],
        schema: {
          operationId: 'markPaymentPaid',
          summary: "Mark a payment 'Pagato', with the receipt as an optional multipart `file`",
          errors: {
            400: 'A malformed form, an empty file, or a field too long',
            403: 'For clients only; or the account has a step left to do',
            404: 'No such payment of this client',
            413: 'The file is over 10 MB, or the quota has no room for it',
            415: 'A receipt of a type not accepted (checked by content)',
          },
          params: z.object({ documentId: z.string() }),
          response: { 200: paymentSchema, 400: invalidUploadSchema },
        },
      },
      async (request, reply) => {
        const me = requireUser(request);
        const documentId = parseId(request.params.documentId);
        if (documentId === null) throw new HttpError(404, PAYMENT_NOT_FOUND);
        const received = request.isMultipart()
          ? await receiveUpload(request, app.documentStore, MULTIPART_LIMITS)
          : null;
        try {
          let receipt: Receipt | null = null;
          if (received?.file) {
            if (received.file.pending.size === 0) throw new FieldErrors({ file: EMPTY_FILE });
            const { detected, filename } = await checkUploadedFile(received.file, 'client');
            receipt = { file: received.file, filename, filetype: detected.mime };
          }
          await app.db.transaction((tx) =>
            markPaid(app, tx, request, {
              me,
              documentId,
              receipt,
              quotaBytes: opts.quotaBytes,
              publicUrl: opts.publicUrl,
            }),
          );
        } catch (err) {
          await discardUpload(request, received?.file ?? null);
          if (err instanceof FieldErrors) return reply.status(400).send(err.body);
          throw err;
        }
        if (received?.file) app.mail.kick();
        const [row] = await fetchPayments(app.db, [documentId]);
        return reply.header('cache-control', 'no-store').send(toPayment(row!, app.now()));
      },
    );
  });
}
