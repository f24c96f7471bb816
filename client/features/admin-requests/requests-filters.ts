import { type RequestState, requestStateLabels, requestStates } from '@common/document-requests';

/** A select's value for "no filter". */
export const ANY = '';

/**
 * The tab's filters as the address keeps them (`?scheda=richieste&stato=overdue`),
 * each '' when off: the state, the request's title (the same request sent to
 * many clients shares it) and the search by client.
 */
export const REQUESTS_URL_DEFAULTS = { stato: ANY, titolo: ANY, 'cerca-richieste': '' };
export type RequestsUrlFilters = typeof REQUESTS_URL_DEFAULTS;

export const stateOptions = requestStates.map((value) => ({ value, label: requestStateLabels[value] }));

/** The state an address names; an unknown one (a hand-edited link) filters nothing. */
export function stateFrom(value: string): RequestState | undefined {
  return (requestStates as readonly string[]).includes(value) ? (value as RequestState) : undefined;
}

/** The filters as `GET /api/admin/requests` reads them; empty values are left out of the address. */
export function requestsParams(filters: RequestsUrlFilters): Record<string, string | undefined> {
  const q = filters['cerca-richieste'].trim().replace(/\s+/g, ' ');
  const title = filters.titolo.trim();
  return { state: stateFrom(filters.stato), title: title || undefined, q: q || undefined };
}

/** Whether any filter is on (the empty list then offers to clear them). */
export function isFiltering(filters: RequestsUrlFilters): boolean {
  return Object.values(requestsParams(filters)).some((v) => v !== undefined);
}

/**
 * The title select's options: the server's titles, newest first, and the one
 * the address names even when the server no longer lists it (its last
 * request deleted), so the select never shows a filter other than the one applied.
 */
export function titleOptions(titles: readonly string[], current: string): { value: string; label: string }[] {
  const all = current && !titles.includes(current) ? [current, ...titles] : titles;
  return all.map((title) => ({ value: title, label: title }));
}
