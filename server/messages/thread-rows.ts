import { FORMER_STAFF } from '@common/messages';
import type { Message, MessageFile, Thread, ThreadLink, ThreadSummary } from '@common/schemas/messages';
import type { PageQuery } from '@common/schemas/paging';
import { and, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, selectRows } from '../db/client';
import {
  clientUploads,
  documentRequests,
  documents,
  messageFiles,
  messages,
  messageThreads,
  users,
} from '../db/schema';
import { newestFirstBy } from '../lists/paging';
import { pickPage } from '../lists/pick-page';

/** Whose view: the client never reads the firm's internal notes, nor sorts by them. */
export type Viewer = 'client' | 'firm';

const PREVIEW_CHARS = 140;

export const threadOrder = (viewer: Viewer) =>
  newestFirstBy(
    viewer === 'client' ? messageThreads.lastPublicAt : messageThreads.lastMessageAt,
    messageThreads.id,
  );

/** A message the viewer may read. */
export const visibleTo = (viewer: Viewer): SQL | undefined =>
  viewer === 'client' ? not(messages.internal) : undefined;

const linkedDocument = alias(documents, 'linked_document');
const linkedPayment = alias(documents, 'linked_payment');

const threadColumns = {
  id: messageThreads.id,
  subject: messageThreads.subject,
  state: messageThreads.state,
  createdAt: messageThreads.createdAt,
  closedAt: messageThreads.closedAt,
  userId: messageThreads.userId,
  clientName: users.fullName,
  lastMessageAt: messageThreads.lastMessageAt,
  lastPublicAt: messageThreads.lastPublicAt,
  unreadByClient: messageThreads.unreadByClient,
  unreadByFirm: messageThreads.unreadByFirm,
  documentId: messageThreads.documentId,
  documentTitle: linkedDocument.title,
  requestId: messageThreads.requestId,
  requestTitle: documentRequests.title,
  paymentId: messageThreads.paymentId,
  paymentTitle: linkedPayment.title,
};
type ThreadRow = Awaited<ReturnType<typeof selectThreads>>[number];

function selectThreads(db: Db, where: SQL | undefined) {
  return db
    .select(threadColumns)
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.userId))
    .leftJoin(linkedDocument, eq(linkedDocument.id, messageThreads.documentId))
    .leftJoin(documentRequests, eq(documentRequests.id, messageThreads.requestId))
    .leftJoin(linkedPayment, eq(linkedPayment.id, messageThreads.paymentId))
    .where(where);
}

function linkOf(row: ThreadRow): ThreadLink {
  if (row.documentId !== null)
    return { kind: 'document', id: row.documentId, title: row.documentTitle ?? '' };
  if (row.requestId !== null) return { kind: 'request', id: row.requestId, title: row.requestTitle ?? '' };
  if (row.paymentId !== null) return { kind: 'payment', id: row.paymentId, title: row.paymentTitle ?? '' };
  return null;
}

export function toThread(row: ThreadRow): Thread {
  return {
    id: row.id,
    subject: row.subject,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    client: { id: row.userId, fullName: row.clientName },
    link: linkOf(row),
  };
}

/** One conversation, or undefined; `ownerId` keeps a client to their own (another's is as missing). */
export async function loadThread(db: Db, id: number, ownerId?: number): Promise<ThreadRow | undefined> {
  const [row] = await selectThreads(
    db,
    and(eq(messageThreads.id, id), ownerId === undefined ? undefined : eq(messageThreads.userId, ownerId)),
  );
  return row;
}

interface LastMessage {
  thread_id: number;
  from_firm: boolean;
  internal: boolean;
  preview: string;
  author: string | null;
}

/** Each conversation's last message the viewer reads, one index probe each (the page's 50, not all). */
async function lastMessages(db: Db, ids: number[], viewer: Viewer): Promise<Map<number, LastMessage>> {
  const hidden = viewer === 'client' ? sql`and not m.internal` : sql``;
  const rows = await selectRows<LastMessage>(
    db,
    sql`select t.id as thread_id, last.from_firm, last.internal, last.preview, last.author
        from unnest(${`{${ids.join(',')}}`}::int[]) as t(id)
        cross join lateral (
          select m.from_firm, m.internal, left(m.text, ${PREVIEW_CHARS + 1}) as preview, u.full_name as author
          from ${messages} m left join ${users} u on u.id = m.author_id
          where m.thread_id = t.id ${hidden}
          order by m.created_at desc, m.id desc limit 1) as last`,
  );
  return new Map(rows.map((r) => [Number(r.thread_id), r]));
}

/** The first words of a message, on one line. */
function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS).trimEnd()}…` : line;
}

/** A page of conversations, newest activity first, as the viewer's list shows them. */
export async function threadsPage(
  db: Db,
  list: { where: SQL | undefined; searching: boolean; viewer: Viewer },
  query: Pick<PageQuery, 'limit' | 'cursor'>,
) {
  const { ids, ...page } = await pickPage(
    db,
    {
      table: sql`${messageThreads}`,
      order: threadOrder(list.viewer),
      where: list.where,
      searching: list.searching,
    },
    query,
  );
  if (ids.length === 0) return { ...page, items: [] as ThreadSummary[] };
  const [rows, last] = await Promise.all([
    selectThreads(db, inArray(messageThreads.id, ids)),
    lastMessages(db, ids, list.viewer),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap((id): ThreadSummary[] => {
    const row = byId.get(id);
    if (!row) return [];
    const message = last.get(id);
    const firm = message?.from_firm ?? false;
    return [
      {
        id: row.id,
        subject: row.subject,
        state: row.state,
        lastMessageAt: (list.viewer === 'client' ? row.lastPublicAt : row.lastMessageAt).toISOString(),
        lastMessagePreview: message ? previewOf(message.preview) : '',
        lastWriter: {
          side: firm ? 'firm' : 'client',
          name: message?.author ?? (firm ? FORMER_STAFF : row.clientName),
        },
        lastInternal: message?.internal ?? false,
        unread: list.viewer === 'client' ? row.unreadByClient : row.unreadByFirm,
        client: { id: row.userId, fullName: row.clientName },
        link: linkOf(row),
      },
    ];
  });
  return { ...page, items };
}

const reader = alias(users, 'reader');

/** The newest page of a conversation's messages (or the one before `cursor`), returned oldest first. */
export async function messagesPage(
  db: Db,
  thread: { id: number; clientName: string },
  viewer: Viewer,
  query: Pick<PageQuery, 'limit' | 'cursor'>,
): Promise<{ items: Message[]; nextCursor: string | null }> {
  const { ids, nextCursor } = await pickPage(
    db,
    {
      table: sql`${messages}`,
      order: newestFirstBy(messages.createdAt, messages.id),
      where: and(eq(messages.threadId, thread.id), visibleTo(viewer)),
      searching: false,
    },
    query,
  );
  if (ids.length === 0) return { items: [], nextCursor };
  const rows = await db
    .select({
      id: messages.id,
      threadId: messages.threadId,
      fromFirm: messages.fromFirm,
      internal: messages.internal,
      text: messages.text,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      author: users.fullName,
      readBy: reader.fullName,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .leftJoin(reader, eq(reader.id, messages.readBy))
    .where(inArray(messages.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const files = await filesOf(db, ids);
  const items = [...ids].reverse().flatMap((id) => {
    const row = byId.get(id);
    return row ? [toMessage(row, thread.clientName, viewer, files.get(id))] : [];
  });
  return { items, nextCursor };
}

/** The files of these messages, in the order they were attached. */
export async function filesOf(db: Db, messageIds: number[]): Promise<Map<number, MessageFile[]>> {
  const rows = await db
    .select({
      messageId: messageFiles.messageId,
      uploadId: clientUploads.id,
      uploadName: clientUploads.filename,
      uploadType: clientUploads.filetype,
      uploadSize: clientUploads.size,
      documentId: documents.id,
      documentName: documents.filename,
      documentType: documents.filetype,
      documentSize: documents.size,
    })
    .from(messageFiles)
    .leftJoin(clientUploads, eq(clientUploads.id, messageFiles.clientUploadId))
    .leftJoin(documents, eq(documents.id, messageFiles.documentId))
    .where(inArray(messageFiles.messageId, messageIds))
    .orderBy(messageFiles.id);
  const byMessage = new Map<number, MessageFile[]>();
  for (const r of rows) {
    const file: MessageFile =
      r.uploadId !== null
        ? {
            kind: 'upload',
            id: r.uploadId,
            filename: r.uploadName!,
            filetype: r.uploadType!,
            size: r.uploadSize!,
          }
        : {
            kind: 'document',
            id: r.documentId!,
            filename: r.documentName!,
            filetype: r.documentType!,
            size: r.documentSize!,
          };
    byMessage.set(r.messageId, [...(byMessage.get(r.messageId) ?? []), file]);
  }
  return byMessage;
}

export function toMessage(
  row: {
    id: number;
    threadId: number;
    fromFirm: boolean;
    internal: boolean;
    text: string;
    createdAt: Date;
    readAt: Date | null;
    author: string | null;
    readBy?: string | null;
  },
  clientName: string,
  viewer: Viewer,
  files: MessageFile[] = [],
): Message {
  return {
    id: row.id,
    threadId: row.threadId,
    side: row.fromFirm ? 'firm' : 'client',
    authorName: row.author ?? (row.fromFirm ? FORMER_STAFF : clientName),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    internal: row.internal,
    readAt: row.readAt?.toISOString() ?? null,
    // Which staff member read a message is the firm's business.
    readBy: viewer === 'firm' ? (row.readBy ?? null) : null,
    files,
  };
}
