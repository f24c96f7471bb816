import { CountBadge } from '~/components/ui/count-badge';
import { useUnreadMessages } from '../api/message-counts';

/** The firm's messages not yet opened, beside the 'Messaggi' tab and in the area's header. */
export function UnreadMessagesBadge({ enabled }: { enabled: boolean }) {
  return <CountBadge count={useUnreadMessages(enabled)} what="non letti" />;
}
