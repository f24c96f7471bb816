import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox, messages, messageThreads, users } from '../db/schema';
import { queueNotice, type WaitingNotice, withdrawNotice } from '../mail/waiting-notice';
import { clientNoticeMail, firmNoticeMail } from './notice-mail';

/** The client hears of the firm's message only if it is still unread this long after. */
export const CLIENT_NOTICE_DELAY_MS = 10 * 60_000;
/** The firm's e-mail waits this long for more of the client's messages: a batch, one e-mail. */
export const FIRM_NOTICE_DELAY_MS = 2 * 60_000;
/** At most one notice a conversation in this time, to either side. */
export const NOTICE_SPACING_MS = 60 * 60_000;

type Side = 'client' | 'firm';

const noticeColumns = {
  client: { mail: messageThreads.clientNoticeMailId, at: messageThreads.clientNoticedAt },
  firm: { mail: messageThreads.firmNoticeMailId, at: messageThreads.firmNoticedAt },
} as const;

/** The last writer of the side that wrote: the firm's notice names staff, never what they wrote. */
const lastFirmWriter = sql<string>`coalesce((
  select u.full_name from ${messages} m join ${users} u on u.id = m.author_id
  where m.thread_id = "message_threads"."id" and m.from_firm and not m.internal
  order by m.created_at desc, m.id desc limit 1), 'Lo studio')`;

function threadNotice(side: Side): WaitingNotice<{ writer: string }> {
  const column = noticeColumns[side].mail;
  const pick = (tx: Db, where: SQL) =>
    tx.select({ writer: lastFirmWriter }).from(messageThreads).where(where).orderBy(messageThreads.id);
  return {
    kind: side === 'client' ? 'message-client' : 'message-firm',
    lockClass: side === 'client' ? 727_006 : 727_007,
    delayMs: side === 'client' ? CLIENT_NOTICE_DELAY_MS : FIRM_NOTICE_DELAY_MS,
    async item(tx, threadId) {
      const [row] = await pick(tx, eq(messageThreads.id, threadId));
      if (!row) throw new Error(`thread ${threadId} not found`);
      return row;
    },
    listed: (tx, mailId) => pick(tx, eq(column, mailId)),
    async attach(tx, threadId, mailId) {
      await tx
        .update(messageThreads)
        .set({ [side === 'client' ? 'clientNoticeMailId' : 'firmNoticeMailId']: mailId })
        .where(eq(messageThreads.id, threadId));
    },
  };
}
const notices = { client: threadNotice('client'), firm: threadNotice('firm') };

interface NoticeThread {
  id: number;
  userId: number;
  clientNoticeMailId: number | null;
  clientNoticedAt: Date | null;
  firmNoticeMailId: number | null;
  firmNoticedAt: Date | null;
}

/** The thread's e-mail of this side still waits (no worker took it): it can be joined or withdrawn. */
async function waitingMail(tx: Db, mailId: number | null): Promise<boolean> {
  if (mailId === null) return false;
  const found = await tx.$count(
    mailOutbox,
    and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, 0)),
  );
  return found > 0;
}

export interface NoticeTargets {
  publicUrl: string;
  /** MAIL_TO, or null when mail is off or it is not set. */
  firmAddress: string | null;
  /** Mail is on: the client may be told. */
  clientMail: boolean;
}

export function noticeTargets(app: FastifyInstance, publicUrl: string): NoticeTargets {
  return {
    publicUrl,
    firmAddress: app.mail.enabled ? (app.mail.firmAddress ?? null) : null,
    clientMail: app.mail.enabled,
  };
}

/**
 * Inside the message's transaction, the conversation locked: the other side's e-mail, unless one went
 * out for this conversation within the hour. One still waiting is joined (and waits again).
 */
export async function queueMessageNotice(
  tx: Db,
  thread: NoticeThread,
  writer: Side,
  targets: NoticeTargets,
  now: Date,
): Promise<void> {
  const to: Side = writer === 'firm' ? 'client' : 'firm';
  const mailId = to === 'client' ? thread.clientNoticeMailId : thread.firmNoticeMailId;
  const noticedAt = to === 'client' ? thread.clientNoticedAt : thread.firmNoticedAt;
  const recent = noticedAt !== null && now.getTime() - noticedAt.getTime() < NOTICE_SPACING_MS;
  if (recent && !(await waitingMail(tx, mailId))) return;

  const [client] = await tx
    .select({ fullName: users.fullName, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, thread.userId));
  if (!client) return;
  if (to === 'client' && !targets.clientMail) return;
  const firmAddress = targets.firmAddress;
  if (to === 'firm' && !firmAddress) return;

  await queueNotice(tx, notices[to], {
    itemId: thread.id,
    userId: thread.userId,
    now,
    compose: (items) =>
      to === 'client'
        ? {
            to: client.email,
            ...clientNoticeMail(
              client,
              items.map((i) => i.writer),
              targets.publicUrl,
            ),
          }
        : { to: firmAddress!, ...firmNoticeMail(client, items.length, targets.publicUrl) },
  });
  await tx
    .update(messageThreads)
    .set(to === 'client' ? { clientNoticedAt: now } : { firmNoticedAt: now })
    .where(eq(messageThreads.id, thread.id));
}

/**
 * Inside the reading's transaction: the reader's e-mail about this conversation is not needed any more.
 * One still waiting is rewritten without it (or dropped), and then counts as never sent.
 */
export async function withdrawMessageNotice(
  tx: Db,
  thread: NoticeThread,
  reader: Side,
  publicUrl: string,
): Promise<void> {
  const mailId = reader === 'client' ? thread.clientNoticeMailId : thread.firmNoticeMailId;
  if (mailId === null) return;
  const waiting = await waitingMail(tx, mailId);
  await tx
    .update(messageThreads)
    .set(
      reader === 'client'
        ? { clientNoticeMailId: null, ...(waiting ? { clientNoticedAt: null } : {}) }
        : { firmNoticeMailId: null, ...(waiting ? { firmNoticedAt: null } : {}) },
    )
    .where(eq(messageThreads.id, thread.id));
  if (!waiting) return;
  const [client] = await tx
    .select({ fullName: users.fullName, username: users.username })
    .from(users)
    .where(eq(users.id, thread.userId));
  await withdrawNotice(tx, notices[reader], {
    noticeMailId: mailId,
    userId: thread.userId,
    compose: (items) =>
      reader === 'client'
        ? clientNoticeMail(
            client!,
            items.map((i) => i.writer),
            publicUrl,
          )
        : firmNoticeMail(client!, items.length, publicUrl),
  });
}
