import { romeToday } from '@common/calendar-date';
import type { DocumentCategory } from '@common/document-categories';
import { REQUEST_CLOSED } from '@common/document-requests';
import { documentRequestSchema, requestFileFieldsSchema } from '@common/schemas/document-requests';
import { pageQuerySchema, pageSchema } from '@common/schemas/paging';
import { unavailableSchema } from '@common/schemas/request-answers';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireClient, requireUser } from '../auth/guards';
import { refuseOverQuota } from '../client-uploads/quota';
import { firmNoticeTarget, recordClientUpload } from '../client-uploads/record-upload';
import { users } from '../db/schema';
import { MULTIPART_LIMITS, receiveUpload } from '../documents/receiving/receive-upload';
import {
  checkUploadedFile,
  discardUpload,
  FieldErrors,
  invalidUploadSchema,
  parseUploadFields,
  refuseOversized,
  requireMultipart,
} from '../documents/receiving/upload-checks';
import { HttpError } from '../http-error';
import { answerItem, ownRequestsPage } from '../requests/answer';
import { auditRequest } from '../requests/audit';
import { lockItem } from '../requests/completion';
import { loadRequest } from '../requests/load';
import { itemIds } from '../requests/params';

/** As POST /api/client-uploads: the item's requests are the client's own papers. */
const itemParams = z.object({ id: z.string(), itemId: z.string() });

/**
 * The client's side of the requests for documents: their own requests, the
 * answers to each item (a file, or 'Non ho questo documento'); their conversation is in 'Messaggi'.
 * Another client's request or item answers 404 exactly like a missing one.
 */
export async function requestRoutes(app: FastifyInstance, opts: { publicUrl: string; quotaBytes: number }) {
  app.addHook('onRequest', requireClient);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => romeToday(app.now());
  const answered = async (id: number) => (await loadRequest(app.db, id, today()))!;

  api.get(
    '/requests',
    {
      schema: {
        operationId: 'listOwnRequests',
        summary:
          "A page of the firm's requests for documents to this client, with their items and conversation's id",
        errors: {
          400: 'Invalid paging, or a cursor the server did not give',
          403: 'For clients only; or the account has a step left to do',
        },
        querystring: pageQuerySchema,
        response: { 200: pageSchema(documentRequestSchema) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      return reply
        .header('cache-control', 'private, no-store')
        .send(await ownRequestsPage(app.db, me.id, request.query, today()));
    },
  );

  api.post(
    '/requests/:id/items/:itemId/unavailable',
    {
      schema: {
        operationId: 'markRequestItemUnavailable',
        summary: "Answer an item 'Non ho questo documento', with an optional note",
        errors: {
          403: 'For clients only; or the account has a step left to do',
          404: 'No such request or item of this client',
          409: 'The item is already accepted',
        },
        params: itemParams,
        body: unavailableSchema,
        response: { 200: documentRequestSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const ids = itemIds(request.params);
      const now = app.now();
      await app.db.transaction(async (tx) => {
        const { item } = await answerItem(tx, {
          ...ids,
          ownerId: me.id,
          answer: { state: 'unavailable', note: request.body.note },
          now,
        });
        await auditRequest(tx, request, 'request.item-unavailable', me, {
          request: ids.requestId,
          item: item.id,
          name: item.name,
          hasNote: request.body.note !== null,
        });
      });
      return answered(ids.requestId);
    },
  );

  await app.register(async (scope) => {
    // Scoped: only this route accepts multipart bodies, with the limits of POST /api/client-uploads.
    const limits = { ...MULTIPART_LIMITS, fieldSize: 4096 };
    await scope.register(multipart, { limits });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/requests/:id/items/:itemId/files',
      {
        onRequest: [refuseOversized, refuseOverQuota(app, opts.quotaBytes)],
        schema: {
          operationId: 'sendRequestItemFile',
          summary: "Send a file for a request's item (multipart, as POST /api/client-uploads)",
          errors: {
            400: 'A malformed form, no file or two, a field too long, invalid fields (`fieldErrors`), or too many files in the batch',
            403: 'For clients only; or the account has a step left to do',
            404: 'No such request or item of this client',
            409: 'The item is already accepted',
            413: 'The file is over 10 MB, or the quota has no room for it',
            415: 'Not multipart/form-data, or a type not accepted (checked by content)',
          },
          params: itemParams,
          response: { 201: documentRequestSchema, 400: invalidUploadSchema },
        },
      },
      async (request, reply) => {
        const me = requireUser(request);
        const ids = itemIds(request.params);
        requireMultipart(request);
        // Before a byte of the file is stored: an unknown or closed item is refused at once.
        await app.db.transaction((tx) => lockItem(tx, { ...ids, ownerId: me.id }).then(refuseAccepted));
        const received = await receiveUpload(request, app.documentStore, limits);
        try {
          const { input, file } = parseUploadFields(requestFileFieldsSchema, received.fields, received.file);
          const pending = file.pending;
          const { detected, filename } = await checkUploadedFile(file, 'client');
          const now = app.now();
          await app.db.transaction(async (tx) => {
            // The client's row first, as every upload of theirs and their deletion do: no deadlock with either.
            await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for('no key update');
            const { item } = await answerItem(tx, { ...ids, ownerId: me.id, answer: { state: 'sent' }, now });
            const row = await recordClientUpload(tx, {
              senderId: me.id,
              input: {
                title: item.name,
                category: item.category as DocumentCategory,
                note: null,
                batch: input.batch,
              },
              file: pending,
              filename,
              filetype: detected.mime,
              now,
              quotaBytes: opts.quotaBytes,
              notice: firmNoticeTarget(app, opts.publicUrl),
              requestItemId: item.id,
            });
            await auditRequest(tx, request, 'request.item-file', me, {
              request: ids.requestId,
              item: item.id,
              upload: row.id,
              filename,
              filetype: detected.mime,
              size: pending.size,
              sha256: pending.sha256,
            });
            await pending.commit();
          });
        } catch (err) {
          await discardUpload(request, received.file);
          if (err instanceof FieldErrors) return reply.status(400).send(err.body);
          throw err;
        }
        app.mail.kick();
        return reply.status(201).send(await answered(ids.requestId));
      },
    );
  });
}

function refuseAccepted({ item }: Awaited<ReturnType<typeof lockItem>>): void {
  if (item.state === 'accepted') throw new HttpError(409, REQUEST_CLOSED);
}
