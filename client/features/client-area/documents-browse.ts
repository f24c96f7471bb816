import { categoryLabel, documentCategories } from '@common/document-categories';
import type { ClientDocument } from '@common/schemas/documents';
import { matchesSearch } from '~/lib/search-text';

/** The category filter's value for "every category". */
export const ALL_CATEGORIES = '';

export interface DocumentFilter {
  category: string;
  query: string;
}

export const NO_FILTER: DocumentFilter = { category: ALL_CATEGORIES, query: '' };

export function isFiltering(filter: DocumentFilter): boolean {
  return filter.category !== ALL_CATEGORIES || filter.query.trim() !== '';
}

/** The documents of the chosen category whose title or file name contains the search, in the list's order. */
export function filterDocuments(
  documents: readonly ClientDocument[],
  filter: DocumentFilter,
): ClientDocument[] {
  return documents.filter(
    (d) =>
      (filter.category === ALL_CATEGORIES || d.category === filter.category) &&
      matchesSearch(filter.query, [d.title, d.filename]),
  );
}

/** The categories the client's documents use, in the list's order (a value the list lacks comes last). */
export function categoriesPresent(documents: readonly ClientDocument[]): { value: string; label: string }[] {
  const used = new Set(documents.map((d) => d.category));
  const known = documentCategories.filter((c) => used.delete(c.value));
  return [...known, ...[...used].sort().map((value) => ({ value, label: categoryLabel(value) }))];
}

export interface YearGroup {
  year: number;
  documents: ClientDocument[];
}

/** One group per year the documents refer to, newest year first; each keeps the list's order (newest first). */
export function groupByYear(documents: readonly ClientDocument[]): YearGroup[] {
  const groups = new Map<number, ClientDocument[]>();
  for (const d of documents) {
    const group = groups.get(d.year);
    if (group) group.push(d);
    else groups.set(d.year, [d]);
  }
  return [...groups].sort(([a], [b]) => b - a).map(([year, docs]) => ({ year, documents: docs }));
}

/** 'N documenti, dal più recente.' for the whole list; 'N documenti trovati' when filtered. */
export function countText(count: number, filtering: boolean): string {
  if (!filtering)
    return count === 1 ? '1 documento, dal più recente.' : `${count} documenti, dal più recente.`;
  if (count === 0) return 'Nessun documento trovato';
  return count === 1 ? '1 documento trovato' : `${count} documenti trovati`;
}
