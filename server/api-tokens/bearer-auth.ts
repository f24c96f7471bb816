import type { ApiTokenScope } from '@common/schemas/api-tokens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { ApiTokenRow } from '../db/schema';
import { HttpError } from '../http-error';
import { countedRequest } from '../limits/request-limit';
import { tooManyRequests } from '../limits/too-many-requests';
import { checkToken } from './token-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token of an `/api/v1` request, once checked. */
    apiToken: ApiTokenRow | null;
    /** Whether this use goes in the audit log: not a refusal after the first of its minute. */
    apiTokenAudited: boolean;
  }
}

// The scheme is case-insensitive (RFC 9110, 11.1): `bearer` is the same scheme.
const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/i;
const NO_TOKEN = 'Token di accesso mancante: invia l’intestazione Authorization: Bearer <token>.';

/** How the audit log names what a token did. */
export const tokenActor = (token: ApiTokenRow) => ({ userId: null, username: `token:${token.name}` });

/** The token's scope, or 403. */
export function requireScope(request: FastifyRequest, scope: ApiTokenScope): ApiTokenRow {
  const token = request.apiToken;
  if (!token) throw new HttpError(401, NO_TOKEN);
  if (!token.scopes.includes(scope)) throw new HttpError(403, `Questo token non ha il permesso ${scope}.`);
  return token;
}

/** onRequest of `/api/v1`: the bearer token checked, and counted against its rate limit. */
export async function authenticate(
  app: FastifyInstance,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const secret = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!secret) {
    reply.header('www-authenticate', 'Bearer realm="api"');
    throw new HttpError(401, NO_TOKEN);
  }
  const now = app.now();
  const check = await checkToken(app.db, secret, now);
  if ('refused' in check) {
    reply.header('www-authenticate', 'Bearer realm="api", error="invalid_token"');
    throw new HttpError(401, check.refused);
  }
  request.apiToken = check.token;
  const limit = { max: config.apiTokenRequestsPerMinute, timeWindow: 60_000 };
  const { wait, count } = await countedRequest(app.db, `api-token:${check.token.id}`, limit, now);
  if (wait > 0) {
    // A client looping past its limit would write an audit row per refusal, at the network's speed: the
    // minute's first refusal says it happened, and the minute's requests stay in the counter.
    request.apiTokenAudited = count === limit.max + 1;
    throw tooManyRequests(reply, wait, 'Troppe richieste con questo token.');
  }
}
