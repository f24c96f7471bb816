import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api-client';
import { markUnavailable, requestsQueryKey, storeRequest } from './requests';

/** A 404 or 409 means the request changed meanwhile (withdrawn, the item accepted): the list is read again. */
function refreshOnConflict(queryClient: ReturnType<typeof useQueryClient>, error: unknown): void {
  if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
    void queryClient.invalidateQueries({ queryKey: requestsQueryKey });
  }
}

/** 'Non ho questo documento', with the client's optional note. */
export function useMarkUnavailable(requestId: number, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string | null) => markUnavailable(requestId, itemId, note),
    onSuccess: (request) => storeRequest(queryClient, request),
    onError: (error) => refreshOnConflict(queryClient, error),
  });
}
