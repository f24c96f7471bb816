import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import { attachmentDisposition } from '../file-name';
import { DocumentMissingError, type DocumentStore, type StoredFile } from './document-store';

const UNAVAILABLE = 'Documento non disponibile';

/**
 * A row's stored file, opened, with the size the row recorded. A missing or
 * altered file is a 404 for the user and an error line for staff, naming
 * the row by `logIds` (e.g. `{ documentId }`).
 */
export async function openStoredFile(
  store: DocumentStore,
  request: FastifyRequest,
  row: { storageKey: string; size: number },
  logIds: Record<string, number>,
): Promise<StoredFile> {
  let file: StoredFile;
  try {
    file = await store.read(row.storageKey);
  } catch (err) {
    if (!(err instanceof DocumentMissingError)) throw err;
    request.log.error(logIds, 'the stored file of a document is missing');
    throw new HttpError(404, UNAVAILABLE);
  }
  if (file.size !== row.size) {
    file.stream.destroy();
    request.log.error(
      { ...logIds, stored: file.size, expected: row.size },
      'the stored file of a document has the wrong size',
    );
    throw new HttpError(404, UNAVAILABLE);
  }
  return file;
}

/**
 * The file as an attachment under its display name: detected type, never
 * sniffed, never cached. A HEAD request gets the headers only: Fastify would
 * otherwise read the whole file to throw it away.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  row: { filetype: string; filename: string },
) {
  reply
    .header('content-type', row.filetype)
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(row.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (reply.request.method === 'HEAD') {
    file.stream.destroy();
    return reply.send(Readable.from([]));
  }
  return reply.send(file.stream);
}
