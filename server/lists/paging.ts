import { TOTAL_CAP } from '@common/schemas/paging';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { type CursorShape, decodeCursor } from './cursor';

/**
 * A list's order: its columns, the last one unique (the id), so that
 * `(a, b) < (x, y)` picks up exactly after the row the cursor names. Newest
 * first, rows that arrive meanwhile sort before the cursor: a walk through
 * the pages never repeats or skips one.
 */
export interface KeysetOrder {
  columns: readonly PgColumn[];
  shape: CursorShape;
  direction: 'desc' | 'asc';
}

/** Newest first by a timestamp, the id settling rows of the same instant. */
export const newestFirstBy = (at: PgColumn, id: PgColumn): KeysetOrder => ({
  columns: [at, id],
  shape: ['date', 'int'],
  direction: 'desc',
});

/**
 * `order by a desc, b desc` (an ascending (a, b) index read backwards), or
 * ascending. `refs` names the columns elsewhere (a subquery's output).
 */
export function orderOf(
  order: KeysetOrder,
  refs: readonly SQL[] = order.columns.map((c) => sql`${c}`),
): SQL[] {
  return refs.map((c) => (order.direction === 'desc' ? sql`${c} desc` : sql`${c} asc`));
}

/** The condition that starts a page after the cursor's row; undefined on the first page. */
export function afterCursor(
  order: KeysetOrder,
  cursor: string | undefined,
  refs: readonly SQL[] = order.columns.map((c) => sql`${c}`),
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const values = decodeCursor(cursor, order.shape);
  const cast = values.map((v, i) =>
    order.shape[i] === 'date'
      ? sql`${v}::timestamptz`
      : order.shape[i] === 'int'
        ? sql`${v}::int`
        : sql`${v}`,
  );
  const comparison = order.direction === 'desc' ? sql`<` : sql`>`;
  return sql`(${sql.join([...refs], sql`, `)}) ${comparison} (${sql.join(cast, sql`, `)})`;
}

/**
 * Matching rows counted up to TOTAL_CAP + 1: exact below the cap, and never
 * a walk through the whole table above it.
 */
export async function cappedCount(
  db: Db,
  from: SQL,
  where: SQL | undefined,
): Promise<{ total: number; totalCapped: boolean }> {
  const inner = sql`select 1 from ${from} ${where ? sql`where ${where}` : sql``} limit ${TOTAL_CAP + 1}`;
  const [row] = await db.select({ n: count() }).from(sql`(${inner}) as matching`);
  const n = row?.n ?? 0;
  return n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
}
