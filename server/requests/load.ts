import { answeredItemStates } from '@common/document-requests';
import type { AdminRequest, DocumentRequest, RequestItem } from '@common/schemas/document-requests';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientUploads, documentRequests, requestComments, requestItems, users } from '../db/schema';
import { inPickedOrder } from '../lists/pick-page';
import { commentColumns, toComment } from './comments';
import { requestHead } from './state';

/**
 * These requests as the client reads them, in the order of `ids`: each with its items and its whole
 * thread of comments, oldest first (at most COMMENTS_PER_REQUEST_MAX, written by the client and the
 * firm alone). Four queries whatever the number of requests.
 */
export async function loadRequests(
  db: Db,
  ids: readonly number[],
  today: string,
): Promise<DocumentRequest[]> {
  const requests = await loadRequestsWithoutComments(db, ids, today);
  if (requests.length === 0) return [];
  const comments = await db
    .select(commentColumns)
    .from(requestComments)
    .leftJoin(users, eq(users.id, requestComments.authorId))
    .where(inArray(requestComments.requestId, [...ids]))
    .orderBy(asc(requestComments.createdAt), asc(requestComments.id));
  const commentsOf = groupBy(comments, (c) => c.requestId);
  return requests.map((request) => ({
    ...request,
    comments: (commentsOf.get(request.id) ?? []).map((c) => toComment(c, request.userId)),
  }));
}

/**
 * These requests with their items (in the checklist's order, each with the files sent for it), in
 * the order of `ids`: the firm's detail, whose comments come a page at a time (comments.ts).
 */
export async function loadRequestsWithoutComments(
  db: Db,
  ids: readonly number[],
  today: string,
): Promise<AdminRequest[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const heads = await db
    .select({ request: documentRequests, clientName: users.fullName })
    .from(documentRequests)
    .innerJoin(users, eq(users.id, documentRequests.userId))
    .where(inArray(documentRequests.id, list));
  const items = await db
    .select()
    .from(requestItems)
    .where(inArray(requestItems.requestId, list))
    .orderBy(asc(requestItems.requestId), asc(requestItems.position), asc(requestItems.id));
  const files = items.length
    ? await db
        .select({
          id: clientUploads.id,
          itemId: clientUploads.requestItemId,
          filename: clientUploads.filename,
          size: clientUploads.size,
          uploadedAt: clientUploads.uploadedAt,
        })
        .from(clientUploads)
        .where(
          inArray(
            clientUploads.requestItemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(clientUploads.uploadedAt), asc(clientUploads.id))
    : [];
  const filesOf = groupBy(files, (f) => f.itemId ?? 0);
  const itemsOf = groupBy(items, (i) => i.requestId);

  const loaded = heads.map(({ request, clientName }): AdminRequest => {
    const its: RequestItem[] = (itemsOf.get(request.id) ?? []).map((item) => ({
      id: item.id,
      name: item.name,
      hint: item.hint,
      category: item.category,
      state: item.state,
      note: item.note,
      reviewMessage: item.reviewMessage,
      files: (filesOf.get(item.id) ?? []).map((f) => ({
        id: f.id,
        filename: f.filename,
        size: f.size,
        uploadedAt: f.uploadedAt.toISOString(),
      })),
    }));
    return {
      ...requestHead(request, clientName, today),
      answered: its.filter((i) => answeredItemStates.includes(i.state)).length,
      total: its.length,
      items: its,
    };
  });
  return inPickedOrder(loaded, list);
}

/** One request as the client reads it, or undefined. */
export async function loadRequest(db: Db, id: number, today: string): Promise<DocumentRequest | undefined> {
  const [request] = await loadRequests(db, [id], today);
  return request;
}

/** One request as the firm's detail shows it (no comments), or undefined. */
export async function loadAdminRequest(db: Db, id: number, today: string): Promise<AdminRequest | undefined> {
  const [request] = await loadRequestsWithoutComments(db, [id], today);
  return request;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
