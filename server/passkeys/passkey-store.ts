import type { Passkey } from '@common/schemas/passkeys';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeys, users } from '../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The user's passkeys, oldest first: the list keeps its order as passkeys are added. */
export function passkeysOf(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** The new row, or null when this credential is already registered (to anyone). */
export async function insertPasskey(
  db: Db,
  values: Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'>,
): Promise<PasskeyRow | null> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Removes one of the user's own passkeys; null when it is not theirs or not there. */
export async function removePasskey(db: Db, userId: number, id: number): Promise<PasskeyRow | null> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Every passkey of the user: part of every way back into an account (a new
 * password set by the firm or by a link, the command line, a reset second
 * factor), so a passkey added by whoever held the account goes with it.
 */
export async function removeAllPasskeys(db: Db, userId: number): Promise<number> {
  const gone = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return gone.length;
}

export async function findPasskeyWithUser(db: Db, credentialId: string) {
  const [row] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

export async function recordPasskeyUse(db: Db, id: number, counter: number, now: Date): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

/** Whether the user has a confirmed authenticator app (what `PublicUser.twoFactorEnabled` reports). */
