import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientUploads, requestItems } from '../db/schema';
import { lockRequest, recomputeCompletion } from './completion';

/**
 * After a file sent for an item is deleted (by the client before the firm
 * saw it, or by the firm), in the same transaction: an item left 'sent'
 * with no file is 'Da inviare' again, and the request no longer complete.
 * An item the firm accepted, rejected, or the client marked unavailable keeps its state.
 * To be called from removeClientUpload (server/client-uploads/remove-upload.ts)
 * when the deleted row had a requestItemId.
 */
export async function fileRemovedFromItem(tx: Db, requestItemId: number, now: Date): Promise<void> {
  const [item] = await tx
    .select({ requestId: requestItems.requestId })
    .from(requestItems)
    .where(eq(requestItems.id, requestItemId));
  if (!item) return;
  // Locked as the answers lock it: an answer arriving now comes first or sees this.
  await lockRequest(tx, item.requestId);
  const left = await tx.$count(clientUploads, eq(clientUploads.requestItemId, requestItemId));
  if (left > 0) return;
  const reopened = await tx
    .update(requestItems)
    .set({ state: 'pending', answeredAt: null })
    .where(and(eq(requestItems.id, requestItemId), eq(requestItems.state, 'sent')))
    .returning({ id: requestItems.id });
  if (reopened.length > 0) await recomputeCompletion(tx, item.requestId, now);
}

/**
 * Whether the firm accepted this item, read with its request locked as the review locks it: an
 * acceptance under way comes first (the client's deletion is then refused) or finds the file gone.
 * The caller holds the upload's row already; the review locks no upload, so the order never crosses.
 */
export async function itemAccepted(tx: Db, requestItemId: number): Promise<boolean> {
  const read = () =>
    tx
      .select({ requestId: requestItems.requestId, state: requestItems.state })
      .from(requestItems)
      .where(eq(requestItems.id, requestItemId));
  const [item] = await read();
  if (!item) return false;
  await lockRequest(tx, item.requestId);
  const [now] = await read();
  return now?.state === 'accepted';
}
