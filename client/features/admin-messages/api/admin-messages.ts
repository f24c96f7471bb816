import { DOCUMENT_TITLE_MAX } from '@common/documents';
import type { UploadedDocument } from '@common/schemas/documents';
import type {
  FirmThreadsInput,
  Message,
  MessageCounts,
  Thread,
  ThreadPage,
  ThreadState,
  ThreadSummary,
} from '@common/schemas/messages';
import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLiveOptions } from '~/features/messages/api/live-updates';
import { type StreamKeys, useMessageStream } from '~/features/messages/api/message-stream';
import { apiRequest, getJson } from '~/lib/api-client';
import { listQueryString, usePagedList } from '~/lib/paged-list';
import { uploadRequest } from '~/lib/upload-request';

const THREADS_URL = '/api/admin/messages/threads';
const threadsKey = [THREADS_URL] as const;
const listKey = [...threadsKey, 'list'] as const;
const threadKey = (id: number) => [...threadsKey, id] as const;
export const adminMessageCountsKey = ['/api/admin/messages/counts'] as const;

/** The conversations with a client's message no one at the firm has read, for the section's badge. */
export const adminMessageCountsQuery = queryOptions({
  queryKey: adminMessageCountsKey,
  queryFn: (context) => getJson<MessageCounts>('/api/admin/messages/counts', context),
});

const streamKeys: StreamKeys = {
  counts: adminMessageCountsKey,
  list: listKey,
  all: threadsKey,
  thread: threadKey,
};

export function useAdminMessageCounts() {
  return useQuery({ ...adminMessageCountsQuery, ...useLiveOptions('counts') });
}

/** The panel's navigation, always on screen: every conversation follows the stream from there. */
export function useLiveAdminMessages() {
  useMessageStream(streamKeys);
}

export interface AdminThreadsParams extends Record<string, string | undefined> {
  q?: string;
  state?: ThreadState;
  userId?: string;
  unread?: 'true';
}

/** Every client's conversations, newest activity first, a page at a time, as the filters ask. */
export function useAdminThreads(params: AdminThreadsParams) {
  return usePagedList<ThreadSummary>(listKey, THREADS_URL, params);
}

/** Everything fetched again ('Aggiorna elenco'), the badge too. */
export function refreshAdminThreads(queryClient: QueryClient) {
  return Promise.all(
    [listKey, adminMessageCountsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** The open conversation with the internal notes, newest page first asked, kept up to date. */
export function useAdminThread(id: number | null) {
  return useInfiniteQuery({
    queryKey: threadKey(id ?? 0),
    queryFn: (context) =>
      getJson<ThreadPage>(`${THREADS_URL}/${id}${listQueryString({}, context.pageParam)}`, context),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.messages.nextCursor ?? undefined,
    enabled: id !== null,
    ...useLiveOptions('thread'),
  });
}

function changeFirstPage(queryClient: QueryClient, id: number, change: (page: ThreadPage) => ThreadPage) {
  queryClient.setQueryData<InfiniteData<ThreadPage>>(threadKey(id), (data) =>
    data ? { ...data, pages: data.pages.map((p, i) => (i === 0 ? change(p) : p)) } : data,
  );
}

/**
 * A file the firm attaches: a document of the conversation's client, uploaded as 'Carica Documenti' does
 * (its title the file's name, category 'Altro', this year), so it sits in the client's archive.
 */
export function sendFirmFile(file: File, userId: number): Promise<number> {
  const form = new FormData();
  form.append('title', file.name.replace(/\.[^.]+$/, '').slice(0, DOCUMENT_TITLE_MAX) || file.name);
  form.append('userId', String(userId));
  form.append('category', 'altro');
  form.append('file', file, file.name);
  return uploadRequest<UploadedDocument>('/api/documents/upload', form).then((doc) => doc.id);
}

/** A conversation, or a request whose conversation the message goes into (started by it if need be). */
export type FirmMessageTarget = { threadId: number } | { requestId: number };

export function useFirmMessage(target: FirmMessageTarget) {
  const queryClient = useQueryClient();
  const url =
    'threadId' in target
      ? `${THREADS_URL}/${target.threadId}/messages`
      : `/api/admin/requests/${target.requestId}/messages`;
  return useMutation({
    mutationFn: async (body: { text: string; internal: boolean; documentIds: number[] }) => {
      const res = await apiRequest('POST', url, body);
      return (await res.json()) as Message;
    },
    onSuccess: (message) => {
      changeFirstPage(queryClient, message.threadId, (p) => ({
        ...p,
        messages: { ...p.messages, items: [...p.messages.items, message] },
      }));
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** The client's messages in it are read by the firm: the badge and the list follow. */
export function useMarkThreadRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `${THREADS_URL}/${id}/read`),
    onSuccess: () => refreshAdminThreads(queryClient),
  });
}

/** 'Chiudi' and 'Riapri'. */
export function useThreadState(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (state: ThreadState) =>
      (await (await apiRequest('PATCH', `${THREADS_URL}/${id}`, { state })).json()) as Thread,
    onSuccess: (thread) => {
      changeFirstPage(queryClient, id, (p) => ({ ...p, thread }));
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** 'Scrivi ai clienti': one conversation per client; answers their ids. */
export function useCreateThreads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FirmThreadsInput) => {
      const res = await apiRequest('POST', THREADS_URL, body);
      return ((await res.json()) as { ids: number[] }).ids;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
