import {
  MATCHING_ZIP_MAX_BYTES,
  MATCHING_ZIP_MAX_FILES,
  MATCHING_ZIP_TOO_LARGE,
  matchingChanged,
} from '@common/schemas/admin-documents-list';
import { ownMatchingDocumentsSchema } from '@common/schemas/document-list';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/guards';
import { documents, users } from '../db/schema';
import {
  archiveFileName,
  clientArchiveFolders,
  inRequestOrder,
  openRowsArchive,
  sendZipArchive,
} from '../documents/archives/zip-archive';
import { ownDocuments } from '../documents/document-list';
import { HttpError } from '../http-error';
import { archiveQuerySchema, parseArchiveIds } from './id-params';

const NOT_FOUND = 'Documento non trovato';

export async function documentArchiveRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/documents/archive', { schema: { querystring: archiveQuerySchema } }, async (request, reply) => {
      const me = requireUser(request);
      const ids = parseArchiveIds(request.query.ids, NOT_FOUND);
      const found = await app.db
        .select(archivedDocumentColumns)
        .from(documents)
        .innerJoin(users, eq(users.id, documents.userId))
        .where(inArray(documents.id, ids));
      const rows = inRequestOrder(ids, found);
      // One id the caller may not read makes the whole request look like a missing document.
      if (rows.length !== ids.length || rows.some((r) => me.role !== 'admin' && r.userId !== me.id)) {
        throw new HttpError(404, NOT_FOUND);
      }
      return sendDocumentsArchive(app, request, reply, rows);
    })
    .get(
      '/documents/archive-matching',
      { schema: { querystring: ownMatchingDocumentsSchema } },
      async (request, reply) => {
        const me = requireUser(request);
        const { expected, ...filters } = request.query;
        const rows = await matchingArchiveRows(app, ownDocuments(me.id, filters), expected);
        reply.header('cache-control', 'private, no-store');
        return sendDocumentsArchive(app, request, reply, rows);
      },
    );
}

/**
 * 'Seleziona tutti i N': every document `where` matches, newest first, for one
 * ZIP. Refused past 1,000 files or 2 GB (413, read one row beyond the bound
 * and no further), and when the count is no longer the N the screen showed
 * (409: the list changed under the person's eyes).
 */
export async function matchingArchiveRows(
  app: FastifyInstance,
  where: SQL | undefined,
  expected: number,
): Promise<ArchivedDocument[]> {
  const rows = await app.db
    .select(archivedDocumentColumns)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .where(where)
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(MATCHING_ZIP_MAX_FILES + 1);
  const bytes = rows.reduce((sum, r) => sum + r.size, 0);
  if (rows.length > MATCHING_ZIP_MAX_FILES || bytes > MATCHING_ZIP_MAX_BYTES) {
    throw new HttpError(413, MATCHING_ZIP_TOO_LARGE);
  }
  if (rows.length !== expected) throw new HttpError(409, matchingChanged(rows.length));
  return rows;
}

/** A document of an archive, as the routes read it (with the owner's names for the folders). */
export interface ArchivedDocument {
  id: number;
  userId: number;
  filename: string;
  storageKey: string;
  size: number;
  uploadedAt: Date;
  firstDownloadedAt: Date | null;
  fullName: string;
  username: string;
}

/** The columns of an ArchivedDocument, joined with `users`. */
export const archivedDocumentColumns = {
  id: documents.id,
  userId: documents.userId,
  filename: documents.filename,
  storageKey: documents.storageKey,
  size: documents.size,
  uploadedAt: documents.uploadedAt,
  firstDownloadedAt: documents.firstDownloadedAt,
  fullName: users.fullName,
  username: users.username,
};

/**
 * Streams these documents (already checked readable by the caller) as one
 * ZIP: a download of each is audited, and the caller's own unseen documents
 * become seen, before the bytes go out.
 */
export async function sendDocumentsArchive(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  rows: readonly ArchivedDocument[],
) {
  const me = requireUser(request);
  // Several clients (only the firm can ask for that): a folder each. One client: their files at the top.
  const folders = new Set(rows.map((r) => r.userId)).size > 1 ? clientArchiveFolders(rows) : null;

  const archive = await openRowsArchive(
    app.documentStore,
    request.log,
    'documentIds',
    rows.map((r) => ({
      id: r.id,
      path: folders ? `${folders.get(r.userId)}/${r.filename}` : r.filename,
      storageKey: r.storageKey,
      size: r.size,
      mtime: r.uploadedAt,
    })),
  );
  const filename = archiveFileName('documenti', app.now());

  // A HEAD request only asks about the archive: it is not a download.
  if (request.method === 'GET') {
    try {
      await app.db.transaction(async (tx) => {
        // Before the bytes go out, as for a single download: the next list shows them as seen.
        const unseen = rows.filter((r) => r.userId === me.id && r.firstDownloadedAt === null);
        if (unseen.length > 0) {
          await tx
            .update(documents)
            .set({ firstDownloadedAt: app.now() })
            .where(
              and(
                inArray(
                  documents.id,
                  unseen.map((r) => r.id),
                ),
                eq(documents.userId, me.id),
                isNull(documents.firstDownloadedAt),
              ),
            );
        }
        for (const r of rows) {
          await audit(
            tx,
            request,
            'document.download',
            { userId: me.id, username: me.username },
            { document: r.id, owner: r.userId, archive: { filename, documents: rows.length } },
          );
        }
      });
    } catch (err) {
      archive.stream.destroy();
      throw err;
    }
  }
  return sendZipArchive(reply, archive, filename);
}
