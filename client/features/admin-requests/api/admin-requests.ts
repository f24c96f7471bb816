import type {
  CreateRequestInput,
  DocumentRequest,
  RequestComment,
  RequestSummary,
} from '@common/schemas/document-requests';
import type { Page } from '@common/schemas/paging';
import {
  keepPreviousData,
  type QueryClient,
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

/** The titles sent so far, newest first: the same request to many clients is followed by its title. */
export function useRequestTitles() {
  return useQuery({ queryKey: titlesKey, queryFn: () => getJson<string[]>('/api/admin/request-titles') });
}

/** One request with its items, files and comments. */
export function useAdminRequest(id: number | null) {
  return useQuery({
    queryKey: requestKey(id ?? 0),
    queryFn: () => getJson<DocumentRequest>(`/api/admin/requests/${id}`),
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

export function useAddRequestComment(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => {
      const res = await apiRequest('POST', `/api/admin/requests/${requestId}/comments`, { text });
      return (await res.json()) as RequestComment;
    },
    onSuccess: (comment) => {
      queryClient.setQueryData<DocumentRequest>(requestKey(requestId), (request) =>
        request ? { ...request, comments: [...request.comments, comment] } : request,
      );
      return queryClient.invalidateQueries({ queryKey: requestKey(requestId) });
    },
  });
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
