import { answeredItemStates, type RequestState } from '@common/document-requests';
import type { RequestSummary } from '@common/schemas/document-requests';
import type { Page, PageQuery } from '@common/schemas/paging';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentRequests, users } from '../db/schema';
import { newestFirstBy } from '../lists/paging';
import { pickPageRows } from '../lists/pick-page';
import { matches, ownedByMatchingUser } from '../lists/search';
import { requestHead, stateCondition } from './state';

/** Newest first; the id settles the requests of one creation (they share its instant). */
export const newestRequestsFirst = newestFirstBy(documentRequests.createdAt, documentRequests.id);

export interface AdminRequestFilters {
  state?: RequestState;
  userId?: number;
  title?: string;
  q?: string;
}

// Counted per row in the database, over that page's rows only.
const counted = (states?: readonly string[]) =>
  sql<number>`(select count(*)::int from request_items i where i.request_id = ${documentRequests.id}${
    states
      ? sql` and i.state in (${sql.join(
          states.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : sql``
  })`.mapWith(Number);

/** One page of every client's requests matching the filters, newest first, with each one's progress. */
export async function adminRequestsPage(
  db: Db,
  query: AdminRequestFilters & Pick<PageQuery, 'limit' | 'cursor'>,
  today: string,
): Promise<Page<RequestSummary>> {
  const q = query.q?.trim();
  const where = and(
    query.state ? stateCondition(query.state, today) : undefined,
    query.userId === undefined ? undefined : eq(documentRequests.userId, query.userId),
    query.title ? eq(documentRequests.title, query.title) : undefined,
    q
      ? or(matches(documentRequests.searchText, q), ownedByMatchingUser(documentRequests.userId, q))
      : undefined,
  );
  const { rows, ...page } = await pickPageRows(
    db,
    { table: sql`${documentRequests}`, order: newestRequestsFirst, where, searching: Boolean(q) },
    query,
    (ids) =>
      db
        .select({
          id: documentRequests.id,
          request: documentRequests,
          clientName: users.fullName,
          answered: counted(answeredItemStates),
          total: counted(),
          toReview: counted(['sent']),
        })
        .from(documentRequests)
        .innerJoin(users, eq(users.id, documentRequests.userId))
        .where(inArray(documentRequests.id, ids)),
  );
  const items = rows.map(({ request, clientName, answered, total, toReview }) => ({
    ...requestHead(request, clientName, today),
    answered,
    total,
    toReview,
  }));
  return { ...page, items };
}

/** The titles of the latest requests, each once, newest first: the same request to many clients shares one. */
export async function latestTitles(db: Db, max: number): Promise<string[]> {
  const rows = await db
    .select({ title: documentRequests.title })
    .from(documentRequests)
    .groupBy(documentRequests.title)
    .orderBy(desc(sql`max(${documentRequests.createdAt})`))
    .limit(max);
  return rows.map((r) => r.title);
}
