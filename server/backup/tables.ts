import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appRoot } from '../paths';

type Executor = Pick<Db, 'execute'>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer with `rows`.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The application's tables, each after the tables it references, so rows can
 * be inserted in this order without deferring foreign keys. Read from the
 * catalog rather than the schema file: a backup holds what the database holds.
 */
export async function tablesInOrder(db: Executor): Promise<string[]> {
  const found = await rows<{ name: string; deps: string[] | null }>(
    db,
    sql`select c.relname::text as name,
               array_remove(array_agg(distinct r.relname::text), null) as deps
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f'
        left join pg_class r on r.oid = k.confrelid and r.oid <> c.oid
        where n.nspname = 'public' and c.relkind = 'r'
        group by c.relname
        order by c.relname`,
  );
  const pending = new Map(found.map((t) => [t.name, new Set(t.deps ?? [])]));
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, deps]) => [...deps].every((d) => !pending.has(d)));
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among ${[...pending.keys()].join(', ')}`);
    for (const [name] of ready) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  return ordered;
}

/**
 * Every row of `table` as JSON text, a batch at a time (call inside one
 * snapshot). Each batch starts after the last row's physical position (a TID
 * range scan): an offset would read every earlier row again, which at half a
 * million documents makes the copy quadratic.
 */
export async function* tableRows(db: Executor, table: string, batch = 2000): AsyncGenerator<string> {
  for (let after = '(0,0)'; ; ) {
    const page = await rows<{ line: string; at: string }>(
      db,
      sql`select row_to_json(t)::text as line, t.ctid::text as at from ${sql.identifier(table)} t
          where t.ctid > ${after}::tid order by t.ctid limit ${batch}`,
    );
    for (const row of page) yield row.line;
    if (page.length < batch) return;
    after = page.at(-1)!.at;
  }
}

/**
 * Inserts rows given as JSON objects. `select *` from json_populate_recordset
 * keeps each column's type exactly (timestamps, jsonb, arrays) on both
 * engines; identities are taken as written.
 */
export async function insertRows(db: Executor, table: string, objects: unknown[]): Promise<void> {
  if (objects.length === 0) return;
  const id = sql.identifier(table);
  await db.execute(
    sql`insert into ${id} overriding system value
        select * from json_populate_recordset(null::${id}, ${JSON.stringify(objects)}::json)`,
  );
}

/** After rows were inserted with their ids, the next generated id follows the highest. */
export async function resetIdentities(db: Executor): Promise<void> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { table_name: table, column_name: column } of columns) {
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), coalesce(max(${c}), 0) + 1, false)
          from ${t}`,
    );
  }
}

/** Rows in every application table: 0 means a database a restore may fill. */
export async function countAllRows(db: Executor, tables: string[]): Promise<number> {
  let total = 0;
  for (const table of tables) {
    const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    total += row!.n;
  }
  return total;
}

/** The last migration applied, by the tag the repository gives it ('0006_accounts_second_factor'). */
export async function schemaVersion(db: Executor): Promise<string> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const tags = await migrationTags();
  return tags[row!.n - 1] ?? `unknown (${row!.n} migrations)`;
}

/** The migrations this code carries, in order. */
export async function migrationTags(): Promise<string[]> {
  const journal = JSON.parse(
    await readFile(path.join(appRoot, 'server/db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}
