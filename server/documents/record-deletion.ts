import type { FastifyRequest } from 'fastify';
import { actorOf, audit } from '../audit/audit-log';
import type { Db } from '../db/client';
import type { documents } from '../db/schema';
import { type NoticeClient, withdrawDocumentNotice } from './document-notice';

/**
 * What follows the deletion of a document's row, inside the caller's
 * transaction: its line in a client e-mail still waiting is withdrawn and the
 * deletion audited (with the filter, when it went with a 'delete all matching').
 */
export async function recordDocumentDeletion(
  tx: Db,
  request: FastifyRequest,
  args: {
    row: typeof documents.$inferSelect;
    user: NoticeClient;
    by: { id: number; username: string };
    publicUrl: string;
    matching?: { filter: unknown; documents: number };
  },
): Promise<void> {
  const { row, user, by, publicUrl, matching } = args;
  await withdrawDocumentNotice(tx, { noticeMailId: row.noticeMailId, user, publicUrl });
  const { id: document, title, filename, userId: owner, sha256 } = row;
  await audit(tx, request, 'document.delete', actorOf(by), {
    document,
    title,
    filename,
    owner,
    sha256,
    ...(matching ? { matching } : {}),
  });
}
