/**
 * The API's answers a page may carry (decision 0032): for a signed-in client, `/area-clienti` comes with
 * what its first screen asks for, the tab's in the address, keyed by the exact URL the client asks, so the phone does not wait a
 * round trip for each. The client takes each once (`client/lib/page-answers.ts`); anything else, or a
 * later question, goes to the network.
 */
export const PAGE_ANSWERS_ID = 'page-answers';

/** The client's area's tabs as the address names them (`?scheda=invia`): none, or another, is the documents. */
export const clientAreaTabs = ['documenti', 'invia', 'profilo'] as const;
export type ClientAreaTab = (typeof clientAreaTabs)[number];
export const clientAreaTabFrom = (value: unknown): ClientAreaTab =>
  clientAreaTabs.find((tab) => tab === value) ?? 'documenti';

/** The client's own queries ask these very URLs: an answer in the page is found by its exact URL. */
export const clientAreaAnswerUrls = {
  user: '/api/user',
  requests: '/api/requests?limit=200',
  payments: '/api/payments',
  /** Only for the documents' default filters: with a search or a category in the address it differs. */
  years: '/api/documents/years',
  uploads: '/api/client-uploads',
  twoFactor: '/api/user/two-factor',
  passkeys: '/api/passkeys',
  sessions: '/api/user/sessions',
  calendarFeed: '/api/user/calendar-token',
} as const;

/** What a client's first screen on a tab asks for besides the account: the page carries those. */
export function tabAnswerUrls(tab: ClientAreaTab, documentsFiltered: boolean): string[] {
  const urls = clientAreaAnswerUrls;
  if (tab === 'invia') return [urls.uploads];
  if (tab === 'profilo') return [urls.twoFactor, urls.passkeys, urls.sessions, urls.calendarFeed];
  return documentsFiltered ? [urls.requests, urls.payments] : [urls.requests, urls.payments, urls.years];
}

/**
 * Set on `<body>` when the server drew the area's first screen into the page (decision 0034): the
 * browser then takes that screen over whole, once its code and answers are there, instead of drawing
 * its loader over it first.
 */
export const DRAWN_BY_SERVER_ATTRIBUTE = 'data-drawn-by-server';

/** The page's performance marks at the start and the end of each render of the take-over, in parts. */
export const TAKE_OVER_MARKS = { start: 'take-over', drawn: 'take-over drawn' } as const;
