import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/guards';
import { documents } from '../db/schema';
import { openStoredFile, sendStoredFile } from '../documents/storage/stored-download';
import { HttpError } from '../http-error';
import { documentArchiveRoutes } from './documents-archive';
import { documentListRoutes } from './documents-list';
import { parseId } from './id-params';

const NOT_FOUND = 'Documento non trovato';

export async function documentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  await app.register(documentListRoutes);

  api.get(
    '/documents/:id/download',
    { schema: { params: z.object({ id: z.string() }) } },
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

      return sendStoredFile(reply, file, row);
    },
  );

  await app.register(documentArchiveRoutes);
}
