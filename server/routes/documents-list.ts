import {
  type DocumentsQuery,
  documentsPageSchema,
  documentsQuerySchema,
  documentYearsQuerySchema,
  documentYearsSchema,
} from '@common/schemas/document-list';
import { count, desc, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guards';
import { documents } from '../db/schema';
import { listedDocumentColumns, ownDocuments, toListedDocument } from '../documents/document-list';
import { newestFirstBy } from '../lists/paging';
import { pickPageRows } from '../lists/pick-page';

/** Newest upload first; the id settles uploads in the same instant (the (user_id, uploaded_at, id) index). */
const newestFirst = newestFirstBy(documents.uploadedAt, documents.id);

/** One page of the caller's own documents under the list's filters. */
async function ownDocumentsPage(app: FastifyInstance, userId: number, query: DocumentsQuery) {
  const { rows, ...page } = await pickPageRows(
    app.db,
    {
      table: sql`${documents}`,
      order: newestFirst,
      where: ownDocuments(userId, query),
      searching: Boolean(query.q),
    },
    query,
    (ids) =>
      app.db
        .select({ ...listedDocumentColumns, amountCents: documents.amountCents, dueDate: documents.dueDate })
        .from(documents)
        .where(inArray(documents.id, ids)),
  );
  return { ...page, items: rows.map(toListedDocument) };
}

/** The client area's list: a page at a time, and the years it is grouped by. */
export async function documentListRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/documents',
    {
      schema: {
        operationId: 'listOwnDocuments',
        summary: "A page of one's documents, newest first, by year, category and search",
        errors: {
          400: 'Invalid filters, or a cursor the server did not give',
          403: 'The account has a step left to do (a password to replace, a second factor to set up)',
        },
        querystring: documentsQuerySchema,
        response: { 200: documentsPageSchema },
      },
    },
    async (request, reply) => {
      const page = await ownDocumentsPage(app, requireUser(request).id, request.query);
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  );

  api.get(
    '/documents/years',
    {
      schema: {
        operationId: 'listOwnDocumentYears',
        summary: "The years of one's documents with their counts, and the newest year's first page",
        errors: {
          403: 'The account has a step left to do (a password to replace, a second factor to set up)',
        },
        querystring: documentYearsQuerySchema,
        response: { 200: documentYearsSchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      // One row per year, counted in the database: a client with ten years of papers sends ten numbers.
      const years = await app.db
        .select({ year: documents.year, count: count() })
        .from(documents)
        .where(ownDocuments(me.id, request.query))
        .groupBy(documents.year)
        .orderBy(desc(documents.year));
      const newest = years[0]?.year;
      const newestPage =
        newest === undefined
          ? null
          : await ownDocumentsPage(
              app,
              me.id,
              documentsQuerySchema.parse({ ...request.query, year: newest }),
            );
      return reply.header('cache-control', 'private, no-store').send({ years, newestPage });
    },
  );
}
