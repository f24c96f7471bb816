import type { Message, Thread } from '@common/schemas/messages';
import * as React from 'react';

/**
 * Marks the other side's messages read once the conversation is shown, then at each of theirs that
 * arrives while it stays on screen; either side, with its own `markRead`.
 */
export function useReadWhenShown(
  thread: Thread | undefined,
  messages: readonly Message[],
  otherSide: Message['side'],
  markRead: () => void,
) {
  const newestUnread = messages.findLast((m) => m.side === otherSide && m.readAt === null)?.id ?? null;
  const marked = React.useRef<number | null | undefined>(undefined);
  React.useEffect(() => {
    if (!thread || marked.current === newestUnread) return;
    marked.current = newestUnread;
    markRead();
  }, [thread, newestUnread, markRead]);
}
