import type { PublicUser } from '@common/schemas/user';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../auth/session-store';
import type { Config } from '../config';
import type { SessionRow } from '../db/schema';
import { toPublicUser } from '../users/public-user';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookieName: string;
    /** The server's clock; tests replace it to check expiry. */
    now(): Date;
  }
  interface FastifyRequest {
    user: PublicUser | null;
    session: SessionRow | null;
    sessionToken: string | null;
  }
}

const API_V1 = /^\/api\/v1(?:[/?]|$)/;

/** Resolves the session cookie into `request.user` for API requests. */
export const sessionsPlugin = fp(async (app: FastifyInstance, opts: { config: Config; now: () => Date }) => {
  await app.register(cookie);
  // The __Host- prefix pins the cookie to this origin over HTTPS (no Domain, Path=/).
  app.decorate('sessionCookieName', opts.config.isProduction ? '__Host-sid' : 'sid');
  app.decorate('now', opts.now);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    // Static pages never need the session: no database round trip for them. `/api/v1` takes a
    // bearer token and never a cookie (server/routes/v1/v1-scope.ts).
    if (!request.url.startsWith('/api/') || API_V1.test(request.url)) return;
    const token = request.cookies[app.sessionCookieName];
    if (!token || token.length > 128) return;
    const found = await findSessionUser(app.db, token, app.now());
    if (!found) return;
    request.session = found.session;
    request.sessionToken = token;
    request.user = toPublicUser(found.user, found.twoFactorEnabled);
  });
});
