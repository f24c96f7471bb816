import type { DocumentRequest } from '@common/schemas/document-requests';
import type { Page } from '@common/schemas/paging';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useUser } from '~/features/auth/api/use-user';
import { type Asker, apiRequest, getJson } from '~/lib/api-client';
import { listQueryString } from '~/lib/paged-list';
import { type TransferProgress, uploadRequest } from '~/lib/upload-request';

export const requestsQueryKey = ['/api/requests'] as const;

/** A client has a few requests a season: the page's sections need all of them (open and completed) at once. */
const PAGE_SIZE = 200;
const MAX_PAGES = 10;

async function fetchAllRequests(by: Asker): Promise<DocumentRequest[]> {
  const requests: DocumentRequest[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await getJson<Page<DocumentRequest>>(
      `/api/requests${listQueryString({ limit: PAGE_SIZE }, cursor)}`,
      by,
    );
    requests.push(...answer.items);
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return requests;
}

/** The signed-in client's requests, every page of them. */
export const requestsQuery = queryOptions({ queryKey: requestsQueryKey, queryFn: fetchAllRequests });

// Asked first by the area's loader: a failure there is shown, not asked again unseen. Clients only: the API refuses staff.
export function useRequests() {
  const { data: user } = useUser();
  return useQuery({ ...requestsQuery, enabled: user?.role === 'client', retryOnMount: false });
}

/** Every answer returns the request as it now stands: the list takes it in place of the old one. */
export function storeRequest(queryClient: QueryClient, request: DocumentRequest): void {
  queryClient.setQueryData<DocumentRequest[]>(requestsQueryKey, (list) =>
    list?.map((r) => (r.id === request.id ? request : r)),
  );
}

const itemUrl = (requestId: number, itemId: number) => `/api/requests/${requestId}/items/${itemId}`;

/** One file for an item; the title and category come from the item, on the server. */
export function sendItemFile(
  requestId: number,
  itemId: number,
  file: File,
  batch: string,
  options: { onProgress?: (progress: TransferProgress) => void; signal?: AbortSignal } = {},
): Promise<DocumentRequest> {
  const form = new FormData();
  form.append('batch', batch);
  form.append('file', file, file.name);
  return uploadRequest<DocumentRequest>(`${itemUrl(requestId, itemId)}/files`, form, options);
}

export async function markUnavailable(
  requestId: number,
  itemId: number,
  note: string | null,
): Promise<DocumentRequest> {
  const res = await apiRequest('POST', `${itemUrl(requestId, itemId)}/unavailable`, { note });
  return (await res.json()) as DocumentRequest;
}
