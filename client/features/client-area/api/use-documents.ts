import type { DocumentYears } from '@common/schemas/document-list';
import type { ClientDocument } from '@common/schemas/documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '~/lib/api-client';
import { listQueryString, pagedListQuery, usePagedList } from '~/lib/paged-list';

/** Every query of the list starts with this: invalidating it refreshes the years and the loaded pages. */
export const documentsQueryKey = ['/api/documents'] as const;

type Filters = { q: string; category: string };

/**
 * The years the signed-in user's matching documents refer to, newest first, each with its count. The
 * newest year's first page comes with them and becomes that year's list, unless the list is already
 * there (with more pages loaded, perhaps: it refreshes itself).
 */
export function documentYearsQuery(filters: Filters) {
  return queryOptions({
    queryKey: [...documentsQueryKey, 'years', filters],
    queryFn: async ({ client }): Promise<Pick<DocumentYears, 'years'>> => {
      const { years, newestPage } = await getJson<DocumentYears>(
        `/api/documents/years${listQueryString(filters)}`,
        { client },
      );
      const newest = years[0]?.year;
      if (newest !== undefined && newestPage) {
        const list = yearDocumentsQuery(newest, filters);
        if (client.getQueryData(list.queryKey) === undefined)
          client.setQueryData(list.queryKey, { pages: [newestPage], pageParams: [list.initialPageParam] });
      }
      return { years };
    },
  });
}

// Asked first by the area's loader (prefetch-documents.ts): a failure there is shown, not asked again unseen.
export function useDocumentYears(filters: Filters) {
  return useQuery({ ...documentYearsQuery(filters), placeholderData: keepPreviousData, retryOnMount: false });
}

/** One year's documents, newest upload first, a page at a time: the list's key, address and filters. */
const yearList = (year: number, filters: Filters) =>
  [documentsQueryKey, '/api/documents', { ...filters, year }] as const;

export function yearDocumentsQuery(year: number, filters: Filters) {
  return pagedListQuery<ClientDocument>(...yearList(year, filters));
}

// Its first page is asked first by the area's loader too: a failure there is shown, not asked again unseen.
export function useYearDocuments(year: number, filters: Filters) {
  return usePagedList<ClientDocument>(...yearList(year, filters), { retryOnMount: false });
}

/** One ZIP of every one of the caller's documents matching the filters, the shown pages or not. */
export function matchingArchiveUrl(filters: Filters, expected: number): string {
  return `/api/documents/archive-matching${listQueryString({ ...filters, expected })}`;
}

/** The download endpoint streams the file as an attachment (documents issue). */
export function downloadUrl(id: number): string {
  return `/api/documents/${id}/download`;
}
