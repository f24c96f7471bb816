import type { AdminClientUpload } from '@common/schemas/client-uploads';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { getJson } from '~/lib/api-client';
import { NEW_ONLY, normalizeFilters, type ReceivedFilters, receivedQueryString } from '../received-filters';
import { receivedUploadsKey } from './received-uploads-key';

const ENDPOINT = receivedUploadsKey[0];

export const receivedDownloadUrl = (id: number) => `${ENDPOINT}/${id}/download`;
export const RECEIVED_ARCHIVE_ENDPOINT = `${ENDPOINT}/archive`;

// Clients send at any time: a list older than a minute is asked again when the tab
// comes back into view (the app's default is never to refetch).
const RECEIVED_STALE_MS = 60_000;

function receivedQuery(filters: ReceivedFilters) {
  const normalized = normalizeFilters(filters);
  return {
    queryKey: [...receivedUploadsKey, normalized] as const,
    queryFn: () => getJson<AdminClientUpload[]>(`${ENDPOINT}${receivedQueryString(normalized)}`),
    staleTime: RECEIVED_STALE_MS,
    refetchOnWindowFocus: true,
  };
}

/** The files clients sent, filtered by the server, newest first. The last list stays shown while the next loads. */
export function useReceivedUploads(filters: ReceivedFilters) {
  return useQuery({ ...receivedQuery(filters), placeholderData: keepPreviousData });
}

/** How many files no one at the firm has opened yet, for the tab's badge; looked at again every few minutes. */
export function useNewUploadsCount(): number {
  const { data } = useQuery({ ...receivedQuery(NEW_ONLY), refetchInterval: 3 * 60_000 });
  return data?.length ?? 0;
}

/** After a download, an archive or a restore: every list and the badge. */
export function refreshReceived(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: receivedUploadsKey });
}
