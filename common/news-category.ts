/** The specification's mapping; the category is derived, never stored. */
const categoryBySource = new Map([
  ['FiscoOggi', 'Fisco'],
  ['Eutekne.info', 'Normativa'],
  ['MisterFisco.it', 'Consulenza'],
  ['Italia Oggi', 'Economia'],
  ['Il Sole 24 Ore', 'Tributi'],
]);

export const OTHER_NEWS_CATEGORY = 'News';

export function newsCategory(source: string): string {
  return categoryBySource.get(source) ?? OTHER_NEWS_CATEGORY;
}
