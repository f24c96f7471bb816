import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, isSessionEnded } from '~/lib/api-client';
import { settleAll } from '~/lib/settle-all';

/** The specification's message for a bulk delete that failed, whatever the cause. */
export const DELETE_FAILED = "Si è verificato un errore durante l'eliminazione dei documenti";

/**
 * Deletes the selected documents for good: one request each, all at once (one failure never cuts the
 * others short); the lists refresh whatever the outcome.
 */
export function useDeleteMany(options: {
  url: (id: number) => string;
  refresh: (queryClient: QueryClient) => Promise<void>;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      await settleAll(ids.map((id) => apiRequest('DELETE', options.url(id))));
      return ids.length;
    },
    onSuccess: (count) => {
      toast({
        title: 'Documenti eliminati',
        description: count === 1 ? '1 documento eliminato.' : `${count} documenti eliminati.`,
      });
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      toast({ variant: 'destructive', title: 'Errore', description: DELETE_FAILED });
    },
    onSettled: () => options.refresh(queryClient),
  });
}
