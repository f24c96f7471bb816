import { formatInteger } from '@common/format';
import type { AdminDocumentsSummary } from '@common/schemas/admin-documents-list';
import type { OverviewParams } from './api/admin-documents';

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

/** The three summary cards from the server's figures: how many documents, which clients, the last upload (ISO) or null. */
export function documentsSummary(
  figures: Pick<AdminDocumentsSummary, 'documents' | 'clients' | 'lastUploadAt'>,
  clientName: string | undefined,
): { count: SummaryCard; clients: SummaryCard; lastUploadAt: string | null } {
  if (clientName !== undefined) {
    return {
      count: { label: 'Documenti del cliente', value: formatInteger(figures.documents) },
      clients: { label: 'Cliente selezionato', value: clientName },
      lastUploadAt: figures.lastUploadAt,
    };
  }
  return {
    count: { label: 'Documenti totali', value: formatInteger(figures.documents) },
    clients: { label: 'Clienti con documenti', value: formatInteger(figures.clients) },
    lastUploadAt: figures.lastUploadAt,
  };
}
