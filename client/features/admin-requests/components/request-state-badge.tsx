import {
  type RequestItemState,
  type RequestState,
  requestItemStateLabels,
  requestStateLabels,
} from '@common/document-requests';
import { cn } from '~/lib/utils';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const requestStyles: Record<RequestState, string> = {
  open: 'bg-brand-50 text-brand-900',
  complete: 'bg-green-50 text-green-900',
  overdue: 'bg-red-50 text-red-800',
};

/** 'Aperta', 'Completa' or 'Scaduta'. */
export function RequestStateBadge({ state }: { state: RequestState }) {
  return <span className={cn(badge, requestStyles[state])}>{requestStateLabels[state]}</span>;
}

const itemStyles: Record<RequestItemState, string> = {
  pending: 'bg-slate-100 text-slate-800',
  sent: 'bg-brand-700 text-white',
  unavailable: 'bg-amber-50 text-amber-900',
  accepted: 'bg-green-50 text-green-900',
  rejected: 'bg-red-50 text-red-800',
};

/** 'Da inviare', 'Inviato', 'Non disponibile', 'Accettato' or 'Da rivedere'. */
export function ItemStateBadge({ state }: { state: RequestItemState }) {
  return <span className={cn(badge, itemStyles[state])}>{requestItemStateLabels[state]}</span>;
}
