import type { ContactMessageDetail, ContactMessageSummary } from '@common/schemas/contact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, errorText, getJson } from '~/lib/api-client';

export const contactMessagesKey = ['/api/admin/contact-messages'] as const;
const messageKey = (id: number) => [...contactMessagesKey, id] as const;

/** The inbox list; refreshed on demand (the 'Aggiorna' button), never polled. */
export function useContactMessages() {
  return useQuery({
    queryKey: contactMessagesKey,
    queryFn: () => getJson<ContactMessageSummary[]>('/api/admin/contact-messages'),
  });
}

/** One whole message. Fetching it marks it read, so the list is updated in place. */
export function useContactMessage(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKey(id ?? 0),
    enabled: id !== null,
    queryFn: async () => {
      const message = await getJson<ContactMessageDetail>(`/api/admin/contact-messages/${id}`);
      queryClient.setQueryData<ContactMessageSummary[]>(contactMessagesKey, (list) =>
        list?.map((m) => (m.id === message.id ? { ...m, readAt: message.readAt } : m)),
      );
      return message;
    },
  });
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/admin/contact-messages/${id}`);
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<ContactMessageSummary[]>(contactMessagesKey, (list) =>
        list?.filter((m) => m.id !== id),
      );
      queryClient.removeQueries({ queryKey: messageKey(id) });
      toast({ title: 'Messaggio eliminato' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Errore',
        description: errorText(error, "Errore nell'eliminazione del messaggio"),
      });
    },
  });
}
