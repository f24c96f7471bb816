import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { enqueueMail, singleLine } from './outbox';

/** An e-mail as rendered from the items it lists; without `to`, a rewrite keeps the address. */
export interface NoticeContent {
  to?: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * An e-mail about one user's new items (documents for a client, a client's
 * uploads for the firm) that waits `delayMs` for more of them: each new item
 * joins it and restarts the wait, so a batch gives one e-mail listing every
 * item. Items point at their e-mail through a column of their own table.
 */
export interface WaitingNotice<Item> {
  /** The outbox kind; with the user, it finds the waiting e-mail. */
  kind: string;
  /** Any constant of its own: the first key of the per-user advisory lock. */
  lockClass: number;
  delayMs: number;
  /** One item, by id (not yet pointing at an e-mail). */
  item(tx: Db, itemId: number): Promise<Item>;
  /** The items that still point at the e-mail, in the order it lists them. */
  listed(tx: Db, mailId: number): Promise<Item[]>;
  /** Points the item at the e-mail that lists it. */
  attach(tx: Db, itemId: number, mailId: number): Promise<void>;
}

/*
 * Joining an e-mail that is still waiting, against the outbox worker's claim
 * (claimDueMail: one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)
 * that sets a lease and attempts + 1; the worker then sends the row as that
 * statement returned it):
 *
 * - Only a row no worker ever claimed is joined (attempts = 0; no lease, which
 *   a claim implies anyway). A claimed row may be on its way to the SMTP
 *   server, or may even have been delivered by an attempt whose outcome was
 *   never recorded: adding an item to it could lose the item. Such a user
 *   gets a new e-mail instead.
 * - The row is taken FOR UPDATE before it is changed. If the claim locked it
 *   first, this select waits for the claim to commit, then re-reads the row,
 *   sees attempts = 1 and finds nothing: a new e-mail. If this select locked it
 *   first, the claim skips it (SKIP LOCKED) until the item commits, and then
 *   reads the rewritten body and the later send time. Either way every item is
 *   in exactly one e-mail and no e-mail goes twice.
 * - The item's rollback undoes the join: the row keeps its previous body.
 * - Two items for the same user at once (two administrators, two files of one
 *   client in flight) would both miss the other's uncommitted new row and send
 *   two e-mails; a per-user advisory lock held to the end of the transaction
 *   makes the second wait and join the first's row.
 */

/** Held to the end of the transaction: one change at a time to a user's waiting e-mail of this kind. */
async function lockUserNotices(tx: Db, lockClass: number, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, ${userId}::int)`);
}

/** No worker ever took the row: it cannot be on its way to the SMTP server. */
const neverClaimed = and(
  eq(mailOutbox.status, 'pending'),
  eq(mailOutbox.attempts, 0),
  isNull(mailOutbox.lockedUntil),
);

/** Called inside the item's transaction, only when the e-mail is to be sent at all. */
export async function queueNotice<Item>(
  tx: Db,
  notice: WaitingNotice<Item>,
  args: {
    itemId: number;
    userId: number;
    now: Date;
    compose: (items: Item[]) => NoticeContent & { to: string };
  },
): Promise<void> {
  const { itemId, userId, now, compose } = args;
  const sendAt = new Date(now.getTime() + notice.delayMs);
  await lockUserNotices(tx, notice.lockClass, userId);

  const [waiting] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, notice.kind),
        eq(mailOutbox.recipientUserId, userId),
        neverClaimed,
        gt(mailOutbox.nextAttemptAt, now),
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1)
    .for('update');

  if (!waiting) {
    const content = compose([await notice.item(tx, itemId)]);
    const mailId = await enqueueMail(
      tx,
      { kind: notice.kind, ...content, recipientUserId: userId, sendAt },
      now,
    );
    await notice.attach(tx, itemId, mailId);
    return;
  }

  await notice.attach(tx, itemId, waiting.id);
  await rewriteNotice(tx, notice, waiting.id, compose, sendAt);
}

/** Re-renders a waiting e-mail from the items that still point at it; drops it when none is left. */
async function rewriteNotice<Item>(
  tx: Db,
  notice: WaitingNotice<Item>,
  mailId: number,
  compose: (items: Item[]) => NoticeContent,
  sendAt?: Date,
): Promise<void> {
  const listed = await notice.listed(tx, mailId);
  if (listed.length === 0) {
    await tx.delete(mailOutbox).where(eq(mailOutbox.id, mailId));
    return;
  }
  const content = compose(listed);
  await tx
    .update(mailOutbox)
    .set({
      ...(content.to ? { to: singleLine(content.to) } : {}),
      subject: singleLine(content.subject),
      text: content.text,
      html: content.html,
      ...(sendAt ? { nextAttemptAt: sendAt } : {}),
    })
    .where(eq(mailOutbox.id, mailId));
}

/**
 * Called inside an item's deletion, after its row is gone: an e-mail already
 * claimed by the worker is left alone (it may be on its way); a waiting one
 * is rewritten without the item, or dropped when empty.
 */
export async function withdrawNotice<Item>(
  tx: Db,
  notice: WaitingNotice<Item>,
  args: { noticeMailId: number | null; userId: number; compose: (items: Item[]) => NoticeContent },
): Promise<void> {
  const { noticeMailId, userId, compose } = args;
  if (noticeMailId === null) return;
  await lockUserNotices(tx, notice.lockClass, userId);
  const [waiting] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, noticeMailId), neverClaimed))
    .for('update');
  if (waiting) await rewriteNotice(tx, notice, waiting.id, compose);
}
