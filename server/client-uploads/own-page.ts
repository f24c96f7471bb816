import type { ClientUpload } from '@common/schemas/client-uploads';
import type { Page, PageQuery } from '@common/schemas/paging';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientUploads, requestItems } from '../db/schema';
import { newestFirstBy } from '../lists/paging';
import { inPickedOrder, pickPage } from '../lists/pick-page';
import { matches } from '../lists/search';
import { listedColumns, toClientItem } from './listing';

/** Newest first, on the (user_id, uploaded_at, id) index. */
const newestFirst = newestFirstBy(clientUploads.uploadedAt, clientUploads.id);

/** One page of what `userId` sent the firm: the owner is the caller, never a query parameter. */
export async function ownUploadsPage(db: Db, userId: number, query: PageQuery): Promise<Page<ClientUpload>> {
  const where = and(
    eq(clientUploads.userId, userId),
    // The expression of migration 0009's trigram index.
    query.q ? matches(clientUploads.searchText, query.q) : undefined,
  );
  const picked = await pickPage(
    db,
    { table: sql`${clientUploads}`, order: newestFirst, where, searching: Boolean(query.q) },
    query,
  );
  // With the item a file answers: one the firm accepted is received, and the client may not delete it.
  const rows = picked.ids.length
    ? await db
        .select({ ...listedColumns, itemState: requestItems.state, itemReviewedAt: requestItems.reviewedAt })
        .from(clientUploads)
        .leftJoin(requestItems, eq(requestItems.id, clientUploads.requestItemId))
        .where(inArray(clientUploads.id, picked.ids))
    : [];
  const { ids: _ids, ...page } = picked;
  const items = inPickedOrder(rows, picked.ids).map(({ itemState, itemReviewedAt, ...row }) =>
    toClientItem({ ...row, itemAcceptedAt: itemState === 'accepted' ? itemReviewedAt : null }),
  );
  return { ...page, items };
}
