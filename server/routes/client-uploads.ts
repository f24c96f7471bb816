import { ACCEPTED_FILE_KEPT } from '@common/client-uploads';
import { clientUploadFieldsSchema, clientUploadSchema } from '@common/schemas/client-uploads';
import { pageQuerySchema, pageSchema } from '@common/schemas/paging';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireClient, requireUser } from '../auth/guards';
import { toClientItem } from '../client-uploads/listing';
import { ownUploadsPage } from '../client-uploads/own-page';
import { refuseOverQuota } from '../client-uploads/quota';
import { auditClientUpload, firmNoticeTarget, recordClientUpload } from '../client-uploads/record-upload';
import { removeClientUpload } from '../client-uploads/remove-upload';
import { receivedByFirm } from '../client-uploads/state';
import { clientUploads } from '../db/schema';
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
import { removeStoredFiles } from '../documents/storage/remove-stored-files';
import { HttpError } from '../http-error';
import { itemAccepted } from '../requests/file-removed';
import { fileDetailsRoutes } from './file-details-routes';
import { parseId, rawIdParams } from './id-params';

const NOT_FOUND = 'Documento non trovato';
const ALREADY_RECEIVED =
  'Lo studio ha già ricevuto questo documento: non puoi più eliminarlo. Se serve, contatta lo studio.';

// The batch note is up to NOTE_MAX characters: up to three bytes each in UTF-8.
const CLIENT_MULTIPART_LIMITS = { ...MULTIPART_LIMITS, fieldSize: 4096 };

export async function clientUploadRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string; quotaBytes: number },
) {
  app.addHook('onRequest', requireClient);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/client-uploads',
    {
      schema: {
        operationId: 'listOwnClientUploads',
        summary: 'A page of the files one sent the firm, newest first, each with its state',
        errors: {
          400: 'Invalid paging, or a cursor the server did not give',
          403: 'For clients only; or the account has a step left to do',
        },
        querystring: pageQuerySchema,
        response: { 200: pageSchema(clientUploadSchema) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      return reply
        .header('cache-control', 'private, no-store')
        .send(await ownUploadsPage(app.db, me.id, request.query));
    },
  );

  const deleteOwnClientUpload = {
    operationId: 'deleteOwnClientUpload',
    summary: 'Delete a file one sent, while the firm has not opened it',
    errors: {
      403: 'For clients only; or the account has a step left to do',
      404: 'No such file sent by this account',
      409: 'The firm has already received it, or accepted it for a request',
    },
    params: rawIdParams,
  };
  api.delete('/client-uploads/:id', { schema: deleteOwnClientUpload }, async (request, reply) => {
    const me = requireUser(request);
    const id = parseId(request.params.id);
    if (id === null) throw new HttpError(404, NOT_FOUND);
    const deleted = await app.db.transaction(async (tx) => {
      // Locked: a member of staff opening it now either comes first (409 here) or finds it gone.
      const [row] = await tx
        .select()
        .from(clientUploads)
        .where(and(eq(clientUploads.id, id), eq(clientUploads.userId, me.id)))
        .for('update');
      // Someone else's upload answers exactly like one that does not exist.
      if (!row) throw new HttpError(404, NOT_FOUND);
      if (receivedByFirm(row)) throw new HttpError(409, ALREADY_RECEIVED);
      // Accepted means kept: the firm's checklist must not read 'Accettato' over a file gone.
      if (row.requestItemId !== null && (await itemAccepted(tx, row.requestItemId))) {
        throw new HttpError(409, ACCEPTED_FILE_KEPT);
      }
      await removeClientUpload(tx, request, { row, by: me, publicUrl: opts.publicUrl });
      return row;
    });
    // Only once the row is gone for good: a rollback must never leave a row without its file.
    await removeStoredFiles(app, [deleted.storageKey]);
    return reply.status(204).send();
  });

  await app.register(async (scope) => {
    // Scoped: only this route accepts multipart bodies.
    await scope.register(multipart, { limits: CLIENT_MULTIPART_LIMITS });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/client-uploads',
      {
        onRequest: [refuseOversized, refuseOverQuota(app, opts.quotaBytes)],
        schema: {
          operationId: 'sendClientUpload',
          summary: 'Send the firm one file (multipart: the file, title, category, year, note)',
          errors: {
            400: 'A malformed form, no file or two, a field too long, invalid fields (`fieldErrors`), or too many files in the batch',
            403: 'For clients only; or the account has a step left to do',
            413: 'The file is over 10 MB, or the quota has no room for it',
            415: 'Not multipart/form-data, or a type not accepted (checked by content)',
          },
          response: { 201: clientUploadSchema, 400: invalidUploadSchema },
        },
      },
      async (request, reply) => {
        const me = requireUser(request);
        requireMultipart(request);
        const received = await receiveUpload(request, app.documentStore, CLIENT_MULTIPART_LIMITS);
        let row: typeof clientUploads.$inferSelect;
        try {
          const { input, file } = parseUploadFields(clientUploadFieldsSchema, received.fields, received.file);
          const pending = file.pending;
          const { detected, filename } = await checkUploadedFile(file, 'client');
          const now = app.now();

          // As the firm's upload: row, e-mail and audit first, the file renamed last,
          // so a failure anywhere rolls everything back and the file is removed below.
          row = await app.db.transaction(async (tx) => {
            const row = await recordClientUpload(tx, {
              senderId: me.id,
              input,
              file: pending,
              filename,
              filetype: detected.mime,
              now,
              quotaBytes: opts.quotaBytes,
              notice: firmNoticeTarget(app, opts.publicUrl),
            });
            await auditClientUpload(tx, request, me, row);
            await pending.commit();
            return row;
          });
        } catch (err) {
          await discardUpload(request, received.file);
          if (err instanceof FieldErrors) return reply.status(400).send(err.body);
          throw err;
        }
        app.mail.kick();
        return reply.status(201).send(toClientItem(row));
      },
    );
  });

  await fileDetailsRoutes(app, {
    path: '/client-uploads',
    operation: 'ClientUpload',
    notFound: NOT_FOUND,
    logKey: 'clientUploadId',
    auditEvent: 'client-upload.download',
    viewEvent: 'client-upload.view',
    errors: { 403: 'For clients only; or the account has a step left to do' },
    async find(request, id) {
      const me = requireUser(request);
      const [row] = await app.db
        .select()
        .from(clientUploads)
        .where(and(eq(clientUploads.id, id), eq(clientUploads.userId, me.id)));
      return row ?? null;
    },
  });
}
