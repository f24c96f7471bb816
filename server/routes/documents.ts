import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientDocumentSchema } from '../../common/schemas/documents';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/guards';
import { documents } from '../db/schema';
import { listedDocumentColumns, newestFirst, toListedDocument } from '../documents/document-list';
import { DocumentMissingError, type StoredFile } from '../documents/document-store';
import { attachmentDisposition } from '../documents/file-name';
import { HttpError } from '../http-error';
import { documentUploadRoutes } from './document-upload';
import { ID_MAX } from './id-params';

const NOT_FOUND = 'Documento non trovato';
const UNAVAILABLE = 'Documento non disponibile';

/** A positive integer id, or null: a malformed id is as unknown as a missing one. */
function documentId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

export async function documentRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/documents',
    { schema: { response: { 200: z.array(clientDocumentSchema) } } },
    async (request, reply) => {
      const me = requireUser(request);
      // Only ever the caller's own rows, whatever their role.
      const rows = await app.db
        .select(listedDocumentColumns)
        .from(documents)
        .where(eq(documents.userId, me.id))
        .orderBy(...newestFirst);
      return reply.header('cache-control', 'private, no-store').send(rows.map(toListedDocument));
    },
  );

  api.get(
    '/documents/:id/download',
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const me = requireUser(request);
      const id = documentId(request.params.id);
      const [row] = id === null ? [] : await app.db.select().from(documents).where(eq(documents.id, id));
      // Someone else's document answers exactly like one that does not exist.
      if (!row || (me.role !== 'admin' && row.userId !== me.id)) throw new HttpError(404, NOT_FOUND);

      let file: StoredFile;
      try {
        file = await app.documentStore.read(row.storageKey);
      } catch (err) {
        if (!(err instanceof DocumentMissingError)) throw err;
        request.log.error({ documentId: row.id }, 'the stored file of a document is missing');
        throw new HttpError(404, UNAVAILABLE);
      }
      if (file.size !== row.size) {
        file.stream.destroy();
        request.log.error(
          { documentId: row.id, stored: file.size, expected: row.size },
          'the stored file of a document has the wrong size',
        );
        throw new HttpError(404, UNAVAILABLE);
      }

      // A HEAD request only asks about the file: it is not a download.
      if (request.method === 'GET') {
        try {
          // Before the bytes go out, so the client's next list already shows it as seen.
          if (row.userId === me.id && row.firstDownloadedAt === null) {
            await app.db
              .update(documents)
              .set({ firstDownloadedAt: app.now() })
              .where(and(eq(documents.id, row.id), isNull(documents.firstDownloadedAt)));
          }
          await audit(
            app.db,
            request,
            'document.download',
            { userId: me.id, username: me.username },
            { document: row.id, owner: row.userId },
          );
        } catch (err) {
          file.stream.destroy();
          throw err;
        }
      }

      return reply
        .header('content-type', row.filetype)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(row.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  await app.register(documentUploadRoutes, opts);
}
