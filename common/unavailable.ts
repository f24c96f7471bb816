/**
 * What a person is told when the site cannot serve for now (its database or
 * disk is down, or the proxy cannot reach it): the server's 503 and the
 * client's words for a 502, 503 or 504 that came without a message.
 */
export const UNAVAILABLE_MESSAGE = 'Servizio momentaneamente non disponibile: riprova tra qualche minuto.';
