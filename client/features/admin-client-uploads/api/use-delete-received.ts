import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { handleSessionExpired } from '~/features/auth/session-expiry';
import { apiRequest, errorText } from '~/lib/api-client';
import { settleAll } from '~/lib/settle-all';
import { refreshReceived } from './received-uploads';

/** Deletes received files for good (and their files): one request each, all at once; the lists refresh whatever the outcome. */
export function useDeleteReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      await settleAll(ids.map((id) => apiRequest('DELETE', `/api/admin/client-uploads/${id}`)));
      return ids.length;
    },
    onSuccess: (count) => {
      toast({
        title: 'Documenti eliminati',
        description: count === 1 ? '1 documento eliminato.' : `${count} documenti eliminati.`,
      });
    },
    onError: (error) => {
      if (handleSessionExpired(error, queryClient)) return;
      toast({
        variant: 'destructive',
        title: 'Errore',
        description: errorText(error, "Si è verificato un errore durante l'eliminazione dei documenti"),
      });
    },
    onSettled: () => refreshReceived(queryClient),
  });
}
