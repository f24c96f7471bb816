// Plain values the API and the pages share, apart from the schemas that use them: the client's pages
// import these without zod (decision 0027).

/** The most items one checklist may hold, and the most clients one creation reaches (every client of a large firm). */
export const REQUEST_ITEMS_MAX = 40;

export const REQUEST_USERS_MAX = 5000;

export const REQUEST_TITLE_MAX = 200;

export const REQUEST_MESSAGE_MAX = 2000;

export const ITEM_NAME_MAX = 200;

export const ITEM_HINT_MAX = 500;

export const ANSWER_NOTE_MAX = 1000;

/** Reminders before the due date: up to five, each 0 (the day itself) to 60 days before. */
export const REMINDER_DAYS_DEFAULT = [7, 1];

export const REMINDER_DAYS_MAX = 60;

export const REQUEST_NOT_FOUND = 'Richiesta non trovata';

export const ITEM_NOT_FOUND = 'Voce della richiesta non trovata';

export const REQUEST_CLOSED = 'Questa voce è già stata accettata dallo studio: non serve altro.';

/**
 * An item's state: the client answers ('sent', 'unavailable'), the firm
 * reviews ('accepted', 'rejected' = 'Da rivedere', which the client answers again).
 */
export const requestItemStates = ['pending', 'sent', 'unavailable', 'accepted', 'rejected'] as const;

export type RequestItemState = (typeof requestItemStates)[number];

export const requestItemStateLabels: Record<RequestItemState, string> = {
  pending: 'Da inviare',
  sent: 'Inviato',
  unavailable: 'Non disponibile',
  accepted: 'Accettato',
  rejected: 'Da rivedere',
};

/** An item counts as answered in these states; a request is complete when all its items are. */
export const answeredItemStates: readonly RequestItemState[] = ['sent', 'unavailable', 'accepted'];

export const requestStates = ['open', 'complete', 'overdue'] as const;

export type RequestState = (typeof requestStates)[number];

export const requestStateLabels: Record<RequestState, string> = {
  open: 'Aperta',
  complete: 'Completa',
  overdue: 'Scaduta',
};

export const TEMPLATE_NOT_FOUND = 'Modello non trovato';

export const TEMPLATE_NAME_TAKEN = 'Esiste già un modello con questo nome';
