import { Ban, CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '~/lib/utils';
import type { SendStatus } from '../send-queue-state';

const badges: Record<SendStatus | 'invalid', { label: string; className: string; icon: React.ReactNode }> = {
  pending: {
    label: 'In attesa',
    className: 'bg-slate-100 text-slate-800',
    icon: <Clock aria-hidden="true" />,
  },
  sending: {
    label: 'Invio in corso',
    className: 'bg-brand-50 text-brand-800',
    icon: <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />,
  },
  sent: {
    label: 'Inviato',
    className: 'bg-green-50 text-green-800',
    icon: <CircleCheck aria-hidden="true" />,
  },
  error: { label: 'Errore', className: 'bg-red-50 text-red-800', icon: <CircleX aria-hidden="true" /> },
  invalid: { label: 'Non inviabile', className: 'bg-red-50 text-red-800', icon: <Ban aria-hidden="true" /> },
};

/** A queued file's state, in words (the colour and icon only repeat them). */
export function SendStatusBadge({ status, invalid }: { status: SendStatus; invalid: boolean }) {
  const badge = badges[invalid ? 'invalid' : status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold [&_svg]:size-4',
        badge.className,
      )}
    >
      {badge.icon}
      <span className="sr-only">Stato: </span>
      {badge.label}
    </span>
  );
}
