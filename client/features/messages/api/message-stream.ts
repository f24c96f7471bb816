import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';

/**
 * The page's one stream of `GET /api/messages/events`, opened while a screen listens. Its events name
 * only a conversation; what changed is read again through the API. Events of a quarter of a second are
 * taken together: a circolare to every client is a thousand events on the firm's screen, one refetch.
 */
type Changed = Set<number> | 'all';
type Listener = (changed: Changed) => void;

const listeners = new Set<Listener>();
const openListeners = new Set<() => void>();
let source: EventSource | null = null;
let open = false;
let everOpened = false;
let pending: Changed | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const setOpen = (value: boolean) => {
  open = value;
  for (const notify of openListeners) notify();
};

function changed(id: number | 'all') {
  pending = id === 'all' || pending === 'all' ? 'all' : new Set([...(pending ?? []), id]);
  if (timer !== undefined) return;
  timer = setTimeout(() => {
    const batch = pending!;
    pending = null;
    timer = undefined;
    for (const listener of listeners) listener(batch);
  }, 250);
}

function connect() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/messages/events');
  source.onopen = () => {
    // Back after a break (the server's five minutes, a network change): what came meanwhile is unknown.
    if (everOpened) changed('all');
    everOpened = true;
    setOpen(true);
  };
  // EventSource tries again by itself; meanwhile the screens ask at intervals (useLiveOptions).
  source.onerror = () => setOpen(false);
  for (const kind of ['message', 'read', 'state']) {
    source.addEventListener(kind, (event) =>
      changed((JSON.parse(event.data) as { threadId: number }).threadId),
    );
  }
  source.addEventListener('resync', () => changed('all'));
}

function listen(listener: Listener) {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    source?.close();
    source = null;
    everOpened = false;
    setOpen(false);
  };
}

/** A side's queries: its count, its lists, every conversation's (a prefix of both) and one's. */
export interface StreamKeys {
  counts: QueryKey;
  list: QueryKey;
  all: QueryKey;
  thread: (id: number) => QueryKey;
}

/**
 * Keeps a side's queries fresh from the stream: the count and the lists on any change, a conversation's
 * own query when it changed, everything after a break. Mounted once per side, where its count always
 * shows; `keys` is a module's constant.
 */
export function useMessageStream(keys: StreamKeys, enabled = true) {
  const queryClient = useQueryClient();
  React.useEffect(() => {
    if (!enabled) return;
    return listen((batch) => {
      const stale =
        batch === 'all' ? [keys.counts, keys.all] : [keys.counts, keys.list, ...[...batch].map(keys.thread)];
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    });
  }, [queryClient, keys, enabled]);
}

/** The stream is open: the screens need not ask at intervals. */
export function useMessageStreamOpen(): boolean {
  return React.useSyncExternalStore(
    (notify) => {
      openListeners.add(notify);
      return () => openListeners.delete(notify);
    },
    () => open,
    () => false,
  );
}
