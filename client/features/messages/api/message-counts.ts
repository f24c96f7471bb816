import type { MessageCounts } from '@common/schemas/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '~/lib/api-client';
import { useLiveOptions } from './live-updates';
import { type StreamKeys, useMessageStream } from './message-stream';

export const messageCountsKey = ['/api/messages/counts'] as const;
/** Every conversation's query starts with this; the lists' with the next. */
export const threadsKey = ['/api/messages/threads'] as const;
export const threadListKey = [...threadsKey, 'list'] as const;
export const threadKey = (id: number) => [...threadsKey, id] as const;

const streamKeys: StreamKeys = {
  counts: messageCountsKey,
  list: threadListKey,
  all: threadsKey,
  thread: threadKey,
};

/** The firm's messages the client has not opened (in the area's first bundle: keep this module small). */
export const messageCountsQuery = queryOptions({
  queryKey: messageCountsKey,
  queryFn: (context) => getJson<MessageCounts>('/api/messages/counts', context),
});

/** Staff opening the area have no conversations of their own: they ask nothing. */
export function useUnreadMessages(enabled: boolean): number {
  return useQuery({ ...messageCountsQuery, ...useLiveOptions('counts'), enabled }).data?.unread ?? 0;
}

/** The area's header, always on screen: the client's conversations follow the stream from there. */
export function useLiveMessages(enabled: boolean) {
  useMessageStream(streamKeys, enabled);
}
