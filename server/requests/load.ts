import { answeredItemStates } from '@common/document-requests';
import type { DocumentRequest, RequestItem } from '@common/schemas/document-requests';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientUploads, documentRequests, messageThreads, requestItems, users } from '../db/schema';
import { inPickedOrder } from '../lists/pick-page';
import { requestHead } from './state';

/**
 * These requests with their items (in the checklist's order, each with the files sent for it) and their
 * conversation's id, in the order of `ids`: three queries whatever the number of requests.
 */
export async function loadRequests(
  db: Db,
  ids: readonly number[],
  today: string,
): Promise<DocumentRequest[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const heads = await db
    .select({ request: documentRequests, clientName: users.fullName, threadId: messageThreads.id })
    .from(documentRequests)
    .innerJoin(users, eq(users.id, documentRequests.userId))
    .leftJoin(messageThreads, eq(messageThreads.requestId, documentRequests.id))
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
          filetype: clientUploads.filetype,
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

  const loaded = heads.map(({ request, clientName, threadId }): DocumentRequest => {
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
        filetype: f.filetype,
        size: f.size,
        uploadedAt: f.uploadedAt.toISOString(),
      })),
    }));
    return {
      ...requestHead(request, clientName, today),
      answered: its.filter((i) => answeredItemStates.includes(i.state)).length,
      total: its.length,
      items: its,
      threadId,
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
