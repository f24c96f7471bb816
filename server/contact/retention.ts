import { subMonths } from 'date-fns';
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages, mailOutbox } from '../db/schema';

/** The privacy notice keeps contact data 24 months after the last contact. */
export const CONTACT_RETENTION_MONTHS = 24;
/** Messages judged automated: long enough to notice a person among them, no longer. */
export const SPAM_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the messages older than their retention period (spam 30 days, the inbox
 * 24 months), and their e-mails in the outbox (which hold a copy of the text).
 * Returns how many messages went.
 */
export async function deleteExpiredContactMessages(db: Db, now: Date): Promise<number> {
  const cutoff = subMonths(now, CONTACT_RETENTION_MONTHS);
  const isExpired = or(
    lt(contactMessages.createdAt, cutoff),
    and(
      isNotNull(contactMessages.spamReason),
      lt(contactMessages.createdAt, new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY_MS)),
    ),
  );
  return db.transaction(async (tx) => {
    const expired = tx.select({ id: contactMessages.id }).from(contactMessages).where(isExpired);
    await tx.delete(mailOutbox).where(inArray(mailOutbox.contactMessageId, expired));
    // Copies whose message was already deleted while the e-mail was still in the outbox.
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'contact'),
          isNull(mailOutbox.contactMessageId),
          lt(mailOutbox.createdAt, cutoff),
        ),
      );
    const deleted = await tx.delete(contactMessages).where(isExpired).returning({ id: contactMessages.id });
    return deleted.length;
  });
}
