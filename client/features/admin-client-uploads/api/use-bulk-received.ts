import { formatInteger } from '@common/format';
import type { ClientUploadsBulk } from '@common/schemas/client-uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, errorText, isSessionEnded } from '~/lib/api-client';
import { type ReceivedFilters, receivedParams } from '../received-filters';
import { refreshReceived } from './received-uploads';

type Action = ClientUploadsBulk['action'];

const documents = (n: number) => (n === 1 ? '1 documento' : `${formatInteger(n)} documenti`);
const done: Record<Action, { title: string; text: (n: number) => string }> = {
  archive: { title: 'Documenti archiviati', text: (n) => `${documents(n)} archiviati.` },
  restore: {
    title: 'Documenti ripristinati',
    text: (n) => `${documents(n)} riportati tra quelli da lavorare.`,
  },
  delete: { title: 'Documenti eliminati', text: (n) => `${documents(n)} eliminati.` },
};
const failed: Record<Action, string> = {
  archive: "Errore durante l'archiviazione dei documenti",
  restore: 'Errore durante il ripristino dei documenti',
  delete: "Errore durante l'eliminazione dei documenti",
};

/**
 * Archives, restores or deletes every file the filters match, in one request:
 * the server counts them again and refuses (409) when the number shown is no
 * longer right.
 */
export function useBulkReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: { action: Action; filters: ReceivedFilters; expected: number }) => {
      const { action, filters, expected } = args;
      const res = await apiRequest('POST', '/api/admin/client-uploads/bulk', {
        action,
        filters: receivedParams(filters),
        expected,
      });
      return { action, ...((await res.json()) as { changed: number }) };
    },
    onSuccess: ({ action, changed }) =>
      toast({ title: done[action].title, description: done[action].text(changed) }),
    onError: (error, { action }) => {
      if (isSessionEnded(error)) return;
      toast({ variant: 'destructive', title: 'Errore', description: errorText(error, failed[action]) });
    },
    onSettled: () => refreshReceived(queryClient),
  });
}
