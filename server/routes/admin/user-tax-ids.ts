import { taxIdsSchema } from '@common/schemas/admin-users';
import { publicUserSchema } from '@common/schemas/user';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { hasConfirmedTotp } from '../../two-factor/authenticator';
import { toPublicUser } from '../../users/public-user';
import { refuseTakenTaxIds, takenTaxIdError } from '../../users/tax-ids';
import { idParams } from '../id-params';
import { loadUser } from './load-user';

const NOTHING_TO_CHANGE = 'Indica il codice fiscale o la partita IVA da modificare';

/** `PATCH /api/admin/users/:id`: a client's codice fiscale and partita IVA; a field left out stays, null clears it. */
export async function adminUserTaxIdsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/users/:id',
    {
      schema: {
        operationId: 'setClientTaxIds',
        summary: "Set or clear a client's codice fiscale and partita IVA",
        errors: {
          400: 'Not a client, nothing to change, or an invalid code',
          403: "Only the main administrator may act on the main administrator's account",
          404: 'No such user',
          409: 'Another client has that codice fiscale or partita IVA',
        },
        params: idParams,
        body: taxIdsSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const target = await loadUser(app.db, request.params.id, admin);
      if (target.role !== 'client')
        throw new HttpError(400, 'Codice fiscale e partita IVA si indicano solo per i clienti');
      const changes = request.body;
      // `{}` (or only unknown fields) would be an update of nothing, which the database layer refuses.
      if (changes.codiceFiscale === undefined && changes.partitaIva === undefined)
        throw new HttpError(400, NOTHING_TO_CHANGE);
      await refuseTakenTaxIds(app.db, changes, target.id);
      const [row] = await app.db
        .update(users)
        .set(changes)
        .where(eq(users.id, target.id))
        .returning()
        .catch((error: unknown) => {
          throw takenTaxIdError(error) ?? error;
        });
      if (!row) throw new HttpError(404, 'Utente non trovato');
      await audit(app.db, request, 'user.tax-ids.update', actorOf(admin), {
        target: target.id,
        ...changes,
      });
      return reply.send(toPublicUser(row, await hasConfirmedTotp(app.db, row.id)));
    },
  );
}
