import { romeToday } from '@common/calendar-date';
import { NOTE_MAX } from '@common/client-uploads';
import { DOCUMENT_TITLE_MAX } from '@common/documents';
import type {
  Message,
  NewThreadInput,
  ThreadPage,
  ThreadState,
  ThreadSummary,
} from '@common/schemas/messages';
import type { Page } from '@common/schemas/paging';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { sendClientUpload } from '~/features/client-uploads/api/client-uploads';
import { requestsQueryKey } from '~/features/document-requests/api/requests';
import { paymentsQueryKey } from '~/features/payments/api/payments';
import { apiRequest, getJson } from '~/lib/api-client';
import { listQueryString, usePagedList } from '~/lib/paged-list';
import { useLiveOptions } from './live-updates';
import { threadListKey as listKey, messageCountsKey, threadKey } from './message-counts';

const LIST_URL = '/api/messages/threads';

export interface ThreadsParams extends Record<string, string | undefined> {
  q?: string;
  state?: ThreadState;
}

/** The client's conversations, newest activity first, a page at a time. */
export function useThreads(params: ThreadsParams) {
  return usePagedList<ThreadSummary>(listKey, LIST_URL, params);
}

/** For the tab's first screen (the area's loader). */
export const threadsQueryFor = (params: ThreadsParams) =>
  infiniteQueryOptions({
    queryKey: [...listKey, params],
    queryFn: (context) =>
      getJson<Page<ThreadSummary>>(`${LIST_URL}${listQueryString(params, context.pageParam)}`, context),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A conversation: its newest messages first asked, older pages on demand ('Messaggi precedenti'). */
export const threadQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: threadKey(id),
    queryFn: (context) =>
      getJson<ThreadPage>(`${LIST_URL}/${id}${listQueryString({}, context.pageParam)}`, context),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.messages.nextCursor ?? undefined,
  });

/** The open conversation, kept up to date while it is on screen. */
export function useThread(id: number) {
  return useInfiniteQuery({ ...threadQuery(id), ...useLiveOptions('thread') });
}

/**
 * A file for a message, sent as 'Invia documenti' sends one: it is then also among the files the client
 * sent, its note naming the conversation.
 */
export function sendMessageFile(file: File, subject: string, batch: string): Promise<number> {
  return sendClientUpload(
    {
      title: file.name.replace(/\.[^.]+$/, '').slice(0, DOCUMENT_TITLE_MAX) || file.name,
      category: 'altro',
      year: Number(romeToday().slice(0, 4)),
      note: `Allegato alla conversazione «${subject}»`.slice(0, NOTE_MAX),
      batch,
    },
    file,
  ).then((upload) => upload.id);
}

/** The loaded pages' messages, oldest first (each page holds older messages than the one before). */
export function threadMessages(data: InfiniteData<ThreadPage> | undefined): Message[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.messages.items) : [];
}

/** Its row in the loaded lists changed in place (read, reopened), keeping the list where it is. */
function updateRow(queryClient: QueryClient, id: number, change: Partial<ThreadSummary>) {
  queryClient.setQueriesData<InfiniteData<Page<ThreadSummary>>>({ queryKey: listKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            items: p.items.map((t) => (t.id === id ? { ...t, ...change } : t)),
          })),
        }
      : data,
  );
}

export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewThreadInput) => {
      const res = await apiRequest('POST', LIST_URL, body);
      return ((await res.json()) as { id: number }).id;
    },
    // The card it started from ('Scrivi allo studio') opens this conversation from now on.
    onSuccess: (_id, body) => {
      const cards = body.requestId ? [requestsQueryKey] : body.paymentId ? [paymentsQueryKey] : [];
      return Promise.all([listKey, ...cards].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { text: string; uploadIds: number[] }) => {
      const res = await apiRequest('POST', `${LIST_URL}/${id}/messages`, body);
      return (await res.json()) as Message;
    },
    // Shown at once at the end; a client's message opens a closed conversation again.
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<ThreadPage>>(threadKey(id), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p, i) =>
                i === 0
                  ? {
                      thread: { ...p.thread, state: 'open', closedAt: null },
                      messages: { ...p.messages, items: [...p.messages.items, message] },
                    }
                  : p,
              ),
            }
          : data,
      );
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** The firm's messages in it are opened: the counts and its row follow. */
export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `${LIST_URL}/${id}/read`),
    // The row changes at once; the list is still asked again (setting its data would clear an earlier
    // invalidation, and a new conversation started meanwhile would not show).
    onSuccess: () => {
      updateRow(queryClient, id, { unread: 0 });
      return Promise.all(
        [messageCountsKey, listKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
