import { CONTACT_MIN_FILL_MS, type SpamReason } from '@common/schemas/contact';
import { and, count, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

/**
 * The most automated messages kept per rolling 24 hours, across every address. The
 * per-address limit already counts them, but many addresses could still fill the disk:
 * with this cap and 30 days of retention the spam view never holds more than 3,000
 * (under 50 MB at the form's largest). A person caught in such a flood is the price.
 */
export const SPAM_DAILY_CAP = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

type Fields = Pick<
  typeof contactMessages.$inferInsert,
  'name' | 'email' | 'subject' | 'message' | 'privacyAccepted'
>;

/** Why a submission looks automated, or null for a person. */
export function spamReason(website: string | undefined, elapsedMs: number | undefined): SpamReason | null {
  if (website !== undefined && website.trim() !== '') return 'honeypot';
  if (elapsedMs === undefined) return 'no-fill-time';
  if (elapsedMs < CONTACT_MIN_FILL_MS) return 'too-fast';
  return null;
}

/**
 * Keeps an automated message for the staff to look at (a person whose browser misbehaved
 * loses nothing); no e-mail goes out for it. Returns its id, or null over the daily cap.
 */
export async function storeSpam(
  db: Db,
  fields: Fields,
  reason: SpamReason,
  now: Date,
): Promise<number | null> {
  // Counted then inserted, not locked: parallel requests may pass the cap by a few.
  const [today] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(
      and(
        isNotNull(contactMessages.spamReason),
        gt(contactMessages.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((today?.n ?? 0) >= SPAM_DAILY_CAP) return null;
  const [row] = await db
    .insert(contactMessages)
    .values({ ...fields, spamReason: reason, createdAt: now })
    .returning({ id: contactMessages.id });
  return row!.id;
}
