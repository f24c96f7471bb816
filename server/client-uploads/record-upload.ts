import { MAX_FILES_PER_BATCH, TOO_MANY_FILES_MESSAGE } from '@common/client-uploads';
import { currentYear } from '@common/document-categories';
import type { ClientUploadFields } from '@common/schemas/client-uploads';
import { SESSION_REQUIRED_MESSAGE } from '@common/session-required';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, audit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { clientUploads, users } from '../db/schema';
import { HttpError } from '../http-error';
import { type FirmNoticeTarget, queueFirmNotice } from './firm-notice';
import { assertRoom } from './quota';

export interface StoredBytes {
  key: string;
  size: number;
  sha256: string;
}

/**
 * The database side of a client's upload, inside its transaction: the
 * sender's row locked to the end of it, so that two files of one client
 * arriving at once take turns for the batch limit and the quota (and the
 * client cannot be deleted half way); then the row and the firm's e-mail.
 * Every refusal throws before anything is written.
 */
export async function recordClientUpload(
  tx: Db,
  args: {
    senderId: number;
    input: ClientUploadFields;
    file: StoredBytes;
    filename: string;
    filetype: string;
    now: Date;
    quotaBytes: number;
    /** Null when mail is off or MAIL_TO is not set. */
    notice: FirmNoticeTarget | null;
    /** The item of a request the file answers (the caller has checked it is the sender's). */
    requestItemId?: number | null;
  },
): Promise<typeof clientUploads.$inferSelect> {
  const { senderId, input, file, now } = args;
  // NO KEY UPDATE: other uploads of this client wait; the firm's uploads for them (KEY SHARE) do not.
  const [sender] = await tx
    .select({ id: users.id, fullName: users.fullName, username: users.username })
    .from(users)
    .where(and(eq(users.id, senderId), eq(users.role, 'client')))
    .for('no key update');
  // Deleted (or made an administrator) while the file was arriving: the session is gone too.
  if (!sender) throw new HttpError(401, SESSION_REQUIRED_MESSAGE);

  if (input.batch) {
    const [sent] = await tx
      .select({ n: count() })
      .from(clientUploads)
      .where(and(eq(clientUploads.userId, sender.id), eq(clientUploads.batch, input.batch)));
    if (sent!.n >= MAX_FILES_PER_BATCH) throw new HttpError(400, TOO_MANY_FILES_MESSAGE);
  }
  await assertRoom(tx, sender.id, file.size, args.quotaBytes);

  const [row] = await tx
    .insert(clientUploads)
    .values({
      userId: sender.id,
      title: input.title,
      category: input.category,
      year: input.year ?? currentYear(now),
      note: input.note,
      batch: input.batch ?? null,
      filename: args.filename,
      filetype: args.filetype,
      storageKey: file.key,
      size: file.size,
      sha256: file.sha256,
      uploadedAt: now,
      requestItemId: args.requestItemId ?? null,
    })
    .returning();
  if (args.notice) {
    await queueFirmNotice(tx, { uploadId: row!.id, sender, target: args.notice, now });
  }
  return row!;
}

/** Where the firm's notice of a client's file goes: nowhere when mail is off or MAIL_TO is not set. */
export function firmNoticeTarget(app: FastifyInstance, publicUrl: string): FirmNoticeTarget | null {
  const firmAddress = app.mail.enabled ? app.mail.firmAddress : undefined;
  return firmAddress ? { firmAddress, publicUrl } : null;
}

/** The security log's line for a file a client sent ('Invia documenti', a payment's receipt). */
export function auditClientUpload(
  tx: Db,
  request: FastifyRequest,
  by: { id: number; username: string },
  row: typeof clientUploads.$inferSelect,
): Promise<void> {
  return audit(tx, request, 'client-upload.upload', actorOf(by), {
    upload: row.id,
    title: row.title,
    category: row.category,
    year: row.year,
    batch: row.batch,
    filename: row.filename,
    filetype: row.filetype,
    size: row.size,
    sha256: row.sha256,
  });
}
