import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { PERMISSIONS_POLICY } from '../web/permissions-policy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE = 'Richiesta proveniente da un altro sito: operazione non consentita.';

/**
 * Security headers for every response. The API's CSP forbids everything;
 * HTML pages replace it with their own policy (see web/page-csp.ts).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    hsts: opts.config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  // Helmet has no Permissions-Policy; the private area's pages widen it (plugins/web.ts).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  // Cross-site request forgery: a browser always says where a request comes
  // from, so a state-changing request from another site is refused outright.
  const ownOrigin = new URL(opts.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new HttpError(403, CROSS_SITE);
    const origin = request.headers.origin;
    if (origin === undefined) return;
    // The Host header comes from the same browser as Origin: matching it covers
    // a site reached by another name (127.0.0.1 instead of localhost).
    const sameHost = URL.canParse(origin) && new URL(origin).host === request.headers.host;
    if (origin !== ownOrigin && !sameHost) throw new HttpError(403, CROSS_SITE);
  });
});
