/**
 * The API's answers a page may carry (decision 0032): for a signed-in client, `/area-clienti` comes with
 * what its first screen asks for, keyed by the exact URL the client asks, so the phone does not wait a
 * round trip for each. The client takes each once (`client/lib/page-answers.ts`); anything else, or a
 * later question, goes to the network.
 */
export const PAGE_ANSWERS_ID = 'page-answers';

export const clientAreaAnswerUrls = {
  user: '/api/user',
  requests: '/api/requests?limit=200',
  payments: '/api/payments',
  /** Only for the documents' default filters: with a search or a category in the address it differs. */
  years: '/api/documents/years',
} as const;

/**
 * Set on `<body>` when the server drew the area's first screen into the page (decision 0034): the
 * browser then takes that screen over whole, once its code and answers are there, instead of drawing
 * its loader over it first.
 */
export const DRAWN_BY_SERVER_ATTRIBUTE = 'data-drawn-by-server';
