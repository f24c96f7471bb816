import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SecretBox } from '../auth/secrets-key';
import { hashToken } from '../auth/session-store';
import type { Db } from '../db/client';
import { recoveryCodes } from '../db/schema';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: read off paper and typed on a phone.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

type CodeStore = Pick<FastifyInstance, 'db' | 'secrets'>;

/** 'xxxxx-xxxxx': 50 bits each, far beyond guessing under the sign-in throttle. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Case, spaces and dashes as typed do not matter. */
const normalized = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Keyed by SECRETS_KEY: 50 bits are within reach of an offline search, so a
 * copy of the table alone must not be enough to run one. The user id makes the
 * same code differ between accounts.
 */
export function hashRecoveryCode(secrets: SecretBox, userId: number, code: string): string {
  return secrets.mac('recovery-codes', `${userId}:${normalized(code)}`);
}

/** Replaces every code of the user with new ones, returned once in clear. */
export async function replaceRecoveryCodes(app: CodeStore, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await app.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(app.secrets, userId, code) })));
  });
  return codes;
}

/**
 * Marks a code used; false when it is unknown or already used (one statement:
 * two racing requests cannot both win). Codes printed before the keyed hash
 * are stored as their bare SHA-256 and keep working until used or replaced;
 * a keyed hash never equals the SHA-256 of a code, so the second form opens
 * only those older rows.
 */
export async function consumeRecoveryCode(
  app: CodeStore,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const hashes = [hashRecoveryCode(app.secrets, userId, code), hashToken(normalized(code))];
  const used = await app.db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        inArray(recoveryCodes.codeHash, hashes),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
