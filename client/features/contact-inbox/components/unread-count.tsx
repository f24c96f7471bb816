import { useContactMessageCounts } from '../api/contact-inbox';

/** The number of unread messages, for the tab's label (counted by the server); nothing when there are none. */
export function UnreadCount() {
  const unread = useContactMessageCounts().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      {unread}
      <span className="sr-only"> non letti</span>
    </span>
  );
}
