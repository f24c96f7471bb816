import { createHash, randomBytes } from 'node:crypto';
import { romeDateOf } from '@common/format';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ApiTokenRow, apiTokens } from '../db/schema';

/** A prefix secret scanners and people recognise; the rest is 256 random bits. */
const TOKEN_PREFIX = 'stdp_';
// Writing last_used_at on every request would turn each read into a write.
const TOUCH_INTERVAL_MS = 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function newTokenSecret(): { token: string; tokenHash: string } {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashOf(token) };
}

/**
 * The first instant after a day in Italy: a token given until '2027-03-31'
 * works through that whole day, whatever the offset (+1 or +2) that night.
 */
export function endOfRomeDay(date: string): Date {
  const next = Date.parse(`${date}T00:00:00Z`) + 86_400_000;
  for (const hours of [1, 2]) {
    const at = new Date(next - hours * 3_600_000);
    if (romeDateOf(at) !== date && romeDateOf(new Date(at.getTime() - 1)) === date) return at;
  }
  throw new Error(`no end of day found for ${date}`);
}

/** `expiresAt` as the API takes it: a date (the last day it works) or an instant. */
export function expiryOf(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? endOfRomeDay(value) : new Date(value);
}

export type TokenCheck = { token: ApiTokenRow } | { refused: string };

/** The token a bearer secret names, when it may still be used; why not otherwise. */
export async function checkToken(db: Db, secret: string, now: Date): Promise<TokenCheck> {
  const [token] = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashOf(secret)));
  if (!token) return { refused: 'Token di accesso non valido.' };
  if (token.revokedAt) return { refused: 'Token di accesso revocato.' };
  if (token.expiresAt <= now) return { refused: 'Token di accesso scaduto.' };
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, token.id));
  }
  return { token };
}
