import { type RequestItemState, requestItemStateLabels } from '@common/document-requests';
import { Ban, CircleCheck, Clock, RotateCcw, Send } from 'lucide-react';
import type * as React from 'react';
import { cn } from '~/lib/utils';

const looks: Record<RequestItemState, { className: string; icon: React.ReactNode }> = {
  pending: { className: 'bg-slate-100 text-slate-800', icon: <Clock aria-hidden="true" /> },
  sent: { className: 'bg-brand-50 text-brand-800', icon: <Send aria-hidden="true" /> },
  unavailable: { className: 'bg-slate-100 text-slate-800', icon: <Ban aria-hidden="true" /> },
  accepted: { className: 'bg-green-50 text-green-800', icon: <CircleCheck aria-hidden="true" /> },
  rejected: { className: 'bg-amber-100 text-amber-900', icon: <RotateCcw aria-hidden="true" /> },
};

/** An item's state in words; the colour and the icon only repeat them. */
export function ItemStateBadge({ state }: { state: RequestItemState }) {
  const look = looks[state];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold [&_svg]:size-4',
        look.className,
      )}
    >
      {look.icon}
      <span className="sr-only">Stato: </span>
      {requestItemStateLabels[state]}
    </span>
  );
}
