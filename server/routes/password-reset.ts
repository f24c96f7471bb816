import { passwordResetSchema } from '@common/schemas/admin-users';
import { endedKeysSchema } from '@common/schemas/ended-keys';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endEveryWayIn } from '../account-recovery/end-every-way-in';
import { auditEndedKeys, endedKeysAnswer } from '../account-recovery/lasting-keys';
import { audit } from '../audit/audit-log';
import { users } from '../db/schema';
import { HttpError } from '../http-error';
import { passwordProblem } from '../users/password-policy';
import { consumeResetToken } from '../users/password-reset';
import { hashPassword } from '../users/passwords';

const INVALID_LINK = 'Il link non è valido o è scaduto: chiedi allo studio di inviartene uno nuovo.';

/** The page behind the e-mailed link posts here; the token works once, for 24 hours. */
export async function passwordResetRoutes(app: FastifyInstance) {
  const resetPassword = {
    operationId: 'resetPassword',
    summary:
      "Set a new password with the e-mailed link's token; the account's sessions, passkeys, API tokens and calendar address end",
    security: [],
    errors: { 400: 'The link is invalid, used or expired, or the policy refuses the password' },
    body: passwordResetSchema,
    response: { 200: endedKeysSchema },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/password-reset', { schema: resetPassword }, async (request, reply) => {
      const { token, password } = request.body;
      const now = app.now();
      const passwordHash = await hashPassword(password);
      const outcome = await app.db.transaction(async (tx) => {
        const userId = await consumeResetToken(tx, token, now);
        if (userId === null) return null;
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        const problem = user ? passwordProblem(password, user.username) : INVALID_LINK;
        // Throwing rolls the token back: the client may try a better password with the same link.
        if (problem) throw new HttpError(400, problem);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        // Whoever held the account before the link may have left a passkey, a token or a calendar address behind.
        return { user: user!, keys: (await endEveryWayIn(tx, userId, now)).keys };
      });
      if (!outcome) {
        await audit(app.db, request, 'password.reset.failure', {});
        throw new HttpError(400, INVALID_LINK);
      }
      const who = { userId: outcome.user.id, username: outcome.user.username };
      await audit(app.db, request, 'password.reset.complete', who, endedKeysAnswer(outcome.keys));
      await auditEndedKeys(app.db, request, who, outcome.keys, 'password.reset.complete', outcome.user.id);
      return reply.send(endedKeysAnswer(outcome.keys));
    });
}
