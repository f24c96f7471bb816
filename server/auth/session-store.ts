import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type SessionRow, sessions, type UserRow, users, userTotp } from '../db/schema';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  userId: number;
  remember: boolean;
  ip?: string;
  userAgent?: string;
}

/** Creates a session and returns its token: 256 random bits, shown only to the cookie. */
export async function createSession(db: Db, input: NewSession, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = input.remember ? REMEMBER_TIMEOUT_MS : ABSOLUTE_TIMEOUT_MS;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
    remember: input.remember,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 512),
  });
  return token;
}

function idleLimit(session: SessionRow): number {
  return session.remember ? REMEMBER_TIMEOUT_MS : IDLE_TIMEOUT_MS;
}

/** Within its absolute lifetime and not idle too long: the one rule for every reader of sessions. */
export function isSessionLive(session: SessionRow, now: Date): boolean {
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  return now < session.expiresAt && idleFor < idleLimit(session);
}

/**
 * The user behind a token, or null when the session is unknown, idle too long
 * or past its absolute lifetime. Expired sessions are deleted on sight.
 */
export async function findSessionUser(
  db: Db,
  token: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow; twoFactorEnabled: boolean } | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users, totpUser: userTotp.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userTotp, and(eq(userTotp.userId, sessions.userId), isNotNull(userTotp.confirmedAt)))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const { session } = row;
  if (!isSessionLive(session, now)) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  }
  return { session, user: row.user, twoFactorEnabled: row.totpUser !== null };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
