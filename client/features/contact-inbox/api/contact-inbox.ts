import type {
  ContactMessageCounts,
  ContactMessageDetail,
  ContactMessageSummary,
  SpamMessageSummary,
} from '@common/schemas/contact';
import type { Page } from '@common/schemas/paging';
import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, errorText, getJson } from '~/lib/api-client';
import { usePagedList } from '~/lib/paged-list';

export const contactMessagesKey = ['/api/admin/contact-messages'] as const;
/** The pages of each folder, under their searches. */
const inboxListKey = [...contactMessagesKey, 'list'] as const;
const spamListKey = ['/api/admin/contact-messages/spam'] as const;
export const contactCountsKey = ['/api/admin/contact-messages/counts'] as const;
const messageKey = (id: number) => [...contactMessagesKey, id] as const;

/** The inbox, a page at a time, newest first, searched by the server; refreshed on demand, never polled. */
export function useInboxPage(q: string) {
  return usePagedList<ContactMessageSummary>(inboxListKey, '/api/admin/contact-messages', { q });
}

/** The spam view: messages the contact form judged automated (kept 30 days, never e-mailed). */
export function useSpamPage(q: string) {
  return usePagedList<SpamMessageSummary>(spamListKey, '/api/admin/contact-messages/spam', { q });
}

/** The badges: unread messages of the inbox and spam kept, counted by the database. */
export const contactCountsQuery = queryOptions({
  queryKey: contactCountsKey,
  queryFn: (context) => getJson<ContactMessageCounts>('/api/admin/contact-messages/counts', context),
});

export function useContactMessageCounts() {
  return useQuery(contactCountsQuery);
}

/** Every list, and the badges, fetched again ('Aggiorna messaggi'). */
export function refreshContactMessages(queryClient: QueryClient) {
  return Promise.all(
    [inboxListKey, spamListKey, contactCountsKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

type Pages<T> = InfiniteData<Page<T>>;

/** Changes the loaded pages of a list in place, keeping the rows (and the focus) where they are. */
function updateRows<T extends { id: number }>(
  queryClient: QueryClient,
  key: readonly unknown[],
  change: (row: T) => T | null,
) {
  queryClient.setQueriesData<Pages<T>>({ queryKey: key }, (data) => {
    if (!data) return data;
    let removed = 0;
    const pages = data.pages.map((page) => {
      const items = page.items.flatMap((row) => {
        const next = change(row);
        if (next === null) removed++;
        return next === null ? [] : [next];
      });
      return { ...page, items };
    });
    // The count shown below the list follows the rows that left it.
    return {
      ...data,
      pages: pages.map((p, i) => (i === 0 ? { ...p, total: Math.max(0, p.total - removed) } : p)),
    };
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
      updateRows<ContactMessageSummary>(queryClient, inboxListKey, (m) =>
        m.id === message.id ? { ...m, readAt: message.readAt } : m,
      );
      void queryClient.invalidateQueries({ queryKey: contactCountsKey });
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
      for (const key of [inboxListKey, spamListKey]) {
        updateRows<{ id: number }>(queryClient, key, (m) => (m.id === id ? null : m));
      }
      queryClient.removeQueries({ queryKey: messageKey(id) });
      void queryClient.invalidateQueries({ queryKey: contactCountsKey });
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
      updateRows<{ id: number }>(queryClient, spamListKey, (m) => (m.id === id ? null : m));
      // Fetched again only when next opened, from the inbox, which marks it read there. Removed
      // now, an open dialog would fetch it at once and read it behind the staff's back.
      queryClient.setQueryData<ContactMessageDetail>(
        messageKey(id),
        (message) => message && { ...message, spamReason: null, readAt: null },
      );
      void queryClient.invalidateQueries({ queryKey: messageKey(id), exact: true, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: inboxListKey });
      void queryClient.invalidateQueries({ queryKey: contactCountsKey });
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
