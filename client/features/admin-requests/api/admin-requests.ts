import type {
  AdminRequest,
  CreateRequestInput,
  RequestComment,
  RequestCounts,
  RequestSummary,
} from '@common/schemas/document-requests';
import type { Page } from '@common/schemas/paging';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { receivedUploadsKey } from '~/lib/admin-list-keys';
import { apiRequest, getJson } from '~/lib/api-client';
import { listQueryString, pagedListQuery, usePagedList } from '~/lib/paged-list';
import { useFailureToast } from '~/lib/use-failure-toast';
import { sentTitle } from '../request-form';

/** Every list of requests (any filters) and every request's detail. */
export const adminRequestsKey = ['/api/admin/requests'] as const;
const titlesKey = ['/api/admin/request-titles'] as const;
const requestKey = (id: number) => [...adminRequestsKey, 'detail', id] as const;
// Under the detail's key: a deleted request's comments go with it.
const commentsKey = (id: number) => [...requestKey(id), 'comments'] as const;
const commentsUrl = (id: number) => `/api/admin/requests/${id}/comments`;

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

/** One request with its items and files; its comments are useRequestComments'. */
export function useAdminRequest(id: number | null) {
  return useQuery({
    queryKey: requestKey(id ?? 0),
    queryFn: (context) => getJson<AdminRequest>(`/api/admin/requests/${id}`, context),
    enabled: id !== null,
    // The client answers while the firm looks elsewhere: a request opened again is asked for again.
    staleTime: 0,
  });
}

/**
 * A request's comments a page at a time, newest first (a thread may hold 500): the latest at once,
 * older ones on demand. Pages follow the keyset cursor, so a comment added meanwhile never shifts them.
 */
export function useRequestComments(id: number) {
  // Not usePagedList: its previous data kept while loading would be another request's thread.
  const query = useInfiniteQuery({
    ...pagedListQuery<RequestComment>(commentsKey(id), commentsUrl(id), {}),
    // As the detail: the client writes while the firm looks elsewhere, a thread opened again is asked again.
    staleTime: 0,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    items: pages.flatMap((p) => p.items),
    total: pages[0]?.total ?? 0,
    totalCapped: pages[0]?.totalCapped ?? false,
  };
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
      return (await res.json()) as AdminRequest;
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

export function useAddRequestComment(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => {
      const res = await apiRequest('POST', `/api/admin/requests/${requestId}/comments`, { text });
      return (await res.json()) as RequestComment;
    },
    onSuccess: (comment) => {
      // Shown at once at the end of the thread, then the pages asked again from the newest.
      queryClient.setQueriesData<InfiniteData<Page<RequestComment>>>(
        { queryKey: commentsKey(requestId) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page, i) =>
              i === 0 ? { ...page, items: [comment, ...page.items], total: page.total + 1 } : page,
            ),
          },
      );
      return queryClient.invalidateQueries({ queryKey: commentsKey(requestId) });
    },
  });
}

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Pick<AdminRequest, 'id' | 'title' | 'clientName'>) =>
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
