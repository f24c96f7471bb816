import { auditEventsPageSchema, auditEventsQuerySchema } from '@common/schemas/audit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEvents } from '../../db/schema';
import { newestFirstBy } from '../../lists/paging';
import { pickPageRows } from '../../lists/pick-page';

const newestFirst = newestFirstBy(auditEvents.at, auditEvents.id);

/** The security events, newest first, a page at a time, filtered by kind and account in SQL. */
export async function adminAuditRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit-events',
    {
      schema: {
        operationId: 'listAuditEvents',
        summary: 'A page of the security log, newest first, by kind of event and account',
        errors: { 400: 'Invalid filters, or a cursor the server did not give' },
        querystring: auditEventsQuerySchema,
        response: { 200: auditEventsPageSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const where = and(
        query.event === undefined ? undefined : eq(auditEvents.event, query.event),
        query.userId === undefined ? undefined : eq(auditEvents.userId, query.userId),
      );
      const { rows, ...page } = await pickPageRows(
        app.db,
        { table: sql`${auditEvents}`, order: newestFirst, where, searching: false },
        query,
        (ids) =>
          app.db
            .select({
              id: auditEvents.id,
              at: auditEvents.at,
              event: auditEvents.event,
              userId: auditEvents.userId,
              username: auditEvents.username,
              ip: auditEvents.ip,
              userAgent: auditEvents.userAgent,
            })
            .from(auditEvents)
            .where(inArray(auditEvents.id, ids)),
      );
      const items = rows.map((r) => ({ ...r, at: r.at.toISOString() }));
      return reply.header('cache-control', 'no-store').send({ ...page, items });
    },
  );
}
