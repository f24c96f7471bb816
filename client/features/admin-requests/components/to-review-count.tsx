import { CountBadge } from '~/components/ui/count-badge';
import { useRequestCounts } from '../api/admin-requests';

/** The files clients sent for a request that no one at the firm has reviewed, for the section's link. */
export function ToReviewCount() {
  return <CountBadge count={useRequestCounts().data?.toReview ?? 0} what="da verificare" />;
}
