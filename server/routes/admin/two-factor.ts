import { endedKeysSchema } from '@common/schemas/ended-keys';
import { requireTwoFactorSchema } from '@common/schemas/two-factor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endEveryWayIn } from '../../account-recovery/end-every-way-in';
import { auditEndedKeys, endedKeysAnswer } from '../../account-recovery/lasting-keys';
import { actorOf, audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { removeTwoFactor } from '../../two-factor/authenticator';
import { idParams } from '../id-params';
import { loadUser } from './load-user';

/** The firm's hold on clients' second factors: ask for one, or reset a lost one. */
export async function adminTwoFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/users/:id/two-factor-required',
    {
      schema: {
        operationId: 'setTwoFactorRequired',
        summary: 'Require, or stop requiring, a second factor of a client',
        errors: {
          400: 'An administrator: always required',
          403: "Only the main administrator may act on the main administrator's account",
          404: 'No such user',
        },
        params: idParams,
        body: requireTwoFactorSchema,
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const target = await loadUser(app.db, request.params.id, admin);
      if (target.role === 'admin') {
        throw new HttpError(400, 'Per gli amministratori la verifica in due passaggi è sempre obbligatoria.');
      }
      const { required } = request.body;
      await app.db.update(users).set({ twoFactorRequired: required }).where(eq(users.id, target.id));
      await audit(app.db, request, 'user.two-factor.require', actorOf(admin), {
        target: target.id,
        required,
      });
      return reply.status(204).send();
    },
  );

  /** A client who lost their phone and their recovery codes: they enrol again at their next sign-in if required. */
  api.delete(
    '/users/:id/two-factor',
    {
      schema: {
        operationId: 'resetUserTwoFactor',
        summary:
          "Remove a user's second factor; their sessions, passkeys, API tokens and calendar address end",
        errors: {
          400: "One's own second factor",
          403: "Only the main administrator may act on the main administrator's account",
          404: 'No such user',
        },
        params: idParams,
        response: { 200: endedKeysSchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const target = await loadUser(app.db, request.params.id, admin);
      if (target.id === admin.id) {
        throw new HttpError(
          400,
          'Non puoi reimpostare la tua verifica in due passaggi: chiedilo a un altro amministratore.',
        );
      }
      await removeTwoFactor(app.db, target.id);
      // Whoever signed in with the lost factor is out, and a passkey (both factors in one) goes with it,
      // as do the keys that work without a sign-in.
      const { passkeysRemoved, keys } = await app.db.transaction((tx) =>
        endEveryWayIn(tx, target.id, app.now()),
      );
      await audit(app.db, request, 'user.two-factor.reset', actorOf(admin), {
        target: target.id,
        passkeysRemoved,
        ...endedKeysAnswer(keys),
      });
      await auditEndedKeys(app.db, request, actorOf(admin), keys, 'user.two-factor.reset', target.id);
      return reply.send(endedKeysAnswer(keys));
    },
  );
}
