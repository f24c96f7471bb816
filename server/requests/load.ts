import { answeredItemStates } from '@common/document-requests';
import type { DocumentRequest, RequestComment, RequestItem } from '@common/schemas/document-requests';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientUploads, documentRequests, requestComments, requestItems, users } from '../db/schema';
import { inPickedOrder } from '../lists/pick-page';
import { requestHead } from './state';

/** A comment whose author's account is gone was the firm's: a client's goes with their requests. */
const FORMER_STAFF = 'Lo studio';

/**
 * These requests as the API answers them, in the order of `ids`: each with
 * its items (in the checklist's order, each with the files sent for it) and
 * its comments, oldest first. Four queries whatever the number of requests.
 */
export async function loadRequests(
  db: Db,
  ids: readonly number[],
  today: string,
): Promise<DocumentRequest[]> {
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
  const comments = await db
    .select({
      id: requestComments.id,
      requestId: requestComments.requestId,
      authorId: requestComments.authorId,
      authorName: users.fullName,
      text: requestComments.text,
      createdAt: requestComments.createdAt,
    })
    .from(requestComments)
    .leftJoin(users, eq(users.id, requestComments.authorId))
    .where(inArray(requestComments.requestId, list))
    .orderBy(asc(requestComments.createdAt), asc(requestComments.id));

  const filesOf = groupBy(files, (f) => f.itemId ?? 0);
  const itemsOf = groupBy(items, (i) => i.requestId);
  const commentsOf = groupBy(comments, (c) => c.requestId);

  const loaded = heads.map(({ request, clientName }): DocumentRequest => {
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
      comments: (commentsOf.get(request.id) ?? []).map(
        (c): RequestComment => ({
          id: c.id,
          author: c.authorId !== null && c.authorId === request.userId ? 'client' : 'firm',
          authorName: c.authorName ?? FORMER_STAFF,
          text: c.text,
          createdAt: c.createdAt.toISOString(),
        }),
      ),
    };
  });
  return inPickedOrder(loaded, list);
}

/** One request, or undefined. */
export async function loadRequest(db: Db, id: number, today: string): Promise<DocumentRequest | undefined> {
  const [request] = await loadRequests(db, [id], today);
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
