import type { AdminDocumentsSummary } from '@common/schemas/admin-documents-list';
import type { AdminUser } from '@common/schemas/admin-users';
import type { OverviewParams } from './api/admin-documents';

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

/**
 * The overview's filters as the address keeps them (`?cliente=12&anno=2025`),
 * each '' when off: the client, the category, the year the document refers
 * to, and the search (title, file name, or the client's name, username or e-mail).
 */
export const NO_OVERVIEW_FILTER = { cliente: ANY, categoria: ANY, anno: ANY, q: '' };
export type OverviewFilter = typeof NO_OVERVIEW_FILTER;

/** Whether a filter besides the client's is on (the empty list then offers to clear them). */
export function isNarrowed(filter: OverviewFilter): boolean {
  return filter.categoria !== ANY || filter.anno !== ANY || filter.q.trim() !== '';
}

/** The filters as the API's query: `clientId`, `category`, `year`, `q`. */
export function overviewParams(filter: OverviewFilter): OverviewParams {
  return { clientId: filter.cliente, category: filter.categoria, year: filter.anno, q: filter.q.trim() };
}

export interface SummaryCard {
  label: string;
  value: string;
}

const number = new Intl.NumberFormat('it-IT');

/** The three summary cards from the server's figures: how many documents, which clients, the last upload (ISO) or null. */
export function documentsSummary(
  figures: Pick<AdminDocumentsSummary, 'documents' | 'clients' | 'lastUploadAt'>,
  clientName: string | undefined,
): { count: SummaryCard; clients: SummaryCard; lastUploadAt: string | null } {
  if (clientName !== undefined) {
    return {
      count: { label: 'Documenti del cliente', value: number.format(figures.documents) },
      clients: { label: 'Cliente selezionato', value: clientName },
      lastUploadAt: figures.lastUploadAt,
    };
  }
  return {
    count: { label: 'Documenti totali', value: number.format(figures.documents) },
    clients: { label: 'Clienti con documenti', value: number.format(figures.clients) },
    lastUploadAt: figures.lastUploadAt,
  };
}
