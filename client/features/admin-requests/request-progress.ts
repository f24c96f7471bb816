import { daysLeftLabel, formatCalendarDate } from '@common/calendar-date';
import type { RequestItemState, RequestState } from '@common/document-requests';

/** '3 di 7': items answered of the checklist's. */
export function progressLabel(answered: number, total: number): string {
  return `${answered} di ${total}`;
}

/** The due date and, for a request still waiting, the days left ('Mancano 5 giorni', 'Scaduta da 2 giorni'). */
export function dueText(
  dueDate: string,
  state: RequestState,
  today: string,
): { date: string; left: string | null } {
  return {
    date: formatCalendarDate(dueDate),
    left: state === 'complete' ? null : daysLeftLabel(dueDate, today),
  };
}

/** '2 da verificare', or null when nothing waits for the firm. */
export function toReviewLabel(count: number): string | null {
  return count > 0 ? `${count} da verificare` : null;
}

/**
 * What the firm may do with an item once the client has answered it (the
 * server refuses a review of an item still waiting): accept anything not
 * accepted yet (a send-back given by mistake too); send back an answer, or an
 * acceptance given by mistake.
 */
export function itemActions(state: RequestItemState): { accept: boolean; reject: boolean } {
  return {
    accept: state === 'sent' || state === 'unavailable' || state === 'rejected',
    reject: state === 'sent' || state === 'unavailable' || state === 'accepted',
  };
}
