import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditEvent, actorOf, audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { clientArchiveFolders, openRowsArchive, type ZipArchive } from './zip-archive';

/** A stored file a route puts in an archive, with its client's names for the folders. */
export interface ClientFileRow {
  id: number;
  userId: number;
  filename: string;
  storageKey: string;
  size: number;
  uploadedAt: Date;
  fullName: string;
  username: string;
}

/**
 * Opens the archive of these rows, in their order: in a folder per client
 * when `foldered`, at the top otherwise. A missing file is logged with the
 * ids of its rows under `logField`.
 */
export function openClientFilesArchive(
  app: FastifyInstance,
  request: FastifyRequest,
  logField: string,
  rows: readonly ClientFileRow[],
  foldered: boolean,
): Promise<ZipArchive> {
  const folders = foldered ? clientArchiveFolders(rows) : null;
  return openRowsArchive(
    app.documentStore,
    request.log,
    logField,
    rows.map((r) => ({
      id: r.id,
      path: folders ? `${folders.get(r.userId)}/${r.filename}` : r.filename,
      storageKey: r.storageKey,
      size: r.size,
      mtime: r.uploadedAt,
    })),
  );
}

/** One audit row a file of the archive `filename`: `details` names the file, the archive comes last. */
export async function auditArchiveDownload<Row>(
  tx: Db,
  request: FastifyRequest,
  event: AuditEvent,
  by: { id: number; username: string },
  archive: { filename: string; rows: readonly Row[] },
  details: (row: Row) => Record<string, unknown>,
): Promise<void> {
  const { filename, rows } = archive;
  for (const row of rows) {
    await audit(tx, request, event, actorOf(by), {
      ...details(row),
      archive: { filename, documents: rows.length },
    });
  }
}
