import { FILES_NOT_FOUND, LINKED_NOT_FOUND, ONE_LINK_ONLY, THREAD_NOT_FOUND } from '@common/messages';
import type { newThreadSchema } from '@common/schemas/messages';
import { and, eq, inArray, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import {
  clientUploads,
  documentRequests,
  documents,
  messageFiles,
  messages,
  messageThreads,
} from '../db/schema';
import { HttpError } from '../http-error';
import { notifyMessageEvent } from './message-events';
import type { Viewer } from './thread-rows';

type NewThread = z.output<typeof newThreadSchema>;

/** The conversation's row, locked to the end of the transaction: one writer or reader at a time. */
export async function lockThread(tx: Db, id: number, ownerId?: number) {
  const [row] = await tx
    .select()
    .from(messageThreads)
    .where(
      and(eq(messageThreads.id, id), ownerId === undefined ? undefined : eq(messageThreads.userId, ownerId)),
    )
    .for('update');
  if (!row) throw new HttpError(404, THREAD_NOT_FOUND);
  return row;
}

/** The document, request or payment a client's conversation is about: theirs, or refused as missing. */
export async function checkLink(tx: Db, ownerId: number, input: NewThread) {
  const named = [input.documentId, input.requestId, input.paymentId].filter((id) => id !== undefined);
  if (named.length > 1) throw new HttpError(400, ONE_LINK_ONLY);
  const own = (id: number) => and(eq(documents.id, id), eq(documents.userId, ownerId));
  if (input.documentId !== undefined) {
    const found = await tx.$count(documents, own(input.documentId));
    if (!found) throw new HttpError(404, LINKED_NOT_FOUND.document);
  }
  if (input.paymentId !== undefined) {
    const found = await tx.$count(documents, and(own(input.paymentId), isNotNull(documents.amountCents)));
    if (!found) throw new HttpError(404, LINKED_NOT_FOUND.payment);
  }
  if (input.requestId !== undefined) {
    const found = await tx.$count(
      documentRequests,
      and(eq(documentRequests.id, input.requestId), eq(documentRequests.userId, ownerId)),
    );
    if (!found) throw new HttpError(404, LINKED_NOT_FOUND.request);
  }
  return {
    documentId: input.documentId ?? null,
    requestId: input.requestId ?? null,
    paymentId: input.paymentId ?? null,
  };
}

type NewThreadRow = typeof messageThreads.$inferInsert & { requestId: number | null };

/**
 * A new conversation, or the request's own when it is about a request that has one already: a request
 * has one conversation (a unique index), and its request row, locked first, keeps two first messages
 * at once from both starting it. Answers the row locked, before the message is written, and whether
 * it is new.
 */
export async function startThread(tx: Db, values: NewThreadRow) {
  if (values.requestId !== null) {
    await tx
      .select({ id: documentRequests.id })
      .from(documentRequests)
      .where(eq(documentRequests.id, values.requestId))
      .for('update');
    const [existing] = await tx
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.requestId, values.requestId))
      .for('update');
    if (existing) return { thread: existing, started: false };
  }
  const [thread] = await tx.insert(messageThreads).values(values).returning();
  return { thread: thread!, started: true };
}

export interface Writing {
  threadId: number;
  /** The conversation's client. */
  ownerId: number;
  authorId: number;
  side: Viewer;
  internal: boolean;
  text: string;
  now: Date;
}

/**
 * A message into a locked conversation, and the conversation's counters and times with it. A public
 * message opens a closed conversation again (the client's next message reopens what the firm closed);
 * an internal note changes nothing the client sees.
 */
export async function writeMessage(tx: Db, m: Writing) {
  const [row] = await tx
    .insert(messages)
    .values({
      threadId: m.threadId,
      authorId: m.authorId,
      fromFirm: m.side === 'firm',
      internal: m.internal,
      text: m.text,
      createdAt: m.now,
    })
    .returning();
  const publicChange = m.internal
    ? {}
    : {
        lastPublicAt: m.now,
        state: 'open' as const,
        closedAt: null,
        ...(m.side === 'firm'
          ? { unreadByClient: sql`${messageThreads.unreadByClient} + 1` }
          : { unreadByFirm: sql`${messageThreads.unreadByFirm} + 1` }),
      };
  await tx
    .update(messageThreads)
    .set({ lastMessageAt: m.now, ...publicChange })
    .where(eq(messageThreads.id, m.threadId));
  await notifyMessageEvent(tx, {
    kind: 'message',
    threadId: m.threadId,
    userId: m.ownerId,
    firmOnly: m.internal,
  });
  return row!;
}

/** The other side's messages, opened now by `viewer` (and by which staff member). */
export async function markRead(
  tx: Db,
  thread: { id: number; userId: number },
  viewer: Viewer,
  readerId: number,
  now: Date,
) {
  const threadId = thread.id;
  const othersSide = viewer === 'client' ? messages.fromFirm : not(messages.fromFirm);
  await tx
    .update(messages)
    .set({ readAt: now, readBy: viewer === 'firm' ? readerId : null })
    .where(and(eq(messages.threadId, threadId), othersSide, not(messages.internal), isNull(messages.readAt)));
  await tx
    .update(messageThreads)
    .set(viewer === 'client' ? { unreadByClient: 0 } : { unreadByFirm: 0 })
    .where(eq(messageThreads.id, threadId));
  // Which staff member read is the firm's business; the client's other pages follow their own reads.
  await notifyMessageEvent(tx, {
    kind: 'read',
    threadId,
    userId: thread.userId,
    firmOnly: viewer === 'firm',
  });
}

/**
 * Attaches files already through the upload pipeline: the client's own uploads, or the firm's documents
 * of the conversation's client. One that is not theirs (or is gone) refuses the whole message, as a 400
 * the page answers by attaching again: nothing is stored half.
 */
export async function attachFiles(
  tx: Db,
  messageId: number,
  ownerId: number,
  files: { uploadIds?: number[]; documentIds?: number[] },
) {
  const uploadIds = files.uploadIds ?? [];
  const documentIds = files.documentIds ?? [];
  if (uploadIds.length > 0) {
    const found = await tx
      .select({ id: clientUploads.id })
      .from(clientUploads)
      .where(and(inArray(clientUploads.id, uploadIds), eq(clientUploads.userId, ownerId)))
      .for('key share');
    if (found.length !== uploadIds.length) throw new HttpError(400, FILES_NOT_FOUND);
  }
  if (documentIds.length > 0) {
    const found = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(inArray(documents.id, documentIds), eq(documents.userId, ownerId)))
      .for('key share');
    if (found.length !== documentIds.length) throw new HttpError(400, FILES_NOT_FOUND);
  }
  const rows = [
    ...uploadIds.map((clientUploadId) => ({ messageId, clientUploadId })),
    ...documentIds.map((documentId) => ({ messageId, documentId })),
  ];
  if (rows.length > 0) await tx.insert(messageFiles).values(rows);
  return rows.length;
}
