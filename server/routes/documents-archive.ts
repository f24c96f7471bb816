import {
  MATCHING_ZIP_MAX_BYTES,
  MATCHING_ZIP_MAX_FILES,
  MATCHING_ZIP_TOO_LARGE,
  matchingChanged,
} from '@common/schemas/admin-documents-list';
import { ownMatchingDocumentsSchema } from '@common/schemas/document-list';
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guards';
import { documents, users } from '../db/schema';
import {
  auditArchiveDownload,
  type ClientFileRow,
  openClientFilesArchive,
} from '../documents/archives/rows-archive';
import { archiveFileName, inRequestOrder, sendZipArchive } from '../documents/archives/zip-archive';
import { ownDocuments } from '../documents/document-list';
import { markFirstDownloads } from '../documents/first-download';
import { HttpError } from '../http-error';
import { archiveQuerySchema, parseArchiveIds } from './id-params';

const NOT_FOUND = 'Documento non trovato';

export async function documentArchiveRoutes(app: FastifyInstance) {
  const downloadDocumentsArchive = {
    operationId: 'downloadDocumentsArchive',
    summary: 'Chosen documents (`?ids=1,2,3`) as one ZIP, streamed',
    errors: {
      400: 'No id, or more than the archive may hold',
      403: 'The account has a step left to do (a password to replace, a second factor to set up)',
      404: 'An id this account may not read (the whole archive is refused)',
    },
    querystring: archiveQuerySchema,
  };
  const downloadMatchingDocumentsArchive = {
    operationId: 'downloadMatchingDocumentsArchive',
    summary: "Every document matching the list's filters as one ZIP ('Seleziona tutti i N')",
    errors: {
      403: 'The account has a step left to do (a password to replace, a second factor to set up)',
      409: 'The count is no longer the `expected` one: the list changed',
      413: 'Over 1,000 files or 2 GB',
    },
    querystring: ownMatchingDocumentsSchema,
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/documents/archive',
      { schema: downloadDocumentsArchive, config: { sideEffects: true } },
      async (request, reply) => {
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
      },
    )
    .get(
      '/documents/archive-matching',
      { schema: downloadMatchingDocumentsArchive, config: { sideEffects: true } },
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
export interface ArchivedDocument extends ClientFileRow {
  firstDownloadedAt: Date | null;
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
  const foldered = new Set(rows.map((r) => r.userId)).size > 1;
  const archive = await openClientFilesArchive(app, request, 'documentIds', rows, foldered);
  const filename = archiveFileName('documenti', app.now());

  // A HEAD request only asks about the archive: it is not a download.
  if (request.method === 'GET') {
    try {
      await app.db.transaction(async (tx) => {
        await markFirstDownloads(tx, me.id, rows, app.now());
        await auditArchiveDownload(tx, request, 'document.download', me, { filename, rows }, (r) => ({
          document: r.id,
          owner: r.userId,
        }));
      });
    } catch (err) {
      archive.stream.destroy();
      throw err;
    }
  }
  return sendZipArchive(reply, archive, filename);
}
