import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { removeAllPasskeys } from '../passkeys/passkey-store';
import { type EndedLastingKeys, endLastingKeys } from './lasting-keys';

/**
 * A way back into an account (a new password, a reset link, a second factor removed): whoever held it
 * before is out by every door at once, in the caller's transaction: its sessions, its passkeys (both
 * factors in one) and the keys that work without a sign-in.
 */
export async function endEveryWayIn(
  tx: Db,
  userId: number,
  now: Date,
): Promise<{ passkeysRemoved: number; keys: EndedLastingKeys }> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  return {
    passkeysRemoved: await removeAllPasskeys(tx, userId),
    keys: await endLastingKeys(tx, userId, now),
  };
}
