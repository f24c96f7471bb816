import {
  adminClientUploadSchema,
  adminClientUploadsFilterSchema,
  adminClientUploadsPageSchema,
  adminClientUploadsQuerySchema,
  clientUploadCountsSchema,
  clientUploadStatePatchSchema,
} from '@common/schemas/client-uploads';
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { adminItems, adminPage, stateCounts } from '../../client-uploads/listing';
import { removeClientUpload } from '../../client-uploads/remove-upload';
import { markSeen, stateChange, uploadState } from '../../client-uploads/state';
import { clientUploads, users } from '../../db/schema';
import type { StoredFile } from '../../documents/storage/document-store';
import { removeStoredFiles } from '../../documents/storage/remove-stored-files';
import { openStoredFile, sendStoredFile } from '../../documents/storage/stored-download';
import { HttpError } from '../../http-error';
import { fileDetailsRoutes } from '../file-details-routes';
import { parseId } from '../id-params';
import { clientUploadArchiveRoutes } from './client-uploads-archive';
import { clientUploadBulkRoutes } from './client-uploads-bulk';

const NOT_FOUND = 'Documento non trovato';
const idParam = { params: z.object({ id: z.string() }) };

/** The firm's side of what clients send: list, download, archive, delete. Under the admin scope's guard. */
export async function adminClientUploadRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/client-uploads',
    {
      schema: {
        operationId: 'listClientUploads',
        summary:
          'A page of the files clients sent, newest first, by client, category, year, state and search',
        errors: { 400: 'Invalid filters, or a cursor the server did not give' },
        querystring: adminClientUploadsQuerySchema,
        response: { 200: adminClientUploadsPageSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await adminPage(app.db, request.query)),
  );

  // The tab's badge and the state filter's numbers: one aggregate in the database.
  api.get(
    '/client-uploads/counts',
    {
      schema: {
        operationId: 'countClientUploads',
        summary: 'How many files the filters match in each state (new, seen, archived)',
        querystring: adminClientUploadsFilterSchema.omit({ state: true }),
        response: { 200: clientUploadCountsSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await stateCounts(app.db, request.query)),
  );

  const downloadClientUpload = {
    operationId: 'downloadClientUpload',
    summary: "Download a file a client sent (Range for a part); it becomes 'seen'",
    errors: { 404: 'No such file, or its stored file is missing' },
    ...idParam,
  };
  api.get(
    '/client-uploads/:id/download',
    { schema: downloadClientUpload, config: { sideEffects: true } },
    async (request, reply) => {
      const admin = requireUser(request);
      const id = parseId(request.params.id);
      if (id === null) throw new HttpError(404, NOT_FOUND);
      let file: StoredFile | undefined;
      try {
        const row = await app.db.transaction(async (tx) => {
          // Locked: the client deleting it now either comes first (404 here) or finds it seen (409).
          const [row] = await tx.select().from(clientUploads).where(eq(clientUploads.id, id)).for('update');
          if (!row) throw new HttpError(404, NOT_FOUND);
          file = await openStoredFile(app.documentStore, request, row, { clientUploadId: row.id });
          // A HEAD request only asks about the file: it is not a download.
          if (request.method === 'GET') {
            // Before the bytes go out, so the client's next list already says 'Ricevuto dallo studio'.
            const marked = await markSeen(tx, [row.id], admin.id, app.now());
            await audit(
              tx,
              request,
              'client-upload.download',
              { userId: admin.id, username: admin.username },
              { upload: row.id, owner: row.userId, markedSeen: marked.length > 0 },
            );
          }
          return row;
        });
        return sendStoredFile(reply, file!, row);
      } catch (err) {
        file?.stream.destroy();
        throw err;
      }
    },
  );

  api.patch(
    '/client-uploads/:id',
    {
      schema: {
        operationId: 'setClientUploadState',
        summary: 'Mark a sent file new, seen or archived',
        errors: { 404: 'No such file' },
        ...idParam,
        body: clientUploadStatePatchSchema,
        response: { 200: adminClientUploadSchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const id = parseId(request.params.id);
      if (id === null) throw new HttpError(404, NOT_FOUND);
      const target = request.body.state;
      await app.db.transaction(async (tx) => {
        const [row] = await tx.select().from(clientUploads).where(eq(clientUploads.id, id)).for('update');
        if (!row) throw new HttpError(404, NOT_FOUND);
        const [changed] = await tx
          .update(clientUploads)
          .set(stateChange(row, target, admin.id, app.now()))
          .where(eq(clientUploads.id, id))
          .returning();
        const from = uploadState(row);
        const to = uploadState(changed!);
        if (from !== to) {
          await audit(
            tx,
            request,
            'client-upload.state',
            { userId: admin.id, username: admin.username },
            { upload: row.id, owner: row.userId, from, to },
          );
        }
      });
      const [item] = await adminItems(app.db, { id });
      return reply.header('cache-control', 'no-store').send(item!);
    },
  );

  // The firm may delete what a client sent, seen or not: a file sent by mistake,
  // the end of the retention period, or room for a client at the quota.
  const deleteClientUpload = {
    operationId: 'deleteClientUpload',
    summary: 'Delete a file a client sent',
    errors: { 404: 'No such file' },
    ...idParam,
  };
  api.delete('/client-uploads/:id', { schema: deleteClientUpload }, async (request, reply) => {
    const admin = requireUser(request);
    const id = parseId(request.params.id);
    if (id === null) throw new HttpError(404, NOT_FOUND);
    const deleted = await app.db.transaction(async (tx) => {
      const [row] = await tx.select().from(clientUploads).where(eq(clientUploads.id, id)).for('update');
      if (!row) throw new HttpError(404, NOT_FOUND);
      await removeClientUpload(tx, request, { row, by: admin, publicUrl: opts.publicUrl });
      return row;
    });
    await removeStoredFiles(app, [deleted.storageKey]);
    return reply.status(204).send();
  });

  await app.register(clientUploadArchiveRoutes);
  await app.register(clientUploadBulkRoutes, opts);

  await fileDetailsRoutes(app, {
    path: '/client-uploads',
    operation: 'AdminClientUpload',
    notFound: NOT_FOUND,
    logKey: 'clientUploadId',
    auditEvent: 'client-upload.download',
    viewEvent: 'client-upload.view',
    async find(_request, id) {
      const [row] = await app.db
        .select({ ...getTableColumns(clientUploads), clientName: users.fullName })
        .from(clientUploads)
        .innerJoin(users, eq(users.id, clientUploads.userId))
        .where(eq(clientUploads.id, id));
      return row ?? null;
    },
    async opened(request, row) {
      await markSeen(app.db, [row.id], requireUser(request).id, app.now());
    },
  });
}
