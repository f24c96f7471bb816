import { confirmIdentitySchema } from '@common/schemas/identity';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/guards';
import { countSignInAttempt, signInAttemptSucceeded } from '../auth/throttle-guard';
import { sessions, users } from '../db/schema';
import { HttpError } from '../http-error';
import { acceptTotpCode } from '../two-factor/authenticator';
import { verifyPassword } from '../users/passwords';

export const IDENTITY_NOT_CONFIRMED = 'La password o il codice non sono corretti.';

/**
 * 'Conferma che sei tu': the password or the app's code again, throttled as a
 * sign-in. Marks this session as confirmed for a few minutes; only the
 * changes that ask for it (a new passkey, a new API token) read the mark.
 */
export async function confirmIdentityRoutes(app: FastifyInstance) {
  const confirmIdentity = {
    operationId: 'confirmIdentity',
    summary: "Prove again who one is (password or app's code): marks this session for a few minutes",
    errors: {
      400: 'The password or the code is wrong',
      403: 'The account has a step left to do',
      429: 'Too many attempts: wait Retry-After seconds',
    },
    body: confirmIdentitySchema,
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/user/confirm-identity', { schema: confirmIdentity }, async (request, reply) => {
      const me = requireUser(request);
      const who = { userId: me.id, username: me.username };
      await countSignInAttempt(app, request, reply, who);
      const body = request.body;
      const method = 'password' in body ? 'password' : 'totp';
      const [row] = await app.db.select().from(users).where(eq(users.id, me.id));
      const proved =
        row !== undefined &&
        ('password' in body
          ? await verifyPassword(row.passwordHash, body.password)
          : await acceptTotpCode(app, me.id, body.code, { confirming: false }));
      if (!proved) {
        await audit(app.db, request, 'identity.confirm.failure', who, { method });
        throw new HttpError(400, IDENTITY_NOT_CONFIRMED);
      }
      await signInAttemptSucceeded(app, request, who, { complete: true });
      await app.db
        .update(sessions)
        .set({ identityConfirmedAt: app.now() })
        .where(eq(sessions.tokenHash, request.session!.tokenHash));
      await audit(app.db, request, 'identity.confirm', who, { method });
      return reply.status(204).send();
    });
}
