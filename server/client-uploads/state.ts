import type { ClientUploadState, ClientUploadStatus } from '@common/client-uploads';
import { and, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientUploads } from '../db/schema';

interface Tracked {
  seenAt: Date | null;
  archivedAt: Date | null;
}

/** The firm's state: archived wins; otherwise seen once staff downloaded or marked it. */
export function uploadState(row: Tracked): ClientUploadState {
  if (row.archivedAt) return 'archived';
  return row.seenAt ? 'seen' : 'new';
}

/**
 * When the firm received it, as the client sees it: seen or archived, or accepted for a request's
 * item (from the checklist, perhaps unopened); null while only sent.
 */
export function receivedAt(row: Tracked & { itemAcceptedAt?: Date | null }): Date | null {
  return row.seenAt ?? row.archivedAt ?? row.itemAcceptedAt ?? null;
}

/** The client's view: received as soon as the firm has seen it (archived included) or accepted it. */
export function uploadStatus(row: Tracked & { itemAcceptedAt?: Date | null }): ClientUploadStatus {
  return receivedAt(row) ? 'received' : 'sent';
}

/** When the client may no longer delete it (an accepted item's file is checked under its request's lock). */
export const receivedByFirm = (row: Tracked) => uploadStatus(row) === 'received';

const stateConditions: Record<ClientUploadState, SQL> = {
  new: and(isNull(clientUploads.seenAt), isNull(clientUploads.archivedAt))!,
  seen: and(isNotNull(clientUploads.seenAt), isNull(clientUploads.archivedAt))!,
  archived: isNotNull(clientUploads.archivedAt),
};

/** Rows in any of these states. */
export function inStates(states: readonly ClientUploadState[]): SQL {
  return or(...states.map((state) => stateConditions[state]))!;
}

/**
 * Marks these uploads seen by `adminId`, those still new only: the first
 * member of staff who opened one stays recorded. Call it before the bytes go
 * out, so the client's next list already says 'Ricevuto dallo studio'.
 */
export async function markSeen(
  tx: Db,
  ids: readonly number[],
  adminId: number,
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const marked = await tx
    .update(clientUploads)
    .set({ seenAt: now, seenBy: adminId })
    .where(and(inArray(clientUploads.id, [...ids]), isNull(clientUploads.seenAt)))
    .returning({ id: clientUploads.id });
  return marked.map((r) => r.id);
}

/**
 * The columns a PATCH to `target` writes on a row read under lock. Archiving
 * keeps the first archive time and marks an unseen upload seen (an archived
 * paper was dealt with); 'seen' brings an archived one back to the working list.
 */
export function stateChange(row: Tracked, target: 'seen' | 'archived', adminId: number, now: Date) {
  const seen = row.seenAt ? {} : { seenAt: now, seenBy: adminId };
  return { ...seen, archivedAt: target === 'archived' ? (row.archivedAt ?? now) : null };
}
