import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { pendingSignIns, recoveryCodes, userTotp } from '../db/schema';
import { acceptedStep, newTotpSecret } from './totp';

/** Whether the user has a confirmed authenticator app. */
export async function hasConfirmedTotp(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  return row !== undefined;
}

/** A new secret waiting for its first code; replaces an unconfirmed one. Null when one is already confirmed. */
export async function startEnrolment(app: FastifyInstance, userId: number): Promise<string | null> {
  const secret = newTotpSecret();
  const [row] = await app.db
    .insert(userTotp)
    .values({ userId, secret: app.secrets.seal(secret), createdAt: app.now() })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret: app.secrets.seal(secret), createdAt: app.now(), lastUsedStep: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return row ? secret : null;
}

/**
 * Checks a code against the user's secret (confirmed, or waiting for
 * confirmation when `confirming`) and records its time step in the same
 * statement that checks it was not used: a code works once, even when two
 * requests race.
 */
export async function acceptTotpCode(
  app: FastifyInstance,
  userId: number,
  code: string,
  opts: { confirming: boolean },
): Promise<boolean> {
  const [row] = await app.db
    .select()
    .from(userTotp)
    .where(
      and(
        eq(userTotp.userId, userId),
        opts.confirming ? isNull(userTotp.confirmedAt) : isNotNull(userTotp.confirmedAt),
      ),
    );
  if (!row) return false;
  const now = app.now();
  const step = acceptedStep(app.secrets.open(row.secret), code, now, row.lastUsedStep);
  if (step === null) return false;
  const updated = await app.db
    .update(userTotp)
    .set({ lastUsedStep: step, ...(opts.confirming ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(userTotp.userId, userId),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
        opts.confirming ? isNull(userTotp.confirmedAt) : isNotNull(userTotp.confirmedAt),
      ),
    )
    .returning({ userId: userTotp.userId });
  return updated.length === 1;
}

/** Turns the second factor off: the secret, the recovery codes and any half-done sign-in go. */
export async function removeTwoFactor(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
  });
}
