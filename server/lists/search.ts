import { type SQL, sql } from 'drizzle-orm';

/** `%`, `_` and the escape character itself match only themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case- and accent-insensitive substring search over `text`, the same
 * expression a list's trigram index is built on (server/db/schema.ts), so the
 * index serves it: 'perche' finds 'Perché', 'f24' finds 'F24 marzo'.
 */
export function matches(text: SQL, q: string): SQL {
  return sql`search_fold(${text}) like search_fold(${likePattern(q)})`;
}
