/** Lower case without accents or repeated spaces: 'Niccolò  Bàrbieri' matches 'niccolo barbieri'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether any of the texts contains the query, ignoring case, accents and extra spaces; a blank query matches all. */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const needle = foldForSearch(query);
  return needle === '' || texts.some((text) => foldForSearch(text).includes(needle));
}
