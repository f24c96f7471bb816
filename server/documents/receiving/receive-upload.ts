import { MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '@common/documents';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import { TypeSniffer } from '../file-types/detect-type';
import { type DocumentStore, DocumentTooLargeError, type PendingFile } from '../storage/document-store';

/** Room for the boundaries, part headers and the small fields around the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;
export const ONE_FILE_MESSAGE = 'Carica un solo file per volta';
const FIELD_TOO_LONG = 'Un campo del modulo è troppo lungo';
const MALFORMED = 'Caricamento interrotto o non valido: riprova.';
const DISK_FULL = 'Spazio di archiviazione esaurito: il documento non è stato salvato. Riprova più tardi.';

/**
 * Limits handed to the multipart parser. Two files are let through so that a
 * second one is answered with a clear message instead of the parser's error.
 */
export const MULTIPART_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 2,
  // title, userId, mode, category, year and a payment's amountCents and dueDate, with one to spare.
  fields: 8,
  parts: 10,
  fieldSize: 2048,
  fieldNameSize: 64,
  headerPairs: 20,
};

export interface ReceivedFile {
  pending: PendingFile;
  /** The name the browser sent, untouched (clean it before use). */
  name: string;
  sniffer: TypeSniffer;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/**
 * Reads the multipart body in order: fields wherever they are, the one file
 * part streamed into temporary storage while its type is sniffed. On any
 * problem the temporary file is removed and the rest of the body is read
 * and dropped before the error goes out.
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: DocumentStore,
  limits: typeof MULTIPART_LIMITS = MULTIPART_LIMITS,
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(400, FIELD_TOO_LONG);
        fields[part.fieldname] ??= String(part.value);
      } else if (part.fieldname !== 'file' || file) {
        throw new HttpError(400, ONE_FILE_MESSAGE);
      } else {
        file = await receiveFile(part, store);
      }
    }
  } catch (err) {
    await file?.pending
      .discard()
      .catch((discardError) => request.log.error({ err: discardError }, 'could not remove an upload'));
    await drainRequest(request);
    throw asHttpError(err);
  }
  return { fields, file };
}

async function receiveFile(part: MultipartFile, store: DocumentStore): Promise<ReceivedFile> {
  const sniffer = new TypeSniffer();
  async function* sniffed(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      sniffer.push(chunk);
      yield chunk;
    }
  }
  const pending = await store.write(sniffed(part.file), { maxBytes: MAX_DOCUMENT_BYTES });
  // The parser stops at the limit and marks the part as cut short.
  if (part.file.truncated) {
    await pending.discard();
    throw new HttpError(413, TOO_LARGE_MESSAGE);
  }
  return { pending, name: part.filename ?? '', sniffer };
}

/**
 * Reads what is left of the body into nowhere before the error is answered:
 * Node stops reading a request once its response is sent, and a browser
 * still uploading would then wait forever (or see a reset) instead of the
 * message. A client that keeps sending past the limit is cut off.
 */
function drainRequest(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let drained = 0;
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD) raw.destroy();
    };
    const done = () => {
      raw.off('data', count);
      resolve();
    };
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    // The parser may be stuck on an abandoned part: take the body away from it.
    raw.unpipe();
    raw.on('data', count);
    raw.resume();
  });
}

function asHttpError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  if (err instanceof DocumentTooLargeError) return new HttpError(413, TOO_LARGE_MESSAGE);
  const { code, message } = err as { code?: string; message?: string };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, TOO_LARGE_MESSAGE);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, ONE_FILE_MESSAGE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    // The body ended inside the file part: the upload was cut short.
    case 'ERR_STREAM_PREMATURE_CLOSE':
      return new HttpError(400, MALFORMED);
    case 'ENOSPC':
    case 'EDQUOT':
      return new HttpError(503, DISK_FULL);
  }
  // The multipart parser's own errors carry no code: a body cut short or malformed.
  if (!code && /multipart|boundary|terminated early|unexpected end/i.test(message ?? '')) {
    return new HttpError(400, MALFORMED);
  }
  return err;
}
