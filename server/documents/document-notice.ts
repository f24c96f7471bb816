import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documents, mailOutbox } from '../db/schema';
import { enqueueMail, singleLine } from '../mail/outbox';
import { documentNoticeMail } from './document-notice-mail';

/**
 * How long a client's "new documents" e-mail waits for more uploads: each
 * upload for the same client restarts the wait, so a bulk upload sends one
 * e-mail listing every title.
 */
export const DOCUMENT_NOTICE_DELAY_MS = 2 * 60_000;

const DOCUMENT_NOTICE_KIND = 'document';

// Any constant of its own: the first key of the per-client advisory lock.
const NOTICE_LOCK_CLASS = 727_004;

/*
 * Joining an e-mail that is still waiting, against the outbox worker's claim
 * (claimDueMail: one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)
 * that sets a lease and attempts + 1; the worker then sends the row as that
 * statement returned it):
 *
 * - Only a row no worker ever claimed is joined (attempts = 0; no lease, which
 *   a claim implies anyway). A claimed row may be on its way to the SMTP
 *   server, or may even have been delivered by an attempt whose outcome was
 *   never recorded: adding a title to it could lose the title. Such a client
 *   gets a new e-mail instead.
 * - The row is taken FOR UPDATE before it is changed. If the claim locked it
 *   first, this select waits for the claim to commit, then re-reads the row,
 *   sees attempts = 1 and finds nothing: a new e-mail. If this select locked it
 *   first, the claim skips it (SKIP LOCKED) until the upload commits, and then
 *   reads the rewritten body and the later send time. Either way every title is
 *   in exactly one e-mail and no e-mail goes twice.
 * - The upload's rollback undoes the join: the row keeps its previous body.
 * - Two uploads for the same client at once (two administrators) would both
 *   miss the other's uncommitted new row and send two e-mails; a per-client
 *   advisory lock held to the end of the transaction makes the second wait and
 *   join the first's row.
 */

/** Held to the end of the transaction: one change at a time to a client's waiting e-mail. */
async function lockClientNotices(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NOTICE_LOCK_CLASS}::int, ${userId}::int)`);
}

/** No worker ever took the row: it cannot be on its way to the SMTP server. */
const neverClaimed = and(
  eq(mailOutbox.status, 'pending'),
  eq(mailOutbox.attempts, 0),
  isNull(mailOutbox.lockedUntil),
);

/** Called inside the upload's transaction, only when mail is on. */
export async function queueDocumentNotice(
  tx: Db,
  args: {
    documentId: number;
    user: { id: number; fullName: string; email: string };
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const { documentId, user, publicUrl, now } = args;
  const sendAt = new Date(now.getTime() + DOCUMENT_NOTICE_DELAY_MS);
  await lockClientNotices(tx, user.id);

  const [waiting] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, DOCUMENT_NOTICE_KIND),
        eq(mailOutbox.recipientUserId, user.id),
        neverClaimed,
        gt(mailOutbox.nextAttemptAt, now),
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1)
    .for('update');

  if (!waiting) {
    const [doc] = await tx
      .select({ title: documents.title })
      .from(documents)
      .where(eq(documents.id, documentId));
    if (!doc) throw new Error(`document ${documentId} not found`);
    const mailId = await enqueueMail(
      tx,
      {
        kind: DOCUMENT_NOTICE_KIND,
        to: user.email,
        ...documentNoticeMail(user.fullName, [doc.title], publicUrl),
        recipientUserId: user.id,
        sendAt,
      },
      now,
    );
    await tx.update(documents).set({ noticeMailId: mailId }).where(eq(documents.id, documentId));
    return;
  }

  await tx.update(documents).set({ noticeMailId: waiting.id }).where(eq(documents.id, documentId));
  await rewriteNotice(tx, waiting.id, user, publicUrl, sendAt);
}

/** Re-renders a waiting e-mail from the documents that still point at it. */
async function rewriteNotice(
  tx: Db,
  mailId: number,
  user: { fullName: string; email: string },
  publicUrl: string,
  sendAt?: Date,
): Promise<void> {
  const listed = await tx
    .select({ title: documents.title })
    .from(documents)
    .where(eq(documents.noticeMailId, mailId))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
  if (listed.length === 0) {
    await tx.delete(mailOutbox).where(eq(mailOutbox.id, mailId));
    return;
  }
  const content = documentNoticeMail(
    user.fullName,
    listed.map((d) => d.title),
    publicUrl,
  );
  await tx
    .update(mailOutbox)
    .set({
      to: singleLine(user.email),
      subject: singleLine(content.subject),
      text: content.text,
      html: content.html,
      ...(sendAt ? { nextAttemptAt: sendAt } : {}),
    })
    .where(eq(mailOutbox.id, mailId));
}

/**
 * Called inside a document's deletion, after the row is gone: a document put
 * in the wrong client's folder and removed at once must not be announced to
 * that client by title. An e-mail already claimed by the worker is left alone
 * (it may be on its way); a waiting one is rewritten, or dropped when empty.
 */
export async function withdrawDocumentNotice(
  tx: Db,
  args: {
    noticeMailId: number | null;
    user: { id: number; fullName: string; email: string };
    publicUrl: string;
  },
): Promise<void> {
  const { noticeMailId, user, publicUrl } = args;
  if (noticeMailId === null) return;
  await lockClientNotices(tx, user.id);
  const [waiting] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, noticeMailId), neverClaimed))
    .for('update');
  if (waiting) await rewriteNotice(tx, waiting.id, user, publicUrl);
}
