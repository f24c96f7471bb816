import { pendingAccountStep } from '@common/account';
import { clientAreaTabFrom } from '@common/client-area-tabs';
import type { QueryClient } from '@tanstack/react-query';
import { userQuery } from '~/features/auth/api/use-user';
import { requestsQuery } from '~/features/document-requests/api/requests';
import { RequestCards } from '~/features/document-requests/components/lazy-request-cards';
import { messageCountsQuery } from '~/features/messages/api/message-counts';
import { paymentsQuery } from '~/features/payments/api/payments';
import { readUrlFilters } from '~/lib/use-url-filters';
import { documentYearsQuery, yearDocumentsQuery } from './api/use-documents';
import { DOCUMENT_FILTER_DEFAULTS, listParams } from './documents-browse';

/**
 * Asks, while the area's code still runs, for what the first screen of the tab in the address shows,
 * all at once. For the documents: the firm's requests (and their cards' code, when there are some), the
 * payments, the years of the documents the address filters and then the newest year's first page; one
 * after the other they cost a phone a round trip each (seen in `npm run bench:pages`'s sign-in timing). The screen's queries find them in flight
 * or answered. Only for a client who may see them: a visitor, staff or an account with a step to finish
 * asks nothing. A failure stays in the query: the screen shows it, with its 'Riprova'.
 */
export async function prefetchClientArea(queryClient: QueryClient, search: URLSearchParams): Promise<void> {
  const user = await queryClient.ensureQueryData(userQuery).catch(() => null);
  if (user?.role !== 'client' || pendingAccountStep(user)) return;
  // The unread messages' badge is in every tab's first screen, asked for beside the tab's own questions.
  await Promise.all([queryClient.prefetchQuery(messageCountsQuery), prefetchTab(queryClient, search)]);
}

async function prefetchTab(queryClient: QueryClient, search: URLSearchParams): Promise<void> {
  const tab = clientAreaTabFrom(search.get('scheda'));
  // The other tabs' questions come with their code (the same chunk the tab asks for): not in every page's.
  if (tab === 'invia')
    return (await import('~/features/client-uploads/components/send-documents-panel')).prefetchSendDocuments(
      queryClient,
    );
  if (tab === 'messaggi')
    return (await import('~/features/messages/components/messages-tab')).prefetchMessages(
      queryClient,
      search,
    );
  if (tab === 'profilo') return (await import('./components/profile-panel')).prefetchProfile(queryClient);
  const params = listParams(readUrlFilters(search, DOCUMENT_FILTER_DEFAULTS));
  const newestYear = async () => {
    const { years } = await queryClient.ensureQueryData(documentYearsQuery(params));
    const newest = years[0]?.year;
    if (newest !== undefined) await queryClient.prefetchInfiniteQuery(yearDocumentsQuery(newest, params));
  };
  // prefetchQuery never rejects; the years' ensureQueryData may, and the screen shows that failure.
  await Promise.all([
    queryClient
      .prefetchQuery(requestsQuery)
      .then(() =>
        queryClient.getQueryData(requestsQuery.queryKey)?.length ? RequestCards.ready() : undefined,
      ),
    queryClient.prefetchInfiniteQuery(paymentsQuery),
    newestYear().catch(() => {}),
  ]);
}
