import { CountBadge } from '~/components/ui/count-badge';
import { useNewUploadsCount } from '../api/received-uploads';

/** The number of files no one at the firm has opened yet, for the section's link. */
export function NewUploadsCount() {
  return <CountBadge count={useNewUploadsCount()} what="nuovi" />;
}
