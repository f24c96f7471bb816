import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** An e-mail to be sent by the outbox worker; the sender is the configured MAIL_FROM. */
export interface OutboxMail {
  /** What the e-mail reports ('contact', 'document', …), for the admin and the logs. */
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  /** Plain text. An HTML body, when given, must be built from escaped data only. */
  text: string;
  html?: string | null;
  contactMessageId?: number | null;
  /** The client the e-mail is about (deleting the client drops it). */
  recipientUserId?: number | null;
  /** Not sent before this time; default: as soon as the worker runs. */
  sendAt?: Date;
}

/** Header values travel on one line: a CR or LF in them would start a new header. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ').replace(/\p{Cc}/gu, '');
}

/**
 * Queues an e-mail. Pass the transaction that writes what the e-mail is about:
 * both are stored, or neither. The worker sends it afterwards.
 */
export async function enqueueMail(tx: Db, mail: OutboxMail, now: Date = new Date()): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to: singleLine(mail.to),
      replyTo: mail.replyTo == null ? null : singleLine(mail.replyTo),
      subject: singleLine(mail.subject),
      text: mail.text,
      html: mail.html ?? null,
      contactMessageId: mail.contactMessageId ?? null,
      recipientUserId: mail.recipientUserId ?? null,
      createdAt: now,
      nextAttemptAt: mail.sendAt ?? now,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
