import { formatFileSize } from '@common/file-size';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { clientUploads } from '../db/schema';
import { MULTIPART_OVERHEAD } from '../documents/receiving/receive-upload';
import { HttpError } from '../http-error';

/** 413, with the limit and the space the client already uses (archived files count). */
export function quotaExceeded(quotaBytes: number, usedBytes: number): HttpError {
  return new HttpError(
    413,
    `Spazio esaurito: i documenti che invii allo studio non possono superare ${formatFileSize(quotaBytes)} ` +
      `in tutto (ne stai usando ${formatFileSize(usedBytes)}). Il file non è stato inviato: contatta lo studio.`,
  );
}

/** The bytes of every upload the client has stored, archived ones included. */
export async function usedBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql`coalesce(sum(${clientUploads.size}), 0)`.mapWith(Number) })
    .from(clientUploads)
    .where(eq(clientUploads.userId, userId));
  return row?.used ?? 0;
}

/**
 * Inside the upload's transaction, after the sender's row is locked (so two
 * uploads of the same client take turns and the second counts the first).
 */
export async function assertRoom(tx: Db, userId: number, size: number, quotaBytes: number): Promise<void> {
  const used = await usedBytes(tx, userId);
  if (used + size > quotaBytes) throw quotaExceeded(quotaBytes, used);
}

/**
 * onRequest hook, after the client guard: a body whose file cannot fit, from
 * its declared length alone, is refused before a byte of it is read. The
 * multipart overhead is allowed for, so a file that would fit is never
 * refused here; the exact check is assertRoom.
 */
export function refuseOverQuota(app: FastifyInstance, quotaBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (!request.user || !(declared > MULTIPART_OVERHEAD)) return;
    const used = await usedBytes(app.db, request.user.id);
    if (declared - MULTIPART_OVERHEAD > quotaBytes - used) {
      // As for an oversized body: close the connection rather than read it for nothing.
      reply.header('connection', 'close');
      throw quotaExceeded(quotaBytes, used);
    }
  };
}
