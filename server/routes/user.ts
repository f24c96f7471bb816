import { changePasswordSchema } from '@common/schemas/auth';
import { endedKeysSchema } from '@common/schemas/ended-keys';
import { publicUserSchema } from '@common/schemas/user';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEndedKeys, endedKeysAnswer, endLastingKeys } from '../account-recovery/lasting-keys';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/guards';
import { checkPasswordAgain } from '../auth/throttle-guard';
import { sessions, users } from '../db/schema';
import { HttpError } from '../http-error';
import { refuseWeakPassword } from '../users/password-policy';
import { hashPassword } from '../users/passwords';

const WRONG_CURRENT = 'La password attuale non è corretta';

export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const getCurrentUser = {
    operationId: 'getCurrentUser',
    summary: 'The signed-in user, with any step left to do on the account',
    response: { 200: publicUserSchema },
  };
  api.get('/user', { schema: getCurrentUser }, async (request, reply) => {
    // Answers an account with a step left too: the page needs to know which step.
    return reply.header('cache-control', 'no-store').send(requireUser(request, { incomplete: true }));
  });

  api.post(
    '/user/password',
    {
      schema: {
        operationId: 'changePassword',
        summary:
          "Change one's password (the current one asked again); the other sessions end, and an administrator's API tokens",
        errors: {
          400: 'A wrong current password, or a new one the policy refuses',
          429: 'Too many wrong passwords: wait Retry-After seconds',
        },
        body: changePasswordSchema,
        response: { 200: endedKeysSchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request, { incomplete: true });
      const { currentPassword, newPassword } = request.body;
      // Before the current password is checked: a refused new one costs no attempt.
      refuseWeakPassword(newPassword, me.username);
      const [row] = await app.db.select().from(users).where(eq(users.id, me.id));
      if (!row) throw new HttpError(400, WRONG_CURRENT);
      try {
        // Throttled like a sign-in: a stolen session must not become a way to guess the password.
        await checkPasswordAgain(app, request, reply, row, currentPassword, WRONG_CURRENT);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400) {
          await audit(app.db, request, 'password.change.failure', { userId: me.id, username: me.username });
        }
        throw error;
      }
      const passwordHash = await hashPassword(newPassword);
      const keys = await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, me.id));
        // Whoever else holds a session (a lost phone, a shared PC) is signed out, and an administrator's
        // API tokens go too: one made from a borrowed session would outlive the new password. The
        // calendar address stays: it opens only the client's own due dates, and the profile renews it.
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, me.id), ne(sessions.tokenHash, request.session?.tokenHash ?? '')));
        return endLastingKeys(tx, me.id, app.now(), { calendar: false });
      });
      const who = { userId: me.id, username: me.username };
      await audit(app.db, request, 'password.change', who, endedKeysAnswer(keys));
      await auditEndedKeys(app.db, request, who, keys, 'password.change', me.id);
      return reply.send(endedKeysAnswer(keys));
    },
  );
}
