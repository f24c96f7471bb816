import type { FastifyInstance } from 'fastify';
import { recoveryCodes, userTotp } from '../../server/db/schema';
import { hashRecoveryCode, newRecoveryCode } from '../../server/two-factor/recovery-codes';
import { newTotpSecret } from '../../server/two-factor/totp';

/**
 * A confirmed authenticator for a user, written straight to the database and
 * sealed with the app's key, as enrolment would leave it. Returns the base32
 * secret, from which tests compute codes.
 */
export async function seedTwoFactor(app: FastifyInstance, userId: number): Promise<string> {
  const secret = newTotpSecret();
  await app.db
    .insert(userTotp)
    .values({ userId, secret: app.secrets.seal(secret), confirmedAt: app.now() })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret: app.secrets.seal(secret), confirmedAt: app.now() },
    });
  return secret;
}

/** One more unused recovery code for a user; returns it in clear. */
export async function seedRecoveryCode(app: FastifyInstance, userId: number): Promise<string> {
  const code = newRecoveryCode();
  await app.db
    .insert(recoveryCodes)
    .values({ userId, codeHash: hashRecoveryCode(app.secrets, userId, code) });
  return code;
}
