import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/session-store';
import type { Db } from '../db/client';
import { passwordResetTokens } from '../db/schema';

export const RESET_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A new single-use token for the user; earlier unused ones stop working. */
export async function createResetToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
  });
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown,
 * used or expired. The conditional update makes a second use impossible even
 * when two requests race.
 */
export async function consumeResetToken(db: Db, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}
