import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorOf } from '../db/pg-error';
import { users } from '../db/schema';

/** PostgreSQL's foreign-key violation, through Drizzle's query wrapper. */
export const isForeignKeyViolation = (error: unknown) => pgErrorOf(error)?.code === FOREIGN_KEY_VIOLATION;

/**
 * Whether a request failed because the firm removed the signed-in account after its session was
 * checked: what the request wrote (an audit event, a file, a token) names an account that is no longer
 * there. The person is signed out (401), not told of a server error. A foreign-key error of a signed-in
 * account that still exists is a bug, and stays one.
 */
export async function failedForRemovedAccount(db: Db, error: unknown, userId: number | undefined) {
  if (userId === undefined || !isForeignKeyViolation(error)) return false;
  try {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return account === undefined;
  } catch {
    return false;
  }
}
