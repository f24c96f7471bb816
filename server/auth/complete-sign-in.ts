import type { PublicUser } from '@common/schemas/user';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, audit } from '../audit/audit-log';
import type { UserRow } from '../db/schema';
import { toPublicUser } from '../users/public-user';
import { noticeNewBrowser } from './new-browser-notice';
import { setSessionCookie } from './session-cookie';
import { createSession, deleteSession } from './session-store';

/** How a sign-in proved who it was; kept in the audit log. */
export type SignInMethod = 'password' | 'password+totp' | 'password+recovery-code' | 'passkey';

/**
 * The one way a session comes into being after a sign-in, whatever proved it:
 * a fresh token (one planted before is worth nothing), the cookie, the audit
 * event, the e-mail when the browser is new to the user.
 */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  opts: { remember: boolean; method: SignInMethod; twoFactorEnabled: boolean },
): Promise<PublicUser> {
  if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
  const token = await createSession(
    app.db,
    { userId: user.id, remember: opts.remember, ip: request.ip, userAgent: request.headers['user-agent'] },
    app.now(),
  );
  setSessionCookie(app, reply, token, opts.remember);
  await noticeNewBrowser(app, request, reply, user);
  await audit(app.db, request, 'login.success', actorOf(user), {
    remember: opts.remember,
    method: opts.method,
  });
  return toPublicUser(user, opts.twoFactorEnabled);
}
