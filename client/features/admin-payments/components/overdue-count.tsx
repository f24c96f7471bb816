import { CountBadge } from '~/components/ui/count-badge';
import { usePaymentCounts } from '../api/admin-payments';

/** Every client's payments past their due date, for the section's link. */
export function OverdueCount() {
  return <CountBadge count={usePaymentCounts().data?.overdue ?? 0} what="scaduti" />;
}
