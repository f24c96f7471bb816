import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, errorText, isSessionEnded } from '~/lib/api-client';
import { settleAll } from '~/lib/settle-all';
import { refreshReceived } from './received-uploads';

type Target = 'archived' | 'seen';

const texts: Record<Target, { title: string; one: string; many: (n: number) => string; failed: string }> = {
  archived: {
    title: 'Documenti archiviati',
    one: '1 documento archiviato.',
    many: (n) => `${n} documenti archiviati.`,
    failed: "Errore durante l'archiviazione dei documenti",
  },
  seen: {
    title: 'Documenti ripristinati',
    one: '1 documento riportato tra quelli da lavorare.',
    many: (n) => `${n} documenti riportati tra quelli da lavorare.`,
    failed: 'Errore durante il ripristino dei documenti',
  },
};

/**
 * Archives files (out of the working list) or restores them (back in it, as
 * seen): one request each, all at once; the lists refresh whatever the outcome.
 */
export function useSetUploadState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, state }: { ids: readonly number[]; state: Target }) => {
      await settleAll(ids.map((id) => apiRequest('PATCH', `/api/admin/client-uploads/${id}`, { state })));
      return { count: ids.length, state };
    },
    onSuccess: ({ count, state }) => {
      const text = texts[state];
      toast({ title: text.title, description: count === 1 ? text.one : text.many(count) });
    },
    onError: (error, { state }) => {
      if (isSessionEnded(error)) return;
      toast({ variant: 'destructive', title: 'Errore', description: errorText(error, texts[state].failed) });
    },
    onSettled: () => refreshReceived(queryClient),
  });
}
