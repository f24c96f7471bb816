import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { appRoot } from '../paths';
import { lockPglite } from './pglite-lock';
import * as schema from './schema';

/** The same extensions a PostgreSQL server provides for search (migration 0009 creates them). */
export const pgliteExtensions = { pg_trgm, unaccent };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A raw query's rows: node-postgres and PGlite both answer with `rows`, which Db's type leaves open. */
export async function selectRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls `onPayload` for each `pg_notify(channel, …)` committed by any instance. On PostgreSQL the
   * listening connection comes back by itself after a loss, and `onGap` is called then: what was
   * notified meanwhile is lost, and the listener should have its readers read again. Resolves to a stop.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(appRoot, 'server/db/migrations');
// Any constant shared by every instance of the app; serialises migrations.
const MIGRATION_LOCK_ID = 727_001;

/** PostgreSQL when a URL is given, otherwise the embedded PGlite under dataDir. */
export async function createDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl);
  return createPglite(options.dataDir);
}

async function createPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'db');
  await mkdir(dir, { recursive: true });
  const release = await lockPglite(dataDir);
  const client = await PGlite.create(dir, { extensions: pgliteExtensions }).catch(async (error) => {
    await release();
    throw error;
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    // Single-connection, and one process holds it (the lock above): no migration lock needed.
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process holds the database: nothing is ever missed, so there is no gap.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

async function createPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server emits 'error'; without a listener the process dies.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload, onGap) => listenOnPostgres(url, channel, onPayload, onGap),
    close: () => pool.end(),
  };
}

const RELISTEN_MS = 2_000;

/**
 * LISTEN holds a connection of its own, outside the pool. A lost one (the server restarted, the network
 * broke) is made again every RELISTEN_MS until it answers, without ever throwing at the caller.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, RELISTEN_MS);
    retry.unref();
  };
  const connect = async (afterLoss: boolean) => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const lost = () => {
      if (client === next) client = null;
      next.end().catch(() => {});
      again();
    };
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped) return void (await next.end());
      client = next;
      if (afterLoss) onGap();
    } catch {
      await next.end().catch(() => {});
      again();
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
