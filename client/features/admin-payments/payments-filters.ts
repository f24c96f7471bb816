import { type PaymentState, paymentStates } from '@common/payments';

/** A select's value for "every state" or "any month". */
export const ANY = '';

/**
 * The tab's filters as the address keeps them (`?stato=overdue&mese=2026-12`),
 * each '' when off. The firm opens the tab to chase what is not paid, so
 * 'Da pagare' and 'Scaduti' are the first choices, 'tutti' the last.
 */
export const NO_PAYMENTS_FILTER = { stato: ANY, mese: ANY, q: '' };
export type PaymentsFilter = typeof NO_PAYMENTS_FILTER;

export const stateFilterOptions: { value: PaymentState; label: string }[] = [
  { value: 'unpaid', label: 'Da pagare' },
  { value: 'overdue', label: 'Scaduti' },
  { value: 'paid', label: 'Pagati' },
];

const isState = (value: string): value is PaymentState =>
  (paymentStates as readonly string[]).includes(value);
const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The filters as the API's query: `state`, `month`, `q`; a hand-edited address's nonsense is left out. */
export function paymentsParams(filter: PaymentsFilter): Record<'state' | 'month' | 'q', string> {
  return {
    state: isState(filter.stato) ? filter.stato : ANY,
    month: isMonth(filter.mese) ? filter.mese : ANY,
    q: filter.q.trim(),
  };
}

export function isNarrowed(filter: PaymentsFilter): boolean {
  const params = paymentsParams(filter);
  return params.state !== ANY || params.month !== ANY || params.q !== '';
}
