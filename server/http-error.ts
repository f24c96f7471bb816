import { SESSION_REQUIRED_MESSAGE } from '@common/session-required';
import { UNAVAILABLE_MESSAGE } from '@common/unavailable';
/** An error whose message is safe to show the user: Italian, no internals. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Which field of a form the refusal belongs to, as a 400's `fieldErrors`. */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The Italian text for a status when the error carries none of ours. */
export const statusMessages: Record<number, string> = {
  400: 'Richiesta non valida.',
  401: SESSION_REQUIRED_MESSAGE,
  403: 'Operazione non consentita.',
  404: 'Risorsa non trovata.',
  405: 'Metodo non consentito.',
  406: 'Formato di risposta non disponibile.',
  409: 'La risorsa è già presente.',
  413: 'Il contenuto inviato è troppo grande.',
  415: 'Tipo di contenuto non supportato.',
  429: 'Troppe richieste. Riprova tra qualche minuto.',
  503: UNAVAILABLE_MESSAGE,
};

export const internalErrorMessage = 'Si è verificato un errore interno. Riprova più tardi.';

/** Seconds a client is asked to wait after a 503: long enough for a database restart. */
export const RETRY_AFTER_SECONDS = 60;
