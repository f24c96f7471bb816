import { clientOptionsPageSchema, clientOptionsQuerySchema } from '@common/schemas/client-options';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import type { KeysetOrder } from '../../lists/paging';
import { pickPageRows } from '../../lists/pick-page';
import { matches } from '../../lists/search';

/** By name, then id: a picker reads alphabetically. */
const byName: KeysetOrder = { columns: [users.fullName, users.id], shape: ['text', 'int'], direction: 'asc' };

const optionColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
};

/**
 * The clients a picker offers (a recipient, a filter): searched in the
 * database by name, username or e-mail, a page at a time, so that a firm of a
 * thousand clients never sends them all to a browser.
 */
export async function adminClientOptionRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/clients',
    {
      schema: {
        operationId: 'listClientOptions',
        summary: 'A page of clients by name, for a picker (search, or one by id)',
        errors: { 400: 'Invalid filters, or a cursor the server did not give' },
        querystring: clientOptionsQuerySchema,
        response: { 200: clientOptionsPageSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const where = and(
        eq(users.role, 'client'),
        query.id === undefined ? undefined : eq(users.id, query.id),
        query.q ? matches(users.searchText, query.q) : undefined,
      );
      const { rows, ...page } = await pickPageRows(
        app.db,
        { table: sql`${users}`, order: byName, where, searching: Boolean(query.q) },
        query,
        (ids) => app.db.select(optionColumns).from(users).where(inArray(users.id, ids)),
      );
      return reply.header('cache-control', 'no-store').send({ ...page, items: rows });
    },
  );
}
