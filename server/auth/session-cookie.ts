import { randomBytes } from 'node:crypto';
import { SESSION_HINT_COOKIE } from '@common/session-hint';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMEMBER_TIMEOUT_MS } from './session-store';

/**
 * Whether cookies get Secure (and a __Host- or __Secure- name): exactly when
 * the session cookie does, in production. Every cookie of the site follows it.
 */
export function secureCookies(app: FastifyInstance): boolean {
  return app.sessionCookieName.startsWith('__Host-');
}

/**
 * HttpOnly and SameSite=Lax always; Secure (and the __Host- name) in
 * production. Without 'Ricordami' it is a browser-session cookie; the server
 * enforces the 12-hour limit either way.
 */
export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  remember: boolean,
) {
  const secure = secureCookies(app);
  const maxAge = remember ? REMEMBER_TIMEOUT_MS / 1000 : undefined;
  reply.setCookie(app.sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge,
  });
  // Readable by the page on purpose: it only says "ask /api/user" (see common/session-hint.ts).
  const tag = randomBytes(4).toString('hex');
  reply.setCookie(SESSION_HINT_COOKIE, tag, { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(app.sessionCookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(app),
  });
  clearSessionHint(app, reply);
}

/** The page's hint forgotten: a page drawn for a session that has ended (server/web/react-router-pages.ts). */
export function clearSessionHint(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: secureCookies(app) });
}
