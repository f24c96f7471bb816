import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientUploads } from '../db/schema';
import { queueNotice, type WaitingNotice, withdrawNotice } from '../mail/waiting-notice';
import { firmNoticeMail, type NoticedUpload } from './firm-notice-mail';

/**
 * How long the firm's e-mail waits for more files from the same client: each
 * file restarts the wait, so a batch sent from a phone over a few minutes
 * still gives one e-mail.
 */
export const FIRM_NOTICE_DELAY_MS = 2 * 60_000;

const noticed = {
  title: clientUploads.title,
  category: clientUploads.category,
  hasNote: sql<boolean>`${clientUploads.note} is not null`,
};

// One waiting e-mail per sending client; recipientUserId is the client it is
// about, so deleting the client drops an e-mail that names their papers.
const firmNotice: WaitingNotice<NoticedUpload> = {
  kind: 'client-upload',
  lockClass: 727_005,
  delayMs: FIRM_NOTICE_DELAY_MS,
  async item(tx, uploadId) {
    const [row] = await tx.select(noticed).from(clientUploads).where(eq(clientUploads.id, uploadId));
    if (!row) throw new Error(`client upload ${uploadId} not found`);
    return row;
  },
  listed: (tx, mailId) =>
    tx
      .select(noticed)
      .from(clientUploads)
      .where(eq(clientUploads.noticeMailId, mailId))
      .orderBy(asc(clientUploads.uploadedAt), asc(clientUploads.id)),
  async attach(tx, uploadId, mailId) {
    await tx.update(clientUploads).set({ noticeMailId: mailId }).where(eq(clientUploads.id, uploadId));
  },
};

export interface FirmNoticeTarget {
  /** MAIL_TO */
  firmAddress: string;
  publicUrl: string;
}

interface Sender {
  id: number;
  fullName: string;
  username: string;
}

/** Called inside the upload's transaction, only when mail is on and MAIL_TO is set. */
export async function queueFirmNotice(
  tx: Db,
  args: { uploadId: number; sender: Sender; target: FirmNoticeTarget; now: Date },
): Promise<void> {
  const { uploadId, sender, target, now } = args;
  await queueNotice(tx, firmNotice, {
    itemId: uploadId,
    userId: sender.id,
    now,
    compose: (uploads) => ({ to: target.firmAddress, ...firmNoticeMail(sender, uploads, target.publicUrl) }),
  });
}

/**
 * Called inside the client's deletion of an upload, after its row is gone,
 * whether mail is on or not now: a waiting e-mail keeps its address.
 */
export async function withdrawFirmNotice(
  tx: Db,
  args: { noticeMailId: number | null; sender: Sender; publicUrl: string },
): Promise<void> {
  const { noticeMailId, sender, publicUrl } = args;
  await withdrawNotice(tx, firmNotice, {
    noticeMailId,
    userId: sender.id,
    compose: (uploads) => firmNoticeMail(sender, uploads, publicUrl),
  });
}
