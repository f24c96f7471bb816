import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { markSeen } from '../../client-uploads/state';
import { clientUploads, users } from '../../db/schema';
import {
  archiveFileName,
  clientArchiveFolders,
  inRequestOrder,
  openRowsArchive,
  sendZipArchive,
  type ZipArchive,
} from '../../documents/zip-archive';
import { HttpError } from '../../http-error';
import { archiveQuerySchema, parseArchiveIds } from '../id-params';

const NOT_FOUND = 'Documento non trovato';

/** `documenti-ricevuti-2026-05-04.zip`: the day in Italy. */
export const receivedArchiveName = (now: Date) => archiveFileName('documenti-ricevuti', now);

/** `GET /api/admin/client-uploads/archive?ids=1,2,3`: the chosen uploads as one streamed ZIP. */
export async function clientUploadArchiveRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/client-uploads/archive',
      { schema: { querystring: archiveQuerySchema } },
      async (request, reply) => {
        const admin = requireUser(request);
        const ids = parseArchiveIds(request.query.ids, NOT_FOUND);
        let archive: ZipArchive | undefined;
        try {
          const filename = receivedArchiveName(app.now());
          await app.db.transaction(async (tx) => {
            // Locked, as for one download: a client's deletion waits, then finds them seen.
            const found = await tx
              .select({
                id: clientUploads.id,
                userId: clientUploads.userId,
                filename: clientUploads.filename,
                storageKey: clientUploads.storageKey,
                size: clientUploads.size,
                uploadedAt: clientUploads.uploadedAt,
                fullName: users.fullName,
                username: users.username,
              })
              .from(clientUploads)
              .innerJoin(users, eq(users.id, clientUploads.userId))
              .where(inArray(clientUploads.id, ids))
              .for('update', { of: clientUploads });
            const rows = inRequestOrder(ids, found);
            if (rows.length !== ids.length) throw new HttpError(404, NOT_FOUND);
            // Always a folder per client, even for one: the firm must see whose papers are whose.
            const folders = clientArchiveFolders(rows);
            archive = await openRowsArchive(
              app.documentStore,
              request.log,
              'clientUploadIds',
              rows.map((r) => ({
                id: r.id,
                path: `${folders.get(r.userId)}/${r.filename}`,
                storageKey: r.storageKey,
                size: r.size,
                mtime: r.uploadedAt,
              })),
            );
            // A HEAD request only asks about the archive: it is not a download.
            if (request.method !== 'GET') return;
            const marked = new Set(await markSeen(tx, ids, admin.id, app.now()));
            for (const r of rows) {
              await audit(
                tx,
                request,
                'client-upload.download',
                { userId: admin.id, username: admin.username },
                {
                  upload: r.id,
                  owner: r.userId,
                  markedSeen: marked.has(r.id),
                  archive: { filename, documents: rows.length },
                },
              );
            }
          });
          return sendZipArchive(reply, archive!, filename);
        } catch (err) {
          archive?.stream.destroy();
          throw err;
        }
      },
    );
}
