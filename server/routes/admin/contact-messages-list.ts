import {
  contactMessageCountsSchema,
  contactMessagesPageSchema,
  contactMessagesQuerySchema,
  type SpamReason,
  spamMessagesPageSchema,
} from '@common/schemas/contact';
import type { PageQuery } from '@common/schemas/paging';
import { and, count, desc, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessages, mailOutbox } from '../../db/schema';
import { newestFirstBy } from '../../lists/paging';
import { pickPageRows } from '../../lists/pick-page';
import { matches } from '../../lists/search';

const newestFirst = newestFirstBy(contactMessages.createdAt, contactMessages.id);

/** What a list of messages and a message's page both show of it. */
export const contactSummaryColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
};

const inbox = isNull(contactMessages.spamReason);
const spam = isNotNull(contactMessages.spamReason);

/**
 * The inbox and the spam view: the same table, told apart by `spam_reason`
 * in SQL, paged newest first and searched over name, e-mail and subject (the
 * expression of the contact_messages trigram index).
 */
export async function adminContactMessageListRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const pick = (folder: SQL, query: PageQuery) =>
    pickPageRows(
      app.db,
      {
        table: sql`${contactMessages}`,
        order: newestFirst,
        where: and(folder, query.q ? matches(contactMessages.searchText, query.q) : undefined),
        searching: Boolean(query.q),
      },
      query,
      (ids) =>
        app.db
          .select({ ...contactSummaryColumns, spamReason: contactMessages.spamReason })
          .from(contactMessages)
          .where(inArray(contactMessages.id, ids)),
    );

  api.get(
    '/contact-messages',
    {
      schema: {
        operationId: 'listContactMessages',
        summary: "A page of the contact form's inbox, newest first, with each e-mail's delivery",
        errors: { 400: 'Invalid filters, or a cursor the server did not give' },
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagesPageSchema },
      },
    },
    async (request, reply) => {
      const { rows, ...page } = await pick(inbox, request.query);
      const ids = rows.map((r) => r.id);
      // The latest e-mail about each message of the page; none means mail was off when it arrived.
      const mails = ids.length
        ? await app.db
            .selectDistinctOn([mailOutbox.contactMessageId], {
              id: mailOutbox.contactMessageId,
              status: mailOutbox.status,
            })
            .from(mailOutbox)
            .where(inArray(mailOutbox.contactMessageId, ids))
            .orderBy(mailOutbox.contactMessageId, desc(mailOutbox.id))
        : [];
      const delivery = new Map(mails.map((m) => [m.id, m.status]));
      const items = rows.map(({ spamReason: _spam, ...row }) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
        delivery: delivery.get(row.id) ?? ('off' as const),
      }));
      return reply.header('cache-control', 'no-store').send({ ...page, items });
    },
  );

  api.get(
    '/contact-messages/spam',
    {
      schema: {
        operationId: 'listSpamMessages',
        summary: 'A page of the messages kept as spam, newest first, with the reason',
        errors: { 400: 'Invalid filters, or a cursor the server did not give' },
        querystring: contactMessagesQuerySchema,
        response: { 200: spamMessagesPageSchema },
      },
    },
    async (request, reply) => {
      const { rows, ...page } = await pick(spam, request.query);
      const items = rows.map(({ readAt: _readAt, ...row }) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        spamReason: row.spamReason as SpamReason,
      }));
      return reply.header('cache-control', 'no-store').send({ ...page, items });
    },
  );

  api.get(
    '/contact-messages/counts',
    {
      schema: {
        operationId: 'countContactMessages',
        summary: 'How many messages are unread in the inbox, and how many are spam',
        response: { 200: contactMessageCountsSchema },
      },
    },
    async (_request, reply) => {
      // One pass over a table retention keeps to 24 months (and spam to 30 days).
      const [row] = await app.db
        .select({
          unread: count(sql`case when ${inbox} and ${contactMessages.readAt} is null then 1 end`),
          spam: count(sql`case when ${spam} then 1 end`),
        })
        .from(contactMessages);
      return reply
        .header('cache-control', 'no-store')
        .send({ unread: row?.unread ?? 0, spam: row?.spam ?? 0 });
    },
  );
}
