import type { DeliveryStatus } from '@common/schemas/contact';
import { cn } from '~/lib/utils';

const labels: Record<DeliveryStatus, string> = {
  sent: 'Inviata',
  pending: 'In coda',
  failed: 'Non recapitata',
  off: 'Non prevista',
};

const styles: Record<DeliveryStatus, string> = {
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  off: 'bg-slate-100 text-slate-800',
};

/** The e-mail that told the firm about a message: 'off' means mail was not configured then. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', styles[status])}>
      {labels[status]}
    </span>
  );
}
