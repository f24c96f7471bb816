import type {
  CreateRequestInput,
  DocumentRequest,
  RequestCounts,
  RequestSummary,
} from '@common/schemas/document-requests';
import type { Page } from '@common/schemas/paging';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { receivedUploadsKey } from '~/lib/admin-list-keys';
import { apiRequest, getJson } from '~/lib/api-client';
import { listQueryString, usePagedList } from '~/lib/paged-list';
import { useFailureToast } from '~/lib/use-failure-toast';
import { sentTitle } from '../request-form';

/** Every list of requests (any filters) and every request's detail. */
export const adminRequestsKey = ['/api/admin/requests'] as const;
const titlesKey = ['/api/admin/request-titles'] as const;
const requestKey = (id: number) => [...adminRequestsKey, 'detail', id] as const;

/** The requests across clients, filtered and paged by the server. */
export function useAdminRequests(params: Record<string, string | undefined>) {
  return usePagedList<RequestSummary>(adminRequestsKey, '/api/admin/requests', params);
}

/** Under the lists' key: a review, a request deleted or a list refreshed counts again. */
export const requestCountsQuery = queryOptions({
  queryKey: [...adminRequestsKey, 'counts'],
  queryFn: (context) => getJson<RequestCounts>('/api/admin/requests/counts', context),
});

/** What waits for the firm across every request; clients answer meanwhile, so it is asked again. */
export function useRequestCounts() {
  return useQuery({ ...requestCountsQuery, refetchInterval: 3 * 60_000, refetchOnWindowFocus: true });
}

/** The titles sent so far, newest first: the same request to many clients is followed by its title. */
export function useRequestTitles() {
  return useQuery({
    queryKey: titlesKey,
    queryFn: (context) => getJson<string[]>('/api/admin/request-titles', context),
  });
}

/** One request with its items and files, and its conversation's id. */
export function useAdminRequest(id: number | null) {
  return useQuery({
    queryKey: requestKey(id ?? 0),
    queryFn: (context) => getJson<DocumentRequest>(`/api/admin/requests/${id}`, context),
    enabled: id !== null,
    // The client answers while the firm looks elsewhere: a request opened again is asked for again.
    staleTime: 0,
  });
}

/** A change to one request shows in its detail, every list and their counts. */
function refreshRequests(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adminRequestsKey });
}

/**
 * How many clients 'Tutti i clienti' reaches with this search: the users
 * list's total (the server creates for the same search).
 */
export function useMatchingClients(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/users', 'matching-clients', q],
    queryFn: async () => {
      const page = await getJson<Page<unknown>>(
        `/api/admin/users${listQueryString({ role: 'client', q, limit: 1 })}`,
      );
      return { total: page.total, capped: page.totalCapped };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateRequestInput) => {
      const res = await apiRequest('POST', '/api/admin/requests', body);
      return ((await res.json()) as { ids: number[] }).ids;
    },
    onSuccess: (ids) => {
      toast({ title: sentTitle(ids.length), description: 'I clienti la trovano nella loro area.' });
      void queryClient.invalidateQueries({ queryKey: titlesKey });
      return refreshRequests(queryClient);
    },
  });
}

export interface ReviewInput {
  itemId: number;
  state: 'accepted' | 'rejected';
  message?: string;
}

/** Accepts an item or sends it back; the answer is the whole request, shown at once. */
export function useReviewItem(requestId: number) {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async ({ itemId, ...body }: ReviewInput) => {
      const res = await apiRequest('PATCH', `/api/admin/requests/${requestId}/items/${itemId}`, body);
      return (await res.json()) as DocumentRequest;
    },
    onSuccess: (request) => {
      queryClient.setQueryData(requestKey(requestId), request);
      return queryClient.invalidateQueries({
        queryKey: adminRequestsKey,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
    onError: (error) => failed(error, 'Documento non aggiornato'),
  });
}

/** The detail asked again: the request's first message started its conversation. */
export function useRefreshRequest(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: requestKey(id) });
}

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Pick<DocumentRequest, 'id' | 'title' | 'clientName'>) =>
      apiRequest('DELETE', `/api/admin/requests/${request.id}`).then(() => request),
    onSuccess: (request) => {
      toast({ title: 'Richiesta eliminata', description: `${request.title} – ${request.clientName}` });
      queryClient.removeQueries({ queryKey: requestKey(request.id) });
      // The files the client sent stay in 'Documenti ricevuti', no longer tied to an item.
      return Promise.all(
        [adminRequestsKey, titlesKey, receivedUploadsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ).then(() => undefined);
    },
  });
}
