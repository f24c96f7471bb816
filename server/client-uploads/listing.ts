import type { ClientUploadState } from '@common/client-uploads';
import type { AdminClientUpload, ClientUpload, ClientUploadCounts } from '@common/schemas/client-uploads';
import type { Page, PageQuery } from '@common/schemas/paging';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientUploads, documentRequests, requestItems, users } from '../db/schema';
import { newestFirstBy } from '../lists/paging';
import { inPickedOrder, pickPage } from '../lists/pick-page';
import { matches, ownedByMatchingUser } from '../lists/search';
import { inStates, receivedAt, uploadState, uploadStatus } from './state';

/** What both lists show; never the storage key, the hash or the batch id. */
export const listedColumns = {
  id: clientUploads.id,
  title: clientUploads.title,
  category: clientUploads.category,
  year: clientUploads.year,
  note: clientUploads.note,
  filename: clientUploads.filename,
  filetype: clientUploads.filetype,
  size: clientUploads.size,
  uploadedAt: clientUploads.uploadedAt,
  seenAt: clientUploads.seenAt,
  archivedAt: clientUploads.archivedAt,
};

/** Newest first; the id settles files sent in the same instant. */
const newestFirst = [desc(clientUploads.uploadedAt), desc(clientUploads.id)] as const;

type ListedRow = { [K in keyof typeof listedColumns]: (typeof clientUploads.$inferSelect)[K] };

/** Picked one by one: a full row (the 201 of an upload) carries columns no list shows. */
function common(row: ListedRow) {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    year: row.year,
    note: row.note,
    filename: row.filename,
    filetype: row.filetype,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** `itemAcceptedAt`: when the firm accepted the request's item the file answers, if it did. */
export function toClientItem(row: ListedRow & { itemAcceptedAt?: Date | null }): ClientUpload {
  return {
    ...common(row),
    status: uploadStatus(row),
    receivedAt: receivedAt(row)?.toISOString() ?? null,
  };
}

export interface AdminFilters {
  userId?: number;
  category?: string;
  year?: number;
  state?: ClientUploadState[];
  q?: string;
}

/** The filters in SQL; the search looks in the title and file name, and in the sender's name, username and e-mail. */
export function filterConditions(filters: AdminFilters, withState = true): SQL | undefined {
  const q = filters.q?.trim();
  return and(
    filters.userId === undefined ? undefined : eq(clientUploads.userId, filters.userId),
    filters.category === undefined ? undefined : eq(clientUploads.category, filters.category),
    filters.year === undefined ? undefined : eq(clientUploads.year, filters.year),
    withState && filters.state?.length ? inStates(filters.state) : undefined,
    q ? or(matches(clientUploads.searchText, q), ownedByMatchingUser(clientUploads.userId, q)) : undefined,
  );
}

/** Newest first, as the list shows them: the (uploaded_at, id) index read backwards. */
const newestOrder = newestFirstBy(clientUploads.uploadedAt, clientUploads.id);

/** One page of every client's uploads matching the filters, newest first. */
export async function adminPage(
  db: Db,
  query: AdminFilters & Pick<PageQuery, 'limit' | 'cursor'>,
): Promise<Page<AdminClientUpload>> {
  const picked = await pickPage(
    db,
    {
      table: sql`${clientUploads}`,
      order: newestOrder,
      where: filterConditions(query),
      searching: Boolean(query.q?.trim()),
    },
    query,
  );
  const rows = picked.ids.length ? await adminItems(db, { ids: picked.ids }) : [];
  const { ids, ...page } = picked;
  return { ...page, items: inPickedOrder(rows, ids) };
}

/**
 * How many uploads match the filters in each state, the state filter aside
 * (the choices show their own counts, the tab's badge reads `new`): one
 * aggregate, never a list counted in the browser.
 */
export async function stateCounts(db: Db, filters: AdminFilters): Promise<ClientUploadCounts> {
  const counted = (state: ClientUploadState) =>
    sql<number>`(count(*) filter (where ${inStates([state])}))::int`;
  const [row] = await db
    .select({ new: counted('new'), seen: counted('seen'), archived: counted('archived') })
    .from(clientUploads)
    .where(filterConditions(filters, false));
  return { new: Number(row?.new ?? 0), seen: Number(row?.seen ?? 0), archived: Number(row?.archived ?? 0) };
}

/** These uploads (or one by id) with the sender, newest first. */
export async function adminItems(
  db: Db,
  where: { ids: number[] } | { id: number },
): Promise<AdminClientUpload[]> {
  const rows = await db
    .select({
      ...listedColumns,
      userId: clientUploads.userId,
      userName: users.fullName,
      username: users.username,
      userEmail: users.email,
      requestId: documentRequests.id,
      requestTitle: documentRequests.title,
      itemName: requestItems.name,
    })
    .from(clientUploads)
    .innerJoin(users, eq(users.id, clientUploads.userId))
    // The item of a request the file answers, if any ('Richiesta documenti').
    .leftJoin(requestItems, eq(requestItems.id, clientUploads.requestItemId))
    .leftJoin(documentRequests, eq(documentRequests.id, requestItems.requestId))
    .where('id' in where ? eq(clientUploads.id, where.id) : inArray(clientUploads.id, where.ids))
    .orderBy(...newestFirst);
  return rows.map((row) => ({
    ...common(row),
    userId: row.userId,
    userName: row.userName,
    username: row.username,
    userEmail: row.userEmail,
    state: uploadState(row),
    seenAt: row.seenAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    requestItem:
      row.requestId !== null && row.requestTitle !== null && row.itemName !== null
        ? { requestId: row.requestId, requestTitle: row.requestTitle, itemName: row.itemName }
        : null,
  }));
}
