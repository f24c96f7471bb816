import { API_TOKEN_DEFAULT_LIFETIME } from '@common/api-tokens';
import { addDays } from '@common/calendar-date';
import { romeDateOf } from '@common/format';
import type { FastifyInstance } from 'fastify';
import { markIdentityConfirmed } from './passkeys';

type Cookies = Record<string, string>;

/** The form's default expiry at the app's clock: the last day, in Italy, the token works. */
export const defaultExpiry = (app: FastifyInstance) =>
  addDays(romeDateOf(app.now()), API_TOKEN_DEFAULT_LIFETIME);

/**
 * A token made as the panel makes it: the admin's session proves its identity again first, then the
 * form's defaults (both scopes, the default expiry) under what `body` changes. Its id and secret.
 */
export async function createApiToken(
  app: FastifyInstance,
  admin: Cookies,
  body: Record<string, unknown> = {},
): Promise<{ id: number; token: string }> {
  await markIdentityConfirmed(app, admin);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/api-tokens',
    cookies: admin,
    payload: {
      name: 'Gestionale paghe',
      scopes: ['documents:write', 'documents:read'],
      expiresAt: defaultExpiry(app),
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return res.json();
}
