import { MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '@common/documents';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { cleanFileName, fileExtension } from '../file-name';
import {
  assertAcceptedType,
  type DetectedType,
  KIND_EXTENSION,
  type UploadAudience,
} from '../file-types/detect-type';
import { MULTIPART_OVERHEAD, type ReceivedFile } from './receive-upload';

/*
 * What every upload route does with a received file, whoever sends it (the
 * firm's upload, a client's): fields checked into field errors, the content's
 * type decided, the display name cleaned, the file removed on any failure.
 */

export const NO_FILE = 'Seleziona un file da caricare';
const EMPTY_FILE = 'Il file è vuoto';
const NOT_MULTIPART = 'Invia il documento come multipart/form-data.';

/** The 400 of an upload: the first problem, and one per field. */
export const invalidUploadSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export class FieldErrors extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0]);
  }

  get body() {
    return { message: this.message, fieldErrors: this.fieldErrors };
  }
}

/** onRequest hook: a declared length far past the limit is refused before a byte of the body is read. */
export async function refuseOversized(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD) {
    // The unread body stays on the connection: close it rather than read megabytes for nothing.
    reply.header('connection', 'close');
    throw new HttpError(413, TOO_LARGE_MESSAGE);
  }
}

export function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
}

/**
 * The fields through `schema`, and the file's presence: every problem at once
 * as FieldErrors. `messages` replaces the schema's text for a field.
 */
export function parseUploadFields<T>(
  schema: z.ZodType<T>,
  fields: Record<string, string>,
  file: ReceivedFile | null,
  messages: Record<string, string> = {},
): { input: T; file: ReceivedFile } {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(fields);
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= messages[field] ?? issue.message;
  }
  if (!file) errors.file = NO_FILE;
  else if (file.pending.size === 0) errors.file = EMPTY_FILE;
  if (!parsed.success || !file || Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return { input: parsed.data, file };
}

/** A form's empty payment inputs mean no payment, not an invalid one. */
export function withoutBlanks(fields: Record<string, string>): Record<string, string> {
  const kept = { ...fields };
  for (const name of ['amountCents', 'dueDate']) if (kept[name]?.trim() === '') delete kept[name];
  return kept;
}

/** The display name: cleaned, and given the extension of its real type when it has none. */
function displayName(raw: string, detected: DetectedType): string {
  const cleaned = cleanFileName(raw);
  if (fileExtension(cleaned)) return cleaned;
  return cleanFileName(`${cleaned}.${KIND_EXTENSION[detected.kind]}`);
}

/** Decides the file's type by content for this audience (415 when refused) and its display name. */
export async function checkUploadedFile(
  file: ReceivedFile,
  audience: UploadAudience,
): Promise<{ detected: DetectedType; filename: string }> {
  const detected = assertAcceptedType(
    await file.sniffer.finish(file.pending.readRange, file.pending.size),
    file.name,
    audience,
  );
  return { detected, filename: displayName(file.name, detected) };
}

/** After a failure: the file goes, wherever it is; a file that will not go is logged. */
export async function discardUpload(request: FastifyRequest, file: ReceivedFile | null): Promise<void> {
  await file?.pending
    .discard()
    .catch((discardError) => request.log.error({ err: discardError }, 'could not remove an upload'));
}
