import { CountBadge } from '~/components/ui/count-badge';
import { useContactMessageCounts } from '../api/contact-inbox';

/** The number of unread messages, for the section's link (counted by the server). */
export function UnreadCount() {
  return <CountBadge count={useContactMessageCounts().data?.unread ?? 0} what="non letti" />;
}
