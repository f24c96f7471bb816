import { answeredItemStates, ITEM_NOT_FOUND, REQUEST_NOT_FOUND } from '@common/document-requests';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentRequests, requestItems } from '../db/schema';
import { HttpError } from '../http-error';

const answered = sql.join(
  answeredItemStates.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Sets the request's completedAt when every item is answered (keeping the
 * first moment it was), clears it when one is not. Called after any change
 * to an item, in the same transaction, with the request's row locked (lockItem).
 */
export async function recomputeCompletion(tx: Db, requestId: number, now: Date): Promise<void> {
  await tx
    .update(documentRequests)
    .set({
      completedAt: sql`case when exists (
        select 1 from ${requestItems}
        where ${requestItems.requestId} = ${requestId} and ${requestItems.state} not in (${answered})
      ) then null else coalesce(${documentRequests.completedAt}, ${now.toISOString()}::timestamptz) end`,
    })
    .where(eq(documentRequests.id, requestId));
}

/**
 * The request locked (FOR UPDATE) and one of its items: two answers to the
 * same request, or an answer and the firm's review, take turns, so the last
 * of them sees every other's item when it decides completion. `ownerId`
 * limits it to one client's requests: another's answers 404 like a missing one.
 */
export async function lockItem(
  tx: Db,
  ids: { requestId: number; itemId: number; ownerId?: number },
): Promise<{ request: typeof documentRequests.$inferSelect; item: typeof requestItems.$inferSelect }> {
  const request = await lockRequest(tx, ids.requestId, ids.ownerId);
  const [item] = await tx
    .select()
    .from(requestItems)
    .where(and(eq(requestItems.id, ids.itemId), eq(requestItems.requestId, request.id)));
  if (!item) throw new HttpError(404, ITEM_NOT_FOUND);
  return { request, item };
}

export async function lockRequest(
  tx: Db,
  requestId: number,
  ownerId?: number,
): Promise<typeof documentRequests.$inferSelect> {
  const [request] = await tx
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.id, requestId),
        ownerId === undefined ? undefined : eq(documentRequests.userId, ownerId),
      ),
    )
    .for('update');
  if (!request) throw new HttpError(404, REQUEST_NOT_FOUND);
  return request;
}
