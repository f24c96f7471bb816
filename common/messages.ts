/** Conversations between a client and the firm ('Messaggi'): limits and the texts both sides show. */

export const MESSAGE_TEXT_MAX = 5000;
export const THREAD_SUBJECT_MAX = 150;
/** Files a message carries, each sent first through the upload pipeline. */
export const MESSAGE_FILES_MAX = 10;
/** A circolare reaches at most this many clients at once, as a request does. */
export const BROADCAST_USERS_MAX = 5000;

export const threadStates = ['open', 'closed'] as const;
export type ThreadState = (typeof threadStates)[number];

/** Any other client's conversation answers exactly as one that does not exist. */
export const THREAD_NOT_FOUND = 'Conversazione non trovata.';
export const TOO_MANY_MESSAGES = 'Hai scritto troppi messaggi in poco tempo.';
export const LINKED_NOT_FOUND = {
  document: 'Il documento indicato non esiste.',
  request: 'La richiesta indicata non esiste.',
  payment: 'Il pagamento indicato non esiste.',
} as const;
export const FILES_NOT_FOUND = 'Alcuni dei file allegati non sono più disponibili: allegali di nuovo.';
export const NOTE_WITHOUT_FILES =
  'Una nota interna non può avere allegati: i documenti allegati li vede il cliente.';
/** A request's conversation starts with a message the client reads: a note alone would be an empty row for them. */
export const NOTE_BEFORE_CONVERSATION =
  'La conversazione su questa richiesta non è ancora iniziata: scrivi prima al cliente, poi aggiungi le note.';
export const ONE_LINK_ONLY = 'Una conversazione può riguardare un solo documento, richiesta o pagamento.';

/** How the firm's messages are signed in the client's area: 'Studio' and the staff member's name. */
export const FIRM_NAME = 'Studio';
/** A staff member whose account is gone still wrote as the firm. */
export const FORMER_STAFF = 'Lo studio';

/** Where the notices' links open the conversations. */
export const CLIENT_MESSAGES_PATH = '/area-clienti?scheda=messaggi';
export const FIRM_MESSAGES_PATH = '/admin?scheda=messaggi';
