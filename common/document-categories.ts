import { romeDateOf } from './format';

/**
 * The one list of document categories, for the firm's uploads and the
 * clients' alike. The value is stored; the label may be reworded freely.
 */
export const documentCategories = [
  { value: 'fatture', label: 'Fatture' },
  { value: 'spese-detrazioni', label: 'Spese e detrazioni' },
  { value: 'f24-tributi', label: 'F24 e tributi' },
  { value: 'dichiarazioni-bilanci', label: 'Dichiarazioni e bilanci' },
  { value: 'buste-paga-lavoro', label: 'Buste paga e lavoro' },
  { value: 'contratti-immobili', label: 'Contratti e immobili' },
  { value: 'documenti-personali', label: 'Documenti personali' },
  { value: 'altro', label: 'Altro' },
] as const;

export type DocumentCategory = (typeof documentCategories)[number]['value'];

/** Where a document without a chosen category goes (and every document uploaded before categories). */
export const DEFAULT_CATEGORY: DocumentCategory = 'altro';

export const CATEGORY_REQUIRED = 'Seleziona una categoria';

/** The Italian label of a stored category; an unknown value shows as itself. */
export function categoryLabel(value: string): string {
  return documentCategories.find((c) => c.value === value)?.label ?? value;
}

/** The oldest year a document may refer to (an old deed or contract). */
export const DOCUMENT_YEAR_MIN = 1970;
export const YEAR_INVALID = 'Anno non valido';

/** The year in Italy at `now`: a document sent on 31 December at 23:30 in Bergamo belongs to that year. */
export function currentYear(now: Date = new Date()): number {
  return Number(romeDateOf(now).slice(0, 4));
}

/** The years a form offers, newest first: this year and the fifteen before it. */
export function yearOptions(now: Date = new Date()): number[] {
  const latest = currentYear(now);
  return Array.from({ length: 16 }, (_, i) => latest - i);
}
