import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documents } from '../db/schema';
import { type NoticeContent, queueNotice, type WaitingNotice, withdrawNotice } from '../mail/waiting-notice';
import { documentNoticeMail } from './document-notice-mail';

/**
 * How long a client's "new documents" e-mail waits for more uploads: each
 * upload for the same client restarts the wait, so a bulk upload sends one
 * e-mail listing every title.
 */
export const DOCUMENT_NOTICE_DELAY_MS = 2 * 60_000;

export interface NoticeClient {
  id: number;
  fullName: string;
  email: string;
}

const documentNotice: WaitingNotice<{ title: string }> = {
  kind: 'document',
  lockClass: 727_004,
  delayMs: DOCUMENT_NOTICE_DELAY_MS,
  async item(tx, documentId) {
    const [doc] = await tx
      .select({ title: documents.title })
      .from(documents)
      .where(eq(documents.id, documentId));
    if (!doc) throw new Error(`document ${documentId} not found`);
    return doc;
  },
  listed: (tx, mailId) =>
    tx
      .select({ title: documents.title })
      .from(documents)
      .where(eq(documents.noticeMailId, mailId))
      .orderBy(asc(documents.uploadedAt), asc(documents.id)),
  async attach(tx, documentId, mailId) {
    await tx.update(documents).set({ noticeMailId: mailId }).where(eq(documents.id, documentId));
  },
};

const compose =
  (user: NoticeClient, publicUrl: string) =>
  (docs: { title: string }[]): NoticeContent & { to: string } => ({
    to: user.email,
    ...documentNoticeMail(
      user.fullName,
      docs.map((d) => d.title),
      publicUrl,
    ),
  });

/** Called inside the upload's transaction, only when mail is on. */
export async function queueDocumentNotice(
  tx: Db,
  args: { documentId: number; user: NoticeClient; publicUrl: string; now: Date },
): Promise<void> {
  const { documentId, user, publicUrl, now } = args;
  await queueNotice(tx, documentNotice, {
    itemId: documentId,
    userId: user.id,
    now,
    compose: compose(user, publicUrl),
  });
}

/**
 * Called inside a document's deletion, after the row is gone: a document put
 * in the wrong client's folder and removed at once must not be announced to
 * that client by title.
 */
export async function withdrawDocumentNotice(
  tx: Db,
  args: { noticeMailId: number | null; user: NoticeClient; publicUrl: string },
): Promise<void> {
  const { noticeMailId, user, publicUrl } = args;
  await withdrawNotice(tx, documentNotice, {
    noticeMailId,
    userId: user.id,
    compose: compose(user, publicUrl),
  });
}
