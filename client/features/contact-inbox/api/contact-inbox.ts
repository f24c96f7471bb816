import type {
  ContactMessageDetail,
  ContactMessageSummary,
  SpamMessageSummary,
} from '@common/schemas/contact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, errorText, getJson } from '~/lib/api-client';

export const contactMessagesKey = ['/api/admin/contact-messages'] as const;
export const spamMessagesKey = ['/api/admin/contact-messages/spam'] as const;
const messageKey = (id: number) => [...contactMessagesKey, id] as const;

/** The inbox list; refreshed on demand (the 'Aggiorna' button), never polled. */
export function useContactMessages() {
  return useQuery({
    queryKey: contactMessagesKey,
    queryFn: () => getJson<ContactMessageSummary[]>('/api/admin/contact-messages'),
  });
}

/** The spam view: messages the contact form judged automated (kept 30 days, never e-mailed). */
export function useSpamMessages() {
  return useQuery({
    queryKey: spamMessagesKey,
    queryFn: () => getJson<SpamMessageSummary[]>('/api/admin/contact-messages/spam'),
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
      // From either view: it is in one list or the other.
      queryClient.setQueryData<ContactMessageSummary[]>(contactMessagesKey, (list) =>
        list?.filter((m) => m.id !== id),
      );
      queryClient.setQueryData<SpamMessageSummary[]>(spamMessagesKey, (list) =>
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

/** Back to the inbox, unread; the inbox list is fetched again to show it in its place. */
export function useRestoreContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('POST', `/api/admin/contact-messages/${id}/restore`);
      return id;
    },
    // Not awaited: an open dialog closes in the same task, before it could show the change.
    onSuccess: (id) => {
      queryClient.setQueryData<SpamMessageSummary[]>(spamMessagesKey, (list) =>
        list?.filter((m) => m.id !== id),
      );
      // Fetched again only when next opened, from the inbox, which marks it read there. Removed
      // now, an open dialog would fetch it at once and read it behind the staff's back.
      queryClient.setQueryData<ContactMessageDetail>(
        messageKey(id),
        (message) => message && { ...message, spamReason: null, readAt: null },
      );
      void queryClient.invalidateQueries({ queryKey: messageKey(id), exact: true, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: contactMessagesKey, exact: true });
      toast({ title: 'Messaggio ripristinato', description: 'Ora è tra i messaggi, da leggere.' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Errore',
        description: errorText(error, 'Errore nel ripristino del messaggio'),
      });
    },
  });
}
