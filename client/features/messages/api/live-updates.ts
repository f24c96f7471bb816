import { useMessageStreamOpen } from './message-stream';

/**
 * How often an open screen asks again while the stream of events is not open (a proxy that cuts it, a
 * network that drops it): in this one place for both sides. A hidden tab asks nothing.
 */
const OPEN_THREAD_MS = 5_000;
const COUNTS_MS = 30_000;

/** For the query of the conversation on screen, or the unread counts beside the section's name. */
export function useLiveOptions(what: 'thread' | 'counts') {
  const streaming = useMessageStreamOpen();
  const every = what === 'thread' ? OPEN_THREAD_MS : COUNTS_MS;
  return { refetchInterval: streaming ? false : every, refetchIntervalInBackground: false } as const;
}
