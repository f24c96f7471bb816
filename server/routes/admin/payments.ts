import { romeToday } from '@common/calendar-date';
import { pageSchema } from '@common/schemas/paging';
import { adminPaymentsQuerySchema, paymentCountsSchema, paymentSchema } from '@common/schemas/payments';
import { and, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documents } from '../../db/schema';
import { pickPageRows } from '../../lists/pick-page';
import { matches, ownedByMatchingUser } from '../../lists/search';
import {
  byDueDate,
  fetchPayments,
  inMonth,
  inPaymentState,
  isPayment,
  toPayment,
} from '../../payments/payment-rows';

/**
 * `GET /api/admin/payments?state&month&q`: every client's payments. What is
 * still to pay (unpaid, overdue) runs by due date ascending, the most urgent
 * first; paid ones and the unfiltered list run latest due date first, like the
 * client's own list.
 */
export async function adminPaymentRoutes(app: FastifyInstance, _opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/payments/counts',
    {
      schema: {
        operationId: 'countPayments',
        summary: "What waits for the firm across every client's payments: those overdue",
        response: { 200: paymentCountsSchema },
      },
    },
    async (_request, reply) => {
      const overdue = await app.db.$count(
        documents,
        and(isPayment, inPaymentState('overdue', romeToday(app.now()))),
      );
      return reply.header('cache-control', 'no-store').send({ overdue });
    },
  );

  api.get(
    '/payments',
    {
      schema: {
        operationId: 'listPayments',
        summary: 'A page of the payments across clients: unpaid, overdue or paid, by month and search',
        errors: { 400: 'Invalid filters, or a cursor the server did not give' },
        querystring: adminPaymentsQuerySchema,
        response: { 200: pageSchema(paymentSchema) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const now = app.now();
      const toPay = query.state === 'unpaid' || query.state === 'overdue';
      const { rows, ...page } = await pickPageRows(
        app.db,
        {
          table: sql`${documents}`,
          order: byDueDate(toPay ? 'asc' : 'desc'),
          where: and(
            isPayment,
            inPaymentState(query.state, romeToday(now)),
            inMonth(query.month),
            query.q
              ? or(matches(documents.searchText, query.q), ownedByMatchingUser(documents.userId, query.q))
              : undefined,
          ),
          searching: Boolean(query.q),
        },
        query,
        (ids) => fetchPayments(app.db, ids),
      );
      return reply
        .header('cache-control', 'no-store')
        .send({ ...page, items: rows.map((row) => toPayment(row, now)) });
    },
  );
}
