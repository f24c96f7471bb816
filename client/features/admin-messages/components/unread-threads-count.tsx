import { CountBadge } from '~/components/ui/count-badge';
import { useAdminMessageCounts, useLiveAdminMessages } from '../api/admin-messages';

/** The conversations waiting for the firm to read a client's message, for the section's link. */
export function UnreadThreadsCount() {
  useLiveAdminMessages();
  return <CountBadge count={useAdminMessageCounts().data?.unread ?? 0} what="da leggere" />;
}
