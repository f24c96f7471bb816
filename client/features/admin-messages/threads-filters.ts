import type { AdminThreadsParams } from './api/admin-messages';

/**
 * The section's filters as the address keeps them (`?scheda=messaggi&vista=da-leggere&cliente=12`), each
 * '' when off, named apart from the other sections'.
 */
export const THREADS_URL_DEFAULTS = { vista: '', cliente: '', 'cerca-conversazioni': '' };
export type ThreadsUrlFilters = typeof THREADS_URL_DEFAULTS;

export const viewOptions = [
  { value: 'da-leggere', label: 'Da leggere' },
  { value: 'aperte', label: 'Aperte' },
  { value: 'chiuse', label: 'Chiuse' },
] as const;

/** The filters as `GET /api/admin/messages/threads` reads them; an unknown value filters nothing. */
export function threadsParams(filters: ThreadsUrlFilters): AdminThreadsParams {
  const q = filters['cerca-conversazioni'].trim().replace(/\s+/g, ' ');
  const client = Number(filters.cliente);
  return {
    q: q || undefined,
    userId: Number.isSafeInteger(client) && client > 0 ? String(client) : undefined,
    unread: filters.vista === 'da-leggere' ? 'true' : undefined,
    state: filters.vista === 'aperte' ? 'open' : filters.vista === 'chiuse' ? 'closed' : undefined,
  };
}

export function isFiltering(filters: ThreadsUrlFilters): boolean {
  return Object.values(threadsParams(filters)).some((v) => v !== undefined);
}
