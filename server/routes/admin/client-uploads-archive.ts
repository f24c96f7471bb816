import {
  FILTER_COUNT_CHANGED,
  FILTER_ZIP_MAX_BYTES,
  FILTER_ZIP_MAX_FILES,
  FILTER_ZIP_TOO_LARGE,
} from '@common/client-uploads';
import { filterArchiveQuerySchema } from '@common/schemas/client-uploads';
import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guards';
import { filterConditions } from '../../client-uploads/listing';
import { markSeen } from '../../client-uploads/state';
import type { Db } from '../../db/client';
import { clientUploads, users } from '../../db/schema';
import { auditArchiveDownload, openClientFilesArchive } from '../../documents/archives/rows-archive';
import {
  archiveFileName,
  inRequestOrder,
  sendZipArchive,
  type ZipArchive,
} from '../../documents/archives/zip-archive';
import { HttpError } from '../../http-error';
import { archiveQuerySchema, parseArchiveIds } from '../id-params';

const NOT_FOUND = 'Documento non trovato';

/** `documenti-ricevuti-2026-05-04.zip`: the day in Italy. */
export const receivedArchiveName = (now: Date) => archiveFileName('documenti-ricevuti', now);

const archivedColumns = {
  id: clientUploads.id,
  userId: clientUploads.userId,
  filename: clientUploads.filename,
  storageKey: clientUploads.storageKey,
  size: clientUploads.size,
  uploadedAt: clientUploads.uploadedAt,
  fullName: users.fullName,
  username: users.username,
};
type ArchivedRow = { [K in keyof typeof archivedColumns]: (typeof archivedColumns)[K]['_']['data'] };

/** The rows, locked as for one download: a client's deletion waits, then finds them seen. */
const lockedRows = (tx: Db, where: SQL | undefined) =>
  tx
    .select(archivedColumns)
    .from(clientUploads)
    .innerJoin(users, eq(users.id, clientUploads.userId))
    .where(where)
    .orderBy(desc(clientUploads.uploadedAt), desc(clientUploads.id))
    .for('update', { of: clientUploads });

/** Streams the rows `pick` chooses (inside the transaction) as one ZIP, marking them seen. */
async function sendArchive(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pick: (tx: Db) => Promise<ArchivedRow[]>,
) {
  const admin = requireUser(request);
  let archive: ZipArchive | undefined;
  try {
    const filename = receivedArchiveName(app.now());
    await app.db.transaction(async (tx) => {
      const rows = await pick(tx);
      const ids = rows.map((r) => r.id);
      // Always a folder per client, even for one: the firm must see whose papers are whose.
      archive = await openClientFilesArchive(app, request, 'clientUploadIds', rows, true);
      // A HEAD request only asks about the archive: it is not a download.
      if (request.method !== 'GET') return;
      const marked = new Set(await markSeen(tx, ids, admin.id, app.now()));
      await auditArchiveDownload(tx, request, 'client-upload.download', admin, { filename, rows }, (r) => ({
        upload: r.id,
        owner: r.userId,
        markedSeen: marked.has(r.id),
      }));
    });
    return sendZipArchive(reply, archive!, filename);
  } catch (err) {
    archive?.stream.destroy();
    throw err;
  }
}

/**
 * `GET /api/admin/client-uploads/archive?ids=1,2,3`: the chosen uploads as one streamed ZIP.
 * `GET /api/admin/client-uploads/archive/matching?expected=N&<filters>`: every upload the
 * filters match, when there are still exactly N of them (409 otherwise) and at most
 * 1,000 files and 2 GB (413 otherwise).
 */
export async function clientUploadArchiveRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const downloadClientUploadsArchive = {
    operationId: 'downloadClientUploadsArchive',
    summary: "Chosen sent files (`?ids=1,2,3`) as one ZIP with a folder a client; they become 'seen'",
    errors: {
      400: 'No id, or more than the archive may hold',
      404: 'An id of no sent file (the whole archive is refused)',
    },
    querystring: archiveQuerySchema,
  };
  api.get(
    '/client-uploads/archive',
    { schema: downloadClientUploadsArchive, config: { sideEffects: true } },
    (request, reply) => {
      const ids = parseArchiveIds(request.query.ids, NOT_FOUND);
      return sendArchive(app, request, reply, async (tx) => {
        const rows = inRequestOrder(ids, await lockedRows(tx, inArray(clientUploads.id, ids)));
        if (rows.length !== ids.length) throw new HttpError(404, NOT_FOUND);
        return rows;
      });
    },
  );

  api.get(
    '/client-uploads/archive/matching',
    {
      schema: {
        operationId: 'downloadMatchingClientUploadsArchive',
        summary: 'Every sent file the filters match as one ZIP, when they are still the `expected` count',
        errors: {
          409: 'The count is no longer the `expected` one: the list changed',
          413: 'Over the files or bytes one archive may hold',
        },
        querystring: filterArchiveQuerySchema,
      },
      config: { sideEffects: true },
    },
    (request, reply) => {
      const { expected, ...filters } = request.query;
      const where = filterConditions(filters);
      return sendArchive(app, request, reply, async (tx) => {
        // Counted and summed first: a ZIP too large is refused before any row is locked.
        const [sized] = await tx
          .select({
            files: sql<number>`count(*)::int`,
            bytes: sql<string>`coalesce(sum(${clientUploads.size}), 0)::text`,
          })
          .from(clientUploads)
          .where(where);
        const files = Number(sized?.files ?? 0);
        if (files !== expected) throw new HttpError(409, FILTER_COUNT_CHANGED);
        if (files > FILTER_ZIP_MAX_FILES || Number(sized?.bytes ?? 0) > FILTER_ZIP_MAX_BYTES) {
          throw new HttpError(413, FILTER_ZIP_TOO_LARGE);
        }
        const rows = await lockedRows(tx, where);
        // Sent or deleted between the count and the lock: the person must see what the ZIP holds.
        if (rows.length !== expected) throw new HttpError(409, FILTER_COUNT_CHANGED);
        return rows;
      });
    },
  );
}
