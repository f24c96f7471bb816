import type { AdminDocumentsQuery } from '@common/schemas/admin-documents-list';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents, users } from '../db/schema';
import { inPickedOrder, pickPage } from '../lists/pick-page';
import { adminDocumentsWhere, documentsNewestFirst } from './admin-document-filter';
import { listedDocumentColumns, toListedDocument } from './document-list';

/**
 * One page of every client's documents, newest first, filtered and searched in
 * the database: the admin panel's overview, and `GET /api/v1/documents`.
 */
export async function adminDocumentsPage(app: FastifyInstance, query: AdminDocumentsQuery) {
  const picked = await pickPage(
    app.db,
    {
      table: sql`${documents}`,
      order: documentsNewestFirst,
      where: adminDocumentsWhere(query),
      searching: Boolean(query.q),
    },
    query,
  );
  const rows = picked.ids.length
    ? await app.db
        .select({
          ...listedDocumentColumns,
          amountCents: documents.amountCents,
          dueDate: documents.dueDate,
          userId: documents.userId,
          userName: users.fullName,
          username: users.username,
          userEmail: users.email,
        })
        .from(documents)
        .innerJoin(users, eq(users.id, documents.userId))
        .where(inArray(documents.id, picked.ids))
    : [];
  const { ids: _ids, ...page } = picked;
  return { ...page, items: inPickedOrder(rows, picked.ids).map(toListedDocument) };
}
