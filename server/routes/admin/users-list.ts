import { adminUsersPageSchema, adminUsersQuerySchema } from '@common/schemas/admin-users';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientUploads, documents, users, userTotp } from '../../db/schema';
import { newestFirstBy } from '../../lists/paging';
import { pickPageRows } from '../../lists/pick-page';
import { matches } from '../../lists/search';
import { toPublicUser } from '../../users/public-user';

/** Newest account first, as the tab always listed them; the id settles accounts created together. */
const newestFirst = newestFirstBy(users.createdAt, users.id);

/**
 * `GET /api/admin/users`: one page of accounts chosen in the database, searched
 * over name, username and e-mail (the expression of the users trigram index),
 * with each account's counts computed for that page's rows only.
 */
export async function adminUsersListRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/users',
    {
      schema: {
        operationId: 'listUsers',
        summary: 'A page of the accounts, newest first, by role and search (name, username, codes)',
        errors: { 400: 'Invalid filters, or a cursor the server did not give' },
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const where = and(
        query.role ? eq(users.role, query.role) : undefined,
        query.q ? matches(users.searchText, query.q) : undefined,
      );
      const { rows, ...page } = await pickPageRows(
        app.db,
        { table: sql`${users}`, order: newestFirst, where, searching: Boolean(query.q) },
        query,
        (ids) =>
          app.db
            .select({
              id: users.id,
              user: users,
              documentCount: app.db.$count(documents, eq(documents.userId, users.id)),
              sentCount: app.db.$count(clientUploads, eq(clientUploads.userId, users.id)),
              totpCount: app.db.$count(
                userTotp,
                and(eq(userTotp.userId, users.id), isNotNull(userTotp.confirmedAt)),
              ),
            })
            .from(users)
            .where(inArray(users.id, ids)),
      );
      const items = rows.map(({ user, totpCount, id: _id, ...counts }) => ({
        ...toPublicUser(user, totpCount > 0),
        ...counts,
      }));
      return reply.header('cache-control', 'no-store').send({ ...page, items });
    },
  );
}
