import { secondFactorSchema } from '@common/schemas/two-factor';
import { publicUserSchema } from '@common/schemas/user';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../audit/audit-log';
import { completeSignIn } from '../auth/complete-sign-in';
import { countSignInAttempt, signInAttemptSucceeded } from '../auth/throttle-guard';
import { users } from '../db/schema';
import { HttpError } from '../http-error';
import { acceptTotpCode } from '../two-factor/authenticator';
import { endPendingSignIn, findPendingSignIn } from '../two-factor/pending-sign-in';
import { consumeRecoveryCode } from '../two-factor/recovery-codes';

export const SIGN_IN_EXPIRED = 'La verifica è scaduta: accedi di nuovo con username e password.';
export const INVALID_CODE = 'Codice non valido o già usato';

/** The second step of a sign-in with a second factor: the app's code, or a recovery code. */
export async function secondFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/login/second-factor',
    {
      schema: {
        operationId: 'signInSecondFactor',
        summary: "Complete a sign-in with the authenticator app's code or a recovery code",
        security: [],
        errors: {
          401: 'The half sign-in expired, or the code is wrong or used',
          429: 'Too many attempts: wait Retry-After seconds',
        },
        body: secondFactorSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (request, reply) => {
      const pending = await findPendingSignIn(app, request);
      const [user] = pending ? await app.db.select().from(users).where(eq(users.id, pending.userId)) : [];
      if (!pending || !user) throw new HttpError(401, SIGN_IN_EXPIRED);
      const who = { userId: user.id, username: user.username };
      await countSignInAttempt(app, request, reply, who);

      const digits = request.body.code.replace(/\s+/g, '');
      const isAppCode = /^\d{6}$/.test(digits);
      const accepted = isAppCode
        ? await acceptTotpCode(app, user.id, digits, { confirming: false })
        : await consumeRecoveryCode(app, user.id, request.body.code, app.now());
      const method = isAppCode ? 'password+totp' : 'password+recovery-code';
      if (!accepted) {
        await audit(app.db, request, 'login.second-factor.failure', who, { method });
        throw new HttpError(401, INVALID_CODE);
      }

      await signInAttemptSucceeded(app, request, who, { complete: true });
      await endPendingSignIn(app, reply, pending.tokenHash);
      return completeSignIn(app, request, reply, user, {
        remember: pending.remember,
        method,
        twoFactorEnabled: true,
      });
    },
  );
}
