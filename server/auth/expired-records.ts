import { isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetTokens, pendingSignIns, sessions } from '../db/schema';
import { REMEMBER_TIMEOUT_MS } from './session-store';

/**
 * Sign-in records nobody can use any more: sessions past their absolute
 * lifetime or idle beyond the longest allowance, half sign-ins and reset links
 * past their time. Each is refused on sight anyway; this keeps the tables
 * from growing with every visit that never came back.
 */
export async function deleteExpiredSignInRecords(db: Db, now: Date): Promise<number> {
  const longestIdle = new Date(now.getTime() - REMEMBER_TIMEOUT_MS);
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, longestIdle)))
    .returning({ id: sessions.id });
  const halves = await db
    .delete(pendingSignIns)
    .where(lt(pendingSignIns.expiresAt, now))
    .returning({ user: pendingSignIns.userId });
  const links = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
    .returning({ user: passwordResetTokens.userId });
  return ended.length + halves.length + links.length;
}
