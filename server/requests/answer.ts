import { REQUEST_CLOSED } from '@common/document-requests';
import type { PageQuery } from '@common/schemas/paging';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentRequests, requestItems } from '../db/schema';
import { HttpError } from '../http-error';
import { pickPage } from '../lists/pick-page';
import { lockItem, recomputeCompletion } from './completion';
import { newestRequestsFirst } from './list';
import { loadRequests } from './load';

/** The client's own requests, newest first (a client has a few a year: the latest is the one at hand). */
export async function ownRequestsPage(
  db: Db,
  userId: number,
  query: Pick<PageQuery, 'limit' | 'cursor'>,
  today: string,
) {
  const { ids, ...page } = await pickPage(
    db,
    {
      table: sql`${documentRequests}`,
      order: newestRequestsFirst,
      where: eq(documentRequests.userId, userId),
      searching: false,
    },
    query,
  );
  return { ...page, items: await loadRequests(db, ids, today) };
}

/**
 * A client's answer to one of their items, in the caller's transaction: the
 * request locked, the item refused once the firm accepted it, then its new
 * state and the request's completion. A file's row is written by the caller
 * (recordClientUpload) before this, tied to the item.
 */
export async function answerItem(
  tx: Db,
  args: {
    requestId: number;
    itemId: number;
    ownerId: number;
    answer: { state: 'sent' } | { state: 'unavailable'; note: string | null };
    now: Date;
  },
) {
  const { request, item } = await lockItem(tx, args);
  if (item.state === 'accepted') throw new HttpError(409, REQUEST_CLOSED);
  await tx
    .update(requestItems)
    .set({
      state: args.answer.state,
      note: args.answer.state === 'unavailable' ? args.answer.note : null,
      answeredAt: args.now,
    })
    .where(eq(requestItems.id, item.id));
  await recomputeCompletion(tx, request.id, args.now);
  return { request, item };
}
