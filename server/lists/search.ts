import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

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

/**
 * Rows whose owner's name, username or e-mail matches `q`. The owners are
 * found first, through the users' trigram index, and handed over as an array
 * (`= any(array(…))`, computed once): unlike `in (select …)` inside an OR, the
 * planner can then combine the owner index with the text's trigram index
 * instead of reading the whole table (1.2 s for a search among 500,000
 * documents on PostgreSQL before, with the subquery).
 */
export function ownedByMatchingUser(owner: PgColumn, q: string): SQL {
  const userText = sql`${users.fullName} || ' ' || ${users.username} || ' ' || ${users.email}`;
  return sql`${owner} = any(array(select ${users.id} from ${users} where ${matches(userText, q)}))`;
}
