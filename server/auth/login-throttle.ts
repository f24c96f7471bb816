import { and, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';
import { addressKey } from '../limits/address-key';

/**
 * Growing delays after sign-in attempts, per account name and per client
 * address. After the free attempts each further one doubles the wait (1 s,
 * 2 s, 4 s … up to a 15-minute block), which keeps an account under ~20
 * guesses an hour. Unknown names are throttled exactly like real ones, so the
 * answers reveal nothing about which accounts exist.
 *
 * Each attempt is counted in one statement before its secret is checked: a
 * burst of parallel requests cannot slip through between a check and a record.
 */
export const FREE_ATTEMPTS = { account: 3, ip: 20 } as const;
const MAX_BLOCK_S = 15 * 60;
/** A key with no attempt let through for this long starts again from zero. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;

export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${addressKey(ip)}`;

export function blockFor(attempts: number, free: number): number {
  if (attempts <= free) return 0;
  return Math.min(1000 * 2 ** (attempts - free - 1), MAX_BLOCK_S * 1000);
}

/** A refused attempt: how long to wait, and how many this key has refused in a row (this one included). */
export interface Refusal {
  waitMs: number;
  refused: number;
}

/**
 * Counts one attempt for `key`. While the key is blocked the attempt is
 * refused and only added to `refused`; otherwise it is counted and, past the
 * free ones, starts the next block. The row lock of the upsert orders
 * concurrent attempts, on one instance or several.
 */
async function countOne(db: Db, key: string, free: number, now: Date): Promise<Refusal | null> {
  const t = loginThrottle;
  const at = sql`${now.toISOString()}::timestamptz`;
  const blocked = sql`(${t.blockedUntil} is not null and ${t.blockedUntil} > ${at})`;
  const forgotten = sql`${t.lastFailureAt} < ${new Date(now.getTime() - FORGET_AFTER_MS).toISOString()}::timestamptz`;
  const attempts = sql`(case when ${forgotten} then 1 else ${t.failures} + 1 end)`;
  const exponent = sql`least(${attempts} - ${free} - 1, 20)`;
  const nextBlock: SQL = sql`case when ${attempts} > ${free}
    then ${at} + make_interval(secs => least(power(2, ${exponent}), ${MAX_BLOCK_S})) end`;
  const first = blockFor(1, free);
  const [row] = await db
    .insert(t)
    .values({
      key,
      failures: 1,
      lastFailureAt: now,
      blockedUntil: first > 0 ? new Date(now.getTime() + first) : null,
      refused: 0,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${blocked} then ${t.failures} else ${attempts} end`,
        lastFailureAt: sql`case when ${blocked} then ${t.lastFailureAt} else ${at} end`,
        blockedUntil: sql`case when ${blocked} then ${t.blockedUntil} else ${nextBlock} end`,
        refused: sql`case when ${blocked} then ${t.refused} + 1 else 0 end`,
      },
    })
    .returning({ refused: t.refused, blockedUntil: t.blockedUntil });
  if (!row || row.refused === 0) return null;
  return refusalOf([row], now);
}

function refusalOf(rows: { refused: number; blockedUntil: Date | null }[], now: Date): Refusal {
  const until = Math.max(...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  return { waitMs: Math.max(1, until - now.getTime()), refused: Math.max(...rows.map((r) => r.refused)) };
}

/**
 * Counts an attempt against the address and, when one is named, the account;
 * null when it may go on to be checked. An attempt that comes while either is
 * blocked is only added to that row's `refused`: a flood from one address
 * with ever new names, or at one account from ever new addresses, adds no rows.
 */
export async function countAttempt(
  db: Db,
  who: { username?: string; ip: string },
  now: Date,
): Promise<Refusal | null> {
  const t = loginThrottle;
  const keys = [ipKey(who.ip), ...(who.username === undefined ? [] : [accountKey(who.username)])];
  const blocked = await db
    .update(t)
    .set({ refused: sql`${t.refused} + 1` })
    .where(and(inArray(t.key, keys), gt(t.blockedUntil, now)))
    .returning({ refused: t.refused, blockedUntil: t.blockedUntil });
  if (blocked.length > 0) return refusalOf(blocked, now);
  const byAddress = await countOne(db, keys[0]!, FREE_ATTEMPTS.ip, now);
  if (byAddress || keys.length === 1) return byAddress;
  const byAccount = await countOne(db, keys[1]!, FREE_ATTEMPTS.account, now);
  // Refused, so never checked: not an attempt the address made.
  if (byAccount) await undoOne(db, keys[0]!, FREE_ATTEMPTS.ip);
  return byAccount;
}

/** Milliseconds the address or account must still wait, without counting anything (0: free to try). */
export async function currentWait(db: Db, who: { username?: string; ip: string }, now: Date) {
  const keys = [ipKey(who.ip), ...(who.username === undefined ? [] : [accountKey(who.username)])];
  const rows = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(or(...keys.map((k) => eq(loginThrottle.key, k))));
  return Math.max(0, ...rows.map((r) => (r.blockedUntil?.getTime() ?? 0) - now.getTime()));
}

/**
 * Takes one counted attempt back, and the block it started when that leaves
 * the key within its free ones; a row left with nothing to count goes.
 */
async function undoOne(db: Db, key: string, free: number): Promise<void> {
  const t = loginThrottle;
  const emptied = await db
    .delete(t)
    .where(and(eq(t.key, key), lte(t.failures, 1), eq(t.refused, 0)))
    .returning({ key: t.key });
  if (emptied.length > 0) return;
  await db
    .update(t)
    .set({
      failures: sql`greatest(${t.failures} - 1, 0)`,
      blockedUntil: sql`case when ${t.failures} - 1 <= ${free} then null else ${t.blockedUntil} end`,
    })
    .where(eq(t.key, key));
}

/**
 * A secret that proved right was not a guess: the address gets its attempt
 * back (an office signing in all day is never blocked), and so does the
 * account; when the sign-in or check is complete the account starts again
 * from zero.
 */
export async function attemptSucceeded(
  db: Db,
  who: { username?: string; ip: string },
  opts: { clearAccount: boolean },
): Promise<void> {
  await undoOne(db, ipKey(who.ip), FREE_ATTEMPTS.ip);
  if (who.username === undefined) return;
  if (opts.clearAccount)
    await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(who.username)));
  else await undoOne(db, accountKey(who.username), FREE_ATTEMPTS.account);
}

/** Rows with nothing left to say: no block running and no attempt within the forgetting time. */
export async function pruneLoginThrottle(db: Db, now: Date): Promise<number> {
  const t = loginThrottle;
  const gone = await db
    .delete(t)
    .where(
      and(
        lt(t.lastFailureAt, new Date(now.getTime() - FORGET_AFTER_MS)),
        or(isNull(t.blockedUntil), lt(t.blockedUntil, now)),
      ),
    )
    .returning({ key: t.key });
  return gone.length;
}
