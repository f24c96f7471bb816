import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

/**
 * Growing delays after failed sign-ins, per account name and per client
 * address. After the free failures each further one doubles the wait (1 s,
 * 2 s, 4 s … up to a 15-minute block), which keeps an account under ~20
 * guesses an hour. Unknown names are throttled exactly like real ones, so the
 * answers reveal nothing about which accounts exist.
 */
const FREE_FAILURES = { account: 3, ip: 20 } as const;
const MAX_BLOCK_MS = 15 * 60 * 1000;
/** A key with no failure for this long starts again from zero. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Milliseconds to wait before another attempt is allowed; 0 when allowed now. */
export async function throttleWait(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  let wait = 0;
  for (const row of rows) {
    if (row.blockedUntil && row.blockedUntil > now)
      wait = Math.max(wait, row.blockedUntil.getTime() - now.getTime());
  }
  return wait;
}

export function blockFor(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(1000 * 2 ** (failures - free - 1), MAX_BLOCK_MS);
}

async function recordOne(db: Db, key: string, free: number, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.lastFailureAt} < ${forgetBefore.toISOString()} then 1 else ${loginThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottle.failures });
  const block = blockFor(row?.failures ?? 1, free);
  if (block > 0) {
    await db
      .update(loginThrottle)
      .set({ blockedUntil: new Date(now.getTime() + block) })
      .where(sql`${loginThrottle.key} = ${key}`);
  }
}

export async function recordFailure(db: Db, username: string, ip: string, now: Date): Promise<void> {
  await recordOne(db, accountKey(username), FREE_FAILURES.account, now);
  await recordOne(db, ipKey(ip), FREE_FAILURES.ip, now);
}

/** A failure that names no account (a passkey the portal does not know): only the address pays. */
export async function recordAddressFailure(db: Db, ip: string, now: Date): Promise<void> {
  await recordOne(db, ipKey(ip), FREE_FAILURES.ip, now);
}

/** A successful sign-in clears the account's record (the address keeps its own). */
export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginThrottle).where(sql`${loginThrottle.key} = ${accountKey(username)}`);
}

/** "30 secondi", "2 minuti": the wait in words for the 429 message. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 secondo' : `${seconds} secondi`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
}
