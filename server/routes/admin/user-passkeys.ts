import { passkeySchema } from '@common/schemas/passkeys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { HttpError } from '../../http-error';
import { passkeysOf, removePasskey, toPasskey } from '../../passkeys/passkey-store';
import { idParams } from '../id-params';
import { PASSKEY_NOT_FOUND } from '../passkeys';
import { loadUser } from './load-user';

const params = idParams.extend({ passkeyId: idParams.shape.id });

/**
 * A client's passkeys as the firm sees them (name, added, last used), and
 * taking one away: a client who lost a phone, or fears someone added one,
 * calls the firm, who can do it without the client being able to sign in.
 */
export async function adminUserPasskeyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/users/:id/passkeys',
    {
      schema: {
        operationId: 'listUserPasskeys',
        summary: "A user's passkeys",
        errors: {
          403: "Only the main administrator may act on the main administrator's account",
          404: 'No such user',
        },
        params: idParams,
        response: { 200: z.array(passkeySchema) },
      },
    },
    async (request, reply) => {
      const target = await loadUser(app.db, request.params.id, requireUser(request));
      const rows = await passkeysOf(app.db, target.id);
      return reply.header('cache-control', 'no-store').send(rows.map(toPasskey));
    },
  );

  const removeUserPasskey = {
    operationId: 'removeUserPasskey',
    summary: "Remove one of a user's passkeys",
    errors: {
      403: "Only the main administrator may act on the main administrator's account",
      404: 'No such user, or no such passkey of theirs',
    },
    params,
  };
  api.delete('/users/:id/passkeys/:passkeyId', { schema: removeUserPasskey }, async (request, reply) => {
    const admin = requireUser(request);
    const target = await loadUser(app.db, request.params.id, admin);
    const row = await removePasskey(app.db, target.id, request.params.passkeyId);
    if (!row) throw new HttpError(404, PASSKEY_NOT_FOUND);
    await audit(
      app.db,
      request,
      'user.passkey.remove',
      { userId: admin.id, username: admin.username },
      { target: target.id, passkeyId: row.id, name: row.name },
    );
    return reply.status(204).send();
  });
}
