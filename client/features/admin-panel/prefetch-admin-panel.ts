import { pendingAccountStep } from '@common/account';
import type { QueryClient } from '@tanstack/react-query';
import { receivedCountsQuery } from '~/features/admin-client-uploads/api/received-uploads';
import { adminMessageCountsQuery } from '~/features/admin-messages/api/admin-messages';
import { paymentCountsQuery } from '~/features/admin-payments/api/admin-payments';
import { requestCountsQuery } from '~/features/admin-requests/api/admin-requests';
import { adminUsersQuery, USERS_URL_DEFAULTS, usersFilters } from '~/features/admin-users/api/admin-users';
import { userQuery } from '~/features/auth/api/use-user';
import { contactCountsQuery } from '~/features/contact-inbox/api/contact-inbox';
import { readUrlFilters } from '~/lib/use-url-filters';

/**
 * Asks, all at once, for what the panel's first screen shows: the navigation's five counts and, when it
 * opens on 'Gestione Utenti' (`usersSearch`, the address), the first page of accounts under the address's
 * filters. Only for an administrator with nothing left to do first. A failure stays in its query, which the
 * screen shows.
 */
export async function prefetchAdminPanel(
  queryClient: QueryClient,
  usersSearch: URLSearchParams | undefined,
): Promise<void> {
  const user = await queryClient.ensureQueryData(userQuery).catch(() => null);
  if (user?.role !== 'admin' || pendingAccountStep(user)) return;
  await Promise.all([
    queryClient.prefetchQuery(receivedCountsQuery()),
    queryClient.prefetchQuery(contactCountsQuery),
    queryClient.prefetchQuery(requestCountsQuery),
    queryClient.prefetchQuery(paymentCountsQuery),
    queryClient.prefetchQuery(adminMessageCountsQuery),
    usersSearch &&
      queryClient.prefetchInfiniteQuery(
        adminUsersQuery(usersFilters(readUrlFilters(usersSearch, USERS_URL_DEFAULTS))),
      ),
  ]);
}
