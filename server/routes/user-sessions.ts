import {
  endedOtherSessionsSchema,
  endOtherSessionsSchema,
  type UserSession,
  userSessionsSchema,
} from '@common/schemas/sessions';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEndedKeys, endedKeysAnswer, endLastingKeys } from '../account-recovery/lasting-keys';
import { actorOf, audit } from '../audit/audit-log';
import { requireUser } from '../auth/guards';
import { clearSessionCookie } from '../auth/session-cookie';
import { isSessionLive } from '../auth/session-store';
import { approximateAddress, describeUserAgent } from '../auth/user-agent';
import { type SessionRow, sessions } from '../db/schema';
import { HttpError } from '../http-error';
import { removeAllPasskeys } from '../passkeys/passkey-store';
import { idParams } from './id-params';

export const SESSION_NOT_FOUND = 'Sessione non trovata: potrebbe essere già terminata.';

function toUserSession(row: SessionRow, current: boolean): UserSession {
  return {
    id: row.id,
    ...describeUserAgent(row.userAgent),
    address: approximateAddress(row.ip),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current,
  };
}

/**
 * 'Sessioni attive': the signed-in user's own sessions, and ending them. Open
 * to an account with a step left to do (a password to replace, a second factor
 * to set up): whoever fears someone else is in must be able to act at once.
 */
export async function userSessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const listOwnSessions = {
    operationId: 'listOwnSessions',
    summary: "One's signed-in browsers, this one first",
    response: { 200: userSessionsSchema },
  };
  api.get('/user/sessions', { schema: listOwnSessions }, async (request, reply) => {
    const me = requireUser(request, { incomplete: true });
    const now = app.now();
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, me.id));
    const list = rows
      .filter((row) => isSessionLive(row, now))
      .map((row) => toUserSession(row, row.tokenHash === request.session?.tokenHash))
      .sort(
        (a, b) =>
          Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt) || b.id - a.id,
      );
    return reply.header('cache-control', 'no-store').send(list);
  });

  // Ending the current session is allowed: it is signing out, so its cookie goes too.
  const endOwnSession = {
    operationId: 'endOwnSession',
    summary: "End one of one's sessions (this one too: its cookie is cleared)",
    errors: { 404: 'No such live session of this account' },
    params: idParams,
  };
  api.delete('/user/sessions/:id', { schema: endOwnSession }, async (request, reply) => {
    const me = requireUser(request, { incomplete: true });
    const [ended] = await app.db
      .delete(sessions)
      .where(and(eq(sessions.id, request.params.id), eq(sessions.userId, me.id)))
      .returning();
    // Another user's session answers as an unknown one: its existence is not confirmed.
    if (!ended || !isSessionLive(ended, app.now())) throw new HttpError(404, SESSION_NOT_FOUND);
    const current = ended.tokenHash === request.session?.tokenHash;
    if (current) clearSessionCookie(app, reply);
    await audit(app.db, request, 'session.end', actorOf(me), { session: ended.id, current });
    return reply.status(204).send();
  });

  api.post(
    '/user/sessions/end-others',
    {
      schema: {
        operationId: 'endOtherSessions',
        summary:
          "End every other session of one's account; with its passkeys if asked, its API tokens and calendar address too",
        body: endOtherSessionsSchema,
        response: { 200: endedOtherSessionsSchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request, { incomplete: true });
      const now = app.now();
      const { gone, passkeysRemoved, keys } = await app.db.transaction(async (tx) => {
        const gone = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, me.id), ne(sessions.tokenHash, request.session?.tokenHash ?? '')))
          .returning();
        if (!request.body.removePasskeys) return { gone, passkeysRemoved: 0, keys: null };
        // A passkey on a lost device would sign that device straight back in; a token or the calendar
        // address it made would go on working without signing in at all.
        return {
          gone,
          passkeysRemoved: await removeAllPasskeys(tx, me.id),
          keys: await endLastingKeys(tx, me.id, now),
        };
      });
      // Rows already past their time were not sessions anyone could use: not counted.
      const ended = gone.filter((row) => isSessionLive(row, now)).length;
      const endedKeys = keys ? endedKeysAnswer(keys) : { apiTokensRevoked: 0, calendarEnded: false };
      await audit(app.db, request, 'session.end-others', actorOf(me), {
        ended,
        passkeysRemoved,
        ...endedKeys,
      });
      if (keys) await auditEndedKeys(app.db, request, actorOf(me), keys, 'session.end-others', me.id);
      return reply.send({ ended, passkeysRemoved, ...endedKeys });
    },
  );
}
