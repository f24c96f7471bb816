import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { appRoot } from '../paths';

type Executor = Pick<Db, 'execute'>;

/**
 * The application's tables, each after the tables it references, so rows can
 * be inserted in this order without deferring foreign keys. Read from the
 * catalog rather than the schema file: a backup holds what the database holds.
 */
export async function tablesInOrder(db: Executor): Promise<string[]> {
  const found = await selectRows<{ name: string; deps: string[] | null }>(
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
 * Every row of `table` as JSON text, a range of pages at a time (call inside
 * one snapshot): `ctid >= (first, 0) and ctid < (first + blocks, 0)` is a TID
 * range scan that reads those pages and nothing else. Asking instead for the
 * next rows after a ctid, `order by ctid limit n`, sorts the whole rest of
 * the table for every batch: 1.8 s a batch and seven minutes for a
 * thousand-client archive, where this takes seconds. Rows added meanwhile
 * are outside the snapshot, wherever they land; the size is read again at
 * the end, so pages the table grew by are read too.
 */
export async function* tableRows(db: Executor, table: string, blocks = 64): AsyncGenerator<string> {
  const id = sql.identifier(table);
  const sizeOf = async () => {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select (pg_relation_size(${table}::regclass) / current_setting('block_size')::int)::int as n`,
    );
    return Number(row!.n);
  };
  for (let first = 0, size = await sizeOf(); first < size; ) {
    const page = await selectRows<{ line: string }>(
      db,
      sql`select row_to_json(t)::text as line from ${id} t
          where t.ctid >= ${`(${first},0)`}::tid and t.ctid < ${`(${first + blocks},0)`}::tid
          order by t.ctid`,
    );
    for (const row of page) yield row.line;
    first += blocks;
    if (first >= size) size = await sizeOf();
  }
}

/**
 * The columns of `table` a row's values are written to: not the generated
 * ones (a list's `search_text`), which the database computes and refuses to
 * be given. A backup's lines hold those too; a restore leaves them out.
 */
export async function storedColumns(db: Executor, table: string): Promise<string[]> {
  const found = await selectRows<{ name: string }>(
    db,
    sql`select column_name::text as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return found.map((c) => c.name);
}

/**
 * Inserts rows given as JSON objects into `columns` (storedColumns).
 * json_populate_recordset keeps each column's type exactly (timestamps,
 * jsonb, arrays) on both engines; identities are taken as written.
 */
export async function insertRows(
  db: Executor,
  table: string,
  columns: readonly string[],
  objects: unknown[],
): Promise<void> {
  if (objects.length === 0) return;
  const id = sql.identifier(table);
  const names = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${id} (${names}) overriding system value
        select ${names} from json_populate_recordset(null::${id}, ${JSON.stringify(objects)}::json)`,
  );
}

/** After rows were inserted with their ids, the next generated id follows the highest. */
export async function resetIdentities(db: Executor): Promise<void> {
  const columns = await selectRows<{ table_name: string; column_name: string }>(
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

/**
 * Tables a migration fills (the request templates the site ships, migration
 * 0012): a fresh database already holds their rows, and a restore replaces them.
 */
export const SEEDED_TABLES: readonly string[] = ['request_templates'];

/** Rows the firm put in the application's tables: 0 means a database a restore may fill. */
export async function countAllRows(db: Executor, tables: string[]): Promise<number> {
  let total = 0;
  for (const table of tables.filter((t) => !SEEDED_TABLES.includes(t))) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    total += row!.n;
  }
  return total;
}

/** The last migration applied, by the tag the repository gives it ('0006_accounts_second_factor'). */
export async function schemaVersion(db: Executor): Promise<string> {
  const [row] = await selectRows<{ n: number }>(
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
