import type { FastifyRequest } from 'fastify';
import { actorOf, audit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { filesOf } from './thread-rows';
import { attachFiles, type Writing, writeMessage } from './write';

/**
 * A message and its files, in the caller's transaction with the conversation locked; the security log
 * names the files attached. Answers the message's row and its files as the API shows them.
 */
export async function postMessage(
  tx: Db,
  request: FastifyRequest,
  by: { id: number; username: string },
  writing: Writing,
  files: { uploadIds?: number[]; documentIds?: number[] },
) {
  const row = await writeMessage(tx, writing);
  if ((await attachFiles(tx, row.id, writing.ownerId, files)) > 0) {
    await audit(tx, request, 'message.files', actorOf(by), {
      thread: writing.threadId,
      message: row.id,
      uploads: files.uploadIds ?? [],
      documents: files.documentIds ?? [],
    });
  }
  return { row, files: (await filesOf(tx, [row.id])).get(row.id) ?? [] };
}
