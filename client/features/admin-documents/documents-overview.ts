import type { AdminUser } from '@common/schemas/admin-users';
import type { AdminDocument } from '@common/schemas/documents';
import { matchesSearch } from '~/lib/search-text';

/** The main administrator (reserved id 1) never receives documents. */
const MAIN_ADMIN_ID = 1;

/** The filter's value for "every client". */
export const ALL_CLIENTS = 'all';

export interface ClientOption {
  id: number;
  fullName: string;
  username: string;
}

const byName = (a: ClientOption, b: ClientOption) =>
  a.fullName.localeCompare(b.fullName, 'it', { sensitivity: 'base' }) || a.username.localeCompare(b.username);

/** Who can receive a document: clients only, never the main administrator; by name. */
export function uploadRecipients(users: readonly AdminUser[]): ClientOption[] {
  return users
    .filter((u) => u.role === 'client' && u.id !== MAIN_ADMIN_ID)
    .map(({ id, fullName, username }) => ({ id, fullName, username }))
    .sort(byName);
}

/** Whose a listed item is: a firm document's recipient or a client upload's sender. */
export interface ItemOwner {
  userId: number;
  userName: string;
  username: string;
}

/**
 * A client filter's clients: every recipient, plus the owner of any listed
 * item the user list does not hold (it may not have loaded, or may be older).
 */
export function filterClients(users: readonly AdminUser[], documents: readonly ItemOwner[]): ClientOption[] {
  const options = new Map(uploadRecipients(users).map((c) => [c.id, c]));
  for (const d of documents) {
    if (!options.has(d.userId))
      options.set(d.userId, { id: d.userId, fullName: d.userName, username: d.username });
  }
  return [...options.values()].sort(byName);
}

/** A select's value for "any category" or "any year". */
export const ANY = '';

/** The overview's filters: the specification's client filter, then category, year and search. */
export interface OverviewFilter {
  client: string;
  category: string;
  year: string;
  query: string;
}

export const NO_OVERVIEW_FILTER: OverviewFilter = {
  client: ALL_CLIENTS,
  category: ANY,
  year: ANY,
  query: '',
};

/** Whether a filter besides the client's is on (the empty list then offers to clear them). */
export function isNarrowed(filter: OverviewFilter): boolean {
  return filter.category !== ANY || filter.year !== ANY || filter.query.trim() !== '';
}

/**
 * The documents the filters keep, in the list's order. The search looks in
 * title and file name, ignoring case and accents.
 */
export function filterDocuments(
  documents: readonly AdminDocument[],
  filter: OverviewFilter,
): AdminDocument[] {
  return documents.filter(
    (d) =>
      (filter.client === ALL_CLIENTS || String(d.userId) === filter.client) &&
      (filter.category === ANY || d.category === filter.category) &&
      (filter.year === ANY || String(d.year) === filter.year) &&
      matchesSearch(filter.query, [d.title, d.filename]),
  );
}

/** The years the documents refer to, newest first: the year filter's choices. */
export function documentYears(documents: readonly { year: number }[]): number[] {
  return [...new Set(documents.map((d) => d.year))].sort((a, b) => b - a);
}

export interface SummaryCard {
  label: string;
  value: string;
}

/** The three summary cards: how many documents, which clients, the last upload (ISO) or null. */
export function documentsSummary(
  shown: readonly AdminDocument[],
  client: ClientOption | undefined,
): { count: SummaryCard; clients: SummaryCard; lastUploadAt: string | null } {
  let last: string | null = null;
  for (const d of shown) {
    if (last === null || Date.parse(d.uploadedAt) > Date.parse(last)) last = d.uploadedAt;
  }
  if (client) {
    return {
      count: { label: 'Documenti del cliente', value: String(shown.length) },
      clients: { label: 'Cliente selezionato', value: client.fullName },
      lastUploadAt: last,
    };
  }
  return {
    count: { label: 'Documenti totali', value: String(shown.length) },
    clients: { label: 'Clienti con documenti', value: String(new Set(shown.map((d) => d.userId)).size) },
    lastUploadAt: last,
  };
}
