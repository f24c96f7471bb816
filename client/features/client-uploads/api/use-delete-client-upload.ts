import type { ClientUpload } from '@common/schemas/client-uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { ApiError, apiRequest, errorText, isSessionEnded } from '~/lib/api-client';
import { clientUploadsQueryKey } from './client-uploads';

export const DELETE_FAILED = 'Non è stato possibile eliminare il documento. Riprova tra qualche istante.';
export const ALREADY_RECEIVED = 'Lo studio ha già ricevuto questo documento: non può più essere eliminato.';

/**
 * Deletes one of the client's uploads while the firm has not seen it. A 409
 * (the firm opened it meanwhile) or a 404 (gone) refreshes the list, which
 * then shows the real state.
 */
export function useDeleteClientUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ClientUpload) => apiRequest('DELETE', `/api/client-uploads/${upload.id}`),
    onSuccess: (_res, upload) => {
      toast({ title: 'Documento eliminato', description: `«${upload.title}» è stato eliminato.` });
      return queryClient.invalidateQueries({ queryKey: clientUploadsQueryKey });
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const conflict = error instanceof ApiError && error.status === 409;
      toast({
        variant: 'destructive',
        title: conflict ? 'Documento già ricevuto' : 'Errore',
        description: errorText(error, conflict ? ALREADY_RECEIVED : DELETE_FAILED),
      });
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: clientUploadsQueryKey });
      }
    },
  });
}
