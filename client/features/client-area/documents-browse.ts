import { formatTotal } from '~/components/ui/load-more';

/** The list's filters as the address keeps them (`?q=f24&categoria=fatture`); '' is "any". */
export const DOCUMENT_FILTER_DEFAULTS = { q: '', categoria: '' };
export type DocumentFilter = typeof DOCUMENT_FILTER_DEFAULTS;

export function isFiltering(filter: DocumentFilter): boolean {
  return filter.categoria !== '' || filter.q.trim() !== '';
}

/** The request's filters: equal filters ask (and are cached) once. */
export function listParams(filter: DocumentFilter): { q: string; category: string } {
  return { q: filter.q.trim().replace(/\s+/g, ' '), category: filter.categoria };
}

/** 'N documenti, dal più recente.' for the whole list; 'N documenti trovati' when filtered. */
export function countText(count: number, filtering: boolean, capped = false): string {
  const n = formatTotal(count, capped);
  if (!filtering) return count === 1 ? '1 documento, dal più recente.' : `${n} documenti, dal più recente.`;
  if (count === 0) return 'Nessun documento trovato';
  return count === 1 ? '1 documento trovato' : `${n} documenti trovati`;
}

/** '1 documento', '1.234 documenti'. */
export function documentCount(count: number): string {
  return count === 1 ? '1 documento' : `${formatTotal(count, false)} documenti`;
}
