import type { AdminClientUpload, ClientUploadCounts } from '@common/schemas/client-uploads';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { receivedUploadsKey } from '~/lib/admin-list-keys';
import { getJson } from '~/lib/api-client';
import { listQueryString, usePagedList } from '~/lib/paged-list';
import { type ReceivedFilters, receivedParams } from '../received-filters';

const ENDPOINT = receivedUploadsKey[0];

export const receivedDownloadUrl = (id: number) => `${ENDPOINT}/${id}/download`;
export const RECEIVED_ARCHIVE_ENDPOINT = `${ENDPOINT}/archive`;

/** Every file the filters match as one ZIP, if there are still `expected` of them. */
export const matchingArchiveUrl = (filters: ReceivedFilters, expected: number) =>
  `${RECEIVED_ARCHIVE_ENDPOINT}/matching${listQueryString({ ...receivedParams(filters), expected })}`;

/** The files clients sent, filtered and paged by the server, newest first. */
export function useReceivedUploads(filters: ReceivedFilters) {
  return usePagedList<AdminClientUpload>(receivedUploadsKey, ENDPOINT, receivedParams(filters));
}

/**
 * How many files match the filters in each state (the state filter aside),
 * counted by the database. Clients send at any time: looked at again every
 * few minutes and when the tab comes back into view.
 */
export function receivedCountsQuery(filters?: ReceivedFilters) {
  const { state: _state, ...params } = filters ? receivedParams(filters) : {};
  return queryOptions({
    queryKey: [...receivedUploadsKey, 'counts', params],
    queryFn: (context) =>
      getJson<ClientUploadCounts>(`${ENDPOINT}/counts${listQueryString(params)}`, context),
  });
}

export function useReceivedCounts(filters?: ReceivedFilters) {
  return useQuery({
    ...receivedCountsQuery(filters),
    refetchInterval: 3 * 60_000,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

/** How many files no one at the firm has opened yet, across every client, for the tab's badge. */
export function useNewUploadsCount(): number {
  return useReceivedCounts().data?.new ?? 0;
}

/** After a download, an archive or a restore: every list, the counts and the badge. */
export function refreshReceived(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: receivedUploadsKey });
}
