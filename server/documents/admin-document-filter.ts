import type { AdminDocumentsFilter } from '@common/schemas/admin-documents-list';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { documents } from '../db/schema';
import { newestFirstBy } from '../lists/paging';
import { matches, ownedByMatchingUser } from '../lists/search';

/** Newest first, as the overview reads; served backwards by the (uploaded_at, id) index. */
export const documentsNewestFirst = newestFirstBy(documents.uploadedAt, documents.id);

/**
 * The overview's filters as one SQL condition on `documents` (undefined when
 * none is on). The search finds a document by its title and file name, or by
 * its client's name, username or e-mail: the matching clients are a few rows
 * the users index finds, and their documents come through `user_id`.
 */
export function adminDocumentsWhere(filter: AdminDocumentsFilter): SQL | undefined {
  const q = filter.q || undefined;
  return and(
    filter.clientId === undefined ? undefined : eq(documents.userId, filter.clientId),
    filter.category === undefined ? undefined : eq(documents.category, filter.category),
    filter.year === undefined ? undefined : eq(documents.year, filter.year),
    q === undefined
      ? undefined
      : or(matches(documents.searchText, q), ownedByMatchingUser(documents.userId, q)),
  );
}
