import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { PERMISSIONS_POLICY } from '../web/permissions-policy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE = 'Richiesta proveniente da un altro sito: operazione non consentita.';
const CROSS_SITE_DOWNLOAD =
  'Richiesta proveniente da un altro sito: per scaricare i documenti apri il sito dello studio.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that records something (a download audited, 'Nuovo' cleared, a received file marked
     * seen): refused from another site as a state change is, since the session cookie (SameSite=Lax)
     * goes with a link or a redirect from anywhere.
     */
    sideEffects?: boolean;
  }
}

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
  // 'same-site' is refused too: a sibling host of the same domain is another site to this one.
  // 'none' is a person's own doing (the address typed, a bookmark); a browser that sends neither
  // header (older ones) passes, as it always did.
  app.addHook('onRequest', async (request) => {
    const safe = SAFE_METHODS.has(request.method);
    if (safe && !request.routeOptions.config.sideEffects) return;
    const refused = new HttpError(403, safe ? CROSS_SITE_DOWNLOAD : CROSS_SITE);
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw refused;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    // The Host header comes from the same browser as Origin: matching it covers
    // a site reached by another name (127.0.0.1 instead of localhost).
    const sameHost = URL.canParse(origin) && new URL(origin).host === request.headers.host;
    if (origin !== ownOrigin && !sameHost) throw refused;
  });
});
