import type { FastifyInstance } from 'fastify';
import { authenticate, requireScope, tokenActor } from '../../api-tokens/bearer-auth';
import { audit } from '../../audit/audit-log';
import type { Config } from '../../config';
import { importPreviewRoute } from '../import-preview';
import { v1DocumentRoutes } from './documents';

/**
 * `/api/v1`: the firm's software, with a bearer token and nothing else. The
 * session cookie is never read here (server/plugins/sessions.ts skips these
 * addresses) and a token is never read elsewhere, so no browser can be made to
 * send one for a page: there is no CSRF surface. Every request with a valid
 * token is audited, whatever its answer, but for the refusals of a minute past
 * the rate limit after its first.
 */
export async function v1Scope(app: FastifyInstance, opts: { config: Config }) {
  app.decorateRequest('apiToken', null);
  app.decorateRequest('apiTokenAudited', true);
  app.addHook('onRequest', (request, reply) => authenticate(app, opts.config, request, reply));
  app.addHook('onResponse', async (request, reply) => {
    const token = request.apiToken;
    if (!token || !request.apiTokenAudited) return;
    await audit(app.db, request, 'api-token.use', tokenActor(token), {
      token: token.id,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      status: reply.statusCode,
    }).catch((err: unknown) => request.log.error({ err }, 'could not audit an API token use'));
  });
  await app.register(v1DocumentRoutes, { publicUrl: opts.config.publicUrl });
  await app.register(importPreviewRoute((request) => requireScope(request, 'documents:write')));
}
