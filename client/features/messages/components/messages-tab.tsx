import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { useUnreadMessages } from '../api/message-counts';
import { threadQuery, threadsQueryFor } from '../api/messages';
import { messagesViewFrom, VIEW_KEYS } from '../messages-address';
import { NewThreadForm } from './new-thread-form';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/** What the tab's first screen shows, asked for with its code (the area's loader waits for it). */
export async function prefetchMessages(queryClient: QueryClient, search: URLSearchParams): Promise<void> {
  const view = messagesViewFrom(search);
  if (view.kind === 'thread') await queryClient.prefetchInfiniteQuery(threadQuery(view.id));
  else if (view.kind === 'list') await queryClient.prefetchInfiniteQuery(threadsQueryFor({}));
}

/** The client's 'Messaggi' tab: the conversations with the firm, one of them, or a new one. */
export function MessagesTab() {
  const [params, setParams] = useSearchParams();
  const view = messagesViewFrom(params);
  const queryClient = useQueryClient();
  const unread = useUnreadMessages(true);
  const seenUnread = React.useRef(unread);
  // A count that grew means a new message from the firm: the list shows it without a reload.
  React.useEffect(() => {
    if (unread > seenUnread.current)
      void queryClient.invalidateQueries({ queryKey: ['/api/messages/threads'] });
    seenUnread.current = unread;
  }, [unread, queryClient]);

  const show = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const key of VIEW_KEYS) next.delete(key);
    for (const [key, value] of Object.entries(change)) next.set(key, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const toList = () => show({});

  if (view.kind === 'thread') return <ThreadView key={view.id} id={view.id} onBack={toList} />;
  if (view.kind === 'new')
    return (
      <NewThreadForm
        subject={view.subject}
        link={view.link}
        onCancel={toList}
        onCreated={(id) => show({ conversazione: String(id) })}
      />
    );
  return (
    <ThreadList onOpen={(id) => show({ conversazione: String(id) })} onNew={() => show({ nuova: '1' })} />
  );
}
