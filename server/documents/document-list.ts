import { and, desc, eq, type SQL } from 'drizzle-orm';
import { documents } from '../db/schema';
import { matches } from '../lists/search';

/** What every document list shows (the client's and the admin's); never the storage key. */
export const listedDocumentColumns = {
  id: documents.id,
  title: documents.title,
  category: documents.category,
  year: documents.year,
  filename: documents.filename,
  filetype: documents.filetype,
  size: documents.size,
  uploadedAt: documents.uploadedAt,
  firstDownloadedAt: documents.firstDownloadedAt,
};

/** Newest first; the id settles uploads in the same instant. */
export const newestFirst = [desc(documents.uploadedAt), desc(documents.id)] as const;

/** A listed row as JSON: dates as ISO strings. */
export function toListedDocument<T extends { uploadedAt: Date; firstDownloadedAt: Date | null }>(row: T) {
  return {
    ...row,
    uploadedAt: row.uploadedAt.toISOString(),
    firstDownloadedAt: row.firstDownloadedAt?.toISOString() ?? null,
  };
}

/**
 * The caller's own documents matching the filters. The owner comes from the
 * session and nothing in the query replaces it, whatever the caller's role.
 */
export function ownDocuments(userId: number, filters: { year?: number; category?: string; q?: string }): SQL {
  return and(
    eq(documents.userId, userId),
    filters.year === undefined ? undefined : eq(documents.year, filters.year),
    filters.category ? eq(documents.category, filters.category) : undefined,
    filters.q ? matches(documents.searchText, filters.q) : undefined,
  )!;
}
