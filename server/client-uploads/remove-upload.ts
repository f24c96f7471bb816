import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { actorOf, audit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { clientUploads, users } from '../db/schema';
import { fileRemovedFromItem } from '../requests/file-removed';
import { withdrawFirmNotice } from './firm-notice';

/**
 * Deletes a client upload read under lock, inside the caller's transaction:
 * the row, its line in a firm e-mail still waiting, the answer it gave to a
 * request's item, and an audit row naming who deleted it. The caller removes the stored file once the transaction has
 * committed (a rollback must never leave a row without its file).
 */
export async function removeClientUpload(
  tx: Db,
  request: FastifyRequest,
  args: {
    row: typeof clientUploads.$inferSelect;
    by: { id: number; username: string };
    publicUrl: string;
  },
): Promise<void> {
  const { row, by, publicUrl } = args;
  await tx.delete(clientUploads).where(eq(clientUploads.id, row.id));
  const [sender] = await tx.select().from(users).where(eq(users.id, row.userId));
  await withdrawFirmNotice(tx, { noticeMailId: row.noticeMailId, sender: sender!, publicUrl });
  // The only file sent for a request's item: the item waits for an answer again.
  if (row.requestItemId !== null) await fileRemovedFromItem(tx, row.requestItemId, request.server.now());
  const { title, filename, size, sha256 } = row;
  await audit(tx, request, 'client-upload.delete', actorOf(by), {
    upload: row.id,
    owner: row.userId,
    title,
    filename,
    size,
    sha256,
  });
}
