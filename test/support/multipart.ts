import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type FormPart =
  | { name: string; value: string }
  | {
      name: string;
      /** Sent as `filename="…"` with quotes and backslashes escaped. */
      filename?: string;
      /** Sent as `filename*=UTF-8''…` (RFC 5987) instead of the plain parameter. */
      encodedFilename?: string;
      content: Buffer | string;
      contentType?: string;
    };

/** A multipart/form-data body built byte by byte, as a browser would send it. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----studio${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.name}"`;
    let head = '';
    if ('content' in part) {
      if (part.encodedFilename !== undefined) {
        disposition += `; filename*=UTF-8''${encodeURIComponent(part.encodedFilename)}`;
      } else {
        const quoted = (part.filename ?? '').replace(/["\\]/g, (c) => `\\${c}`);
        disposition += `; filename="${quoted}"`;
      }
      head = `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    }
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${head}\r\n`));
    chunks.push(Buffer.from('content' in part ? part.content : part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `POST /api/documents/upload` with the given parts (fields and files in that order). */
export function postUpload(
  app: FastifyInstance,
  cookies: Record<string, string> | undefined,
  parts: FormPart[],
  headers: Record<string, string> = {},
) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    cookies,
  });
}

/** The parts of an ordinary upload: title, userId, optional mode, then the file. */
export function uploadParts(upload: {
  title?: string;
  userId?: number | string;
  mode?: 'single' | 'bulk';
  filename: string;
  content: Buffer | string;
}): FormPart[] {
  const parts: FormPart[] = [];
  if (upload.title !== undefined) parts.push({ name: 'title', value: upload.title });
  if (upload.userId !== undefined) parts.push({ name: 'userId', value: String(upload.userId) });
  if (upload.mode) parts.push({ name: 'mode', value: upload.mode });
  parts.push({ name: 'file', filename: upload.filename, content: upload.content });
  return parts;
}

/** A multipart POST to any upload route (fields and files in the given order). */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  cookies: Record<string, string> | undefined,
  parts: FormPart[],
  headers: Record<string, string> = {},
) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    cookies,
  });
}
