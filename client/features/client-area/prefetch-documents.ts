import { pendingAccountStep } from '@common/account';
import type { QueryClient } from '@tanstack/react-query';
import { userQuery } from '~/features/auth/api/use-user';
import { readUrlFilters } from '~/lib/use-url-filters';
import { documentYearsQuery, yearDocumentsQuery } from './api/use-documents';
import { DOCUMENT_FILTER_DEFAULTS, listParams } from './documents-browse';

/**
 * Asks, while the area's code still runs, for what its first screen shows: the
 * years of the documents the address filters, then the newest year's first
 * page. The screen's queries find them in flight or answered. Only for a client
 * who may see them: a visitor or an account with a step to finish asks nothing.
 * A failure stays in the query: the screen shows it, with its 'Riprova'.
 */
export async function prefetchDocuments(queryClient: QueryClient, search: URLSearchParams): Promise<void> {
  try {
    const user = await queryClient.ensureQueryData(userQuery);
    if (user?.role !== 'client' || pendingAccountStep(user)) return;
    const params = listParams(readUrlFilters(search, DOCUMENT_FILTER_DEFAULTS));
    const { years } = await queryClient.ensureQueryData(documentYearsQuery(params));
    const newest = years[0]?.year;
    if (newest !== undefined) await queryClient.prefetchInfiniteQuery(yearDocumentsQuery(newest, params));
  } catch {
    // The screen's query holds the failure and shows it.
  }
}
