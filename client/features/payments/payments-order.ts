import { formatCalendarDate, romeToday } from '@common/calendar-date';
import type { Payment } from '@common/schemas/payments';

/**
 * The client's 'Scadenze' in the order they act on them: what is still to
 * pay first, the most urgent on top (so the overdue ones, whose dates are
 * past, lead), then what is paid, the latest payment first.
 */
export function sortPayments<T extends Pick<Payment, 'documentId' | 'state' | 'dueDate' | 'paidAt'>>(
  payments: readonly T[],
): T[] {
  return [...payments].sort((a, b) => {
    const aPaid = a.state === 'paid';
    const bPaid = b.state === 'paid';
    if (aPaid !== bPaid) return aPaid ? 1 : -1;
    if (aPaid) return compare(b.paidAt ?? '', a.paidAt ?? '') || compare(b.dueDate, a.dueDate);
    return compare(a.dueDate, b.dueDate) || a.documentId - b.documentId;
  });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** 'Pagato il 3 dicembre 2026': the instant the client marked it, as a day in Italy. */
export function paidOnLabel(paidAt: string): string {
  return `Pagato il ${formatCalendarDate(romeToday(new Date(paidAt)))}`;
}
