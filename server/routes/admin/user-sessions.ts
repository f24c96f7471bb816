import { endedSessionsSchema } from '@common/schemas/sessions';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEndedKeys, endedKeysAnswer, endLastingKeys } from '../../account-recovery/lasting-keys';
import { actorOf, audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { isSessionLive } from '../../auth/session-store';
import { sessions } from '../../db/schema';
import { idParams } from '../id-params';
import { loadUser } from './load-user';

/**
 * 'Termina sessioni' of the users table: a lost phone, a PC left signed in at
 * an office. The user stays and so does the password; every browser of theirs
 * must sign in again. On the admin's own account the session making the
 * request is kept: an admin tidying up their devices must not lock themselves
 * out of the page they are using. What works without a session ends too (an admin's API tokens, a
 * client's calendar address): a lost phone or a borrowed session may have made them.
 */
export async function adminUserSessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.delete(
    '/users/:id/sessions',
    {
      schema: {
        operationId: 'endUserSessions',
        summary:
          "End a user's sessions (one's own but this one), with an administrator's API tokens and the calendar address",
        errors: {
          403: "Only the main administrator may act on the main administrator's account",
          404: 'No such user',
        },
        params: idParams,
        response: { 200: endedSessionsSchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const { id } = request.params;
      const target = await loadUser(app.db, id, admin);
      const keepCurrent = target.id === admin.id;
      const now = app.now();
      const { gone, keys } = await app.db.transaction(async (tx) => ({
        gone: await tx
          .delete(sessions)
          .where(
            keepCurrent
              ? and(eq(sessions.userId, id), ne(sessions.tokenHash, request.session?.tokenHash ?? ''))
              : eq(sessions.userId, id),
          )
          .returning(),
        keys: await endLastingKeys(tx, id, now),
      }));
      const ended = gone.filter((row) => isSessionLive(row, now)).length;
      await audit(app.db, request, 'user.sessions.end', actorOf(admin), {
        target: target.id,
        targetUsername: target.username,
        ended,
        keptCurrent: keepCurrent,
        ...endedKeysAnswer(keys),
      });
      await auditEndedKeys(app.db, request, actorOf(admin), keys, 'user.sessions.end', target.id);
      return reply.send({ ended, ...endedKeysAnswer(keys) });
    },
  );
}
