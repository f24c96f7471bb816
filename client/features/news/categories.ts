import { formatDate } from '@common/format';
import type { NewsItem } from '@common/schemas/news';

export const ALL_CATEGORIES = 'Tutte';
/** The specification: the first 8 entries are tabs, the rest plain buttons. */
export const MAX_TABS = 8;

/** "Tutte" then each category present, in Italian alphabetical order (stable across refetches). */
export function categoryChoices(items: NewsItem[]): { tabs: string[]; more: string[] } {
  const categories = [...new Set(items.map((item) => item.category))].sort((a, b) =>
    a.localeCompare(b, 'it'),
  );
  const all = [ALL_CATEGORIES, ...categories];
  return { tabs: all.slice(0, MAX_TABS), more: all.slice(MAX_TABS) };
}

export function itemsIn(items: NewsItem[], category: string): NewsItem[] {
  return category === ALL_CATEGORIES ? items : items.filter((item) => item.category === category);
}

export function countLine(count: number, category: string): string {
  const noun = count === 1 ? '1 notizia' : `${count} notizie`;
  return category === ALL_CATEGORIES ? noun : `${noun} in ${category}`;
}

/** '10 giugno 2026' (the day in Italy), or the specification's text for a date that does not parse. */
export function newsDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Data non valida' : formatDate(date);
}
