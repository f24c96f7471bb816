import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, audit } from '../audit/audit-log';
import { requireUser } from '../auth/guards';
import { documents } from '../db/schema';
import { markFirstDownloads } from '../documents/first-download';
import { openStoredFile, sendStoredFile } from '../documents/storage/stored-download';
import { HttpError } from '../http-error';
import { documentArchiveRoutes } from './documents-archive';
import { documentListRoutes } from './documents-list';
import { fileDetailsRoutes } from './file-details-routes';
import { parseId, rawIdParams } from './id-params';

const NOT_FOUND = 'Documento non trovato';

export async function documentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  await app.register(documentListRoutes);

  const downloadDocument = {
    operationId: 'downloadDocument',
    summary: "Download a document (Range for a part); the first download clears its 'Nuovo'",
    errors: {
      403: 'The account has a step left to do (a password to replace, a second factor to set up)',
      404: 'No such document for this account, or its file is missing',
    },
    params: rawIdParams,
  };
  api.get(
    '/documents/:id/download',
    { schema: downloadDocument, config: { sideEffects: true } },
    async (request, reply) => {
      const me = requireUser(request);
      const id = parseId(request.params.id);
      const [row] = id === null ? [] : await app.db.select().from(documents).where(eq(documents.id, id));
      // Someone else's document answers exactly like one that does not exist.
      if (!row || (me.role !== 'admin' && row.userId !== me.id)) throw new HttpError(404, NOT_FOUND);

      const file = await openStoredFile(app.documentStore, request, row, { documentId: row.id });

      // A HEAD request only asks about the file: it is not a download.
      if (request.method === 'GET') {
        try {
          await markFirstDownloads(app.db, me.id, [row], app.now());
          await audit(app.db, request, 'document.download', actorOf(me), {
            document: row.id,
            owner: row.userId,
          });
        } catch (err) {
          file.stream.destroy();
          throw err;
        }
      }

      return sendStoredFile(reply, file, row);
    },
  );

  await app.register(documentArchiveRoutes);
  await fileDetailsRoutes(app, {
    path: '/documents',
    operation: 'Document',
    notFound: NOT_FOUND,
    logKey: 'documentId',
    auditEvent: 'document.download',
    viewEvent: 'document.view',
    async find(request, id) {
      const me = requireUser(request);
      const [row] = await app.db.select().from(documents).where(eq(documents.id, id));
      return row && (me.role === 'admin' || row.userId === me.id) ? row : null;
    },
    async opened(request, row) {
      await markFirstDownloads(app.db, requireUser(request).id, [row], app.now());
    },
  });
}
