import type { AdminUser } from '@common/schemas/admin-users';
import type { AdminDocument } from '@common/schemas/documents';

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

/**
 * The overview filter's clients: every recipient, plus the owner of any listed
 * document the user list does not hold (it may not have loaded, or may be older).
 */
export function filterClients(
  users: readonly AdminUser[],
  documents: readonly AdminDocument[],
): ClientOption[] {
  const options = new Map(uploadRecipients(users).map((c) => [c.id, c]));
  for (const d of documents) {
    if (!options.has(d.userId))
      options.set(d.userId, { id: d.userId, fullName: d.userName, username: d.username });
  }
  return [...options.values()].sort(byName);
}

export function filterDocuments(documents: readonly AdminDocument[], filter: string): AdminDocument[] {
  if (filter === ALL_CLIENTS) return [...documents];
  return documents.filter((d) => String(d.userId) === filter);
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

/** The select-all checkbox: checked when every shown row is, mixed when some are. */
export function selectAllState(
  selected: ReadonlySet<number>,
  shownIds: readonly number[],
): boolean | 'indeterminate' {
  const count = shownIds.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === shownIds.length ? true : 'indeterminate';
}

/** Select-all toggles between every shown document and none. */
export function toggleAll(selected: ReadonlySet<number>, shownIds: readonly number[]): Set<number> {
  return selectAllState(selected, shownIds) === true ? new Set() : new Set(shownIds);
}
