import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { pgliteExtensions } from '../../server/db/client';
import { appRoot } from '../../server/paths';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database';

/** The migrations the site ships. */
export const migrations = path.join(appRoot, 'server/db/migrations');

/** A database a migration test fills by hand between two runs of the migrator. */
export interface MigrationTarget {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A PGlite under `work`, or a scratch database on TEST_DATABASE_URL's server (dropped on close). */
export async function openMigrationTarget(work: string): Promise<MigrationTarget> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create(path.join(work, 'db'), { extensions: pgliteExtensions });
    return {
      query: async (text, params) => (await client.query(text, params)).rows as never,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const url = await createScratchDatabase(serverUrl, 'studio_test');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    migrate: (folder) => migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await dropScratchDatabase(serverUrl, url);
    },
  };
}

/**
 * A copy of the migrations folder holding the first `count` migrations, as an older release shipped
 * it; the tag of the last one, to check the count against.
 */
export async function migrationsUpTo(work: string, count: number): Promise<{ folder: string; last: string }> {
  const folder = path.join(work, 'migrations');
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(await readFile(path.join(migrations, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) {
    await copyFile(path.join(migrations, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return { folder, last: journal.entries.at(-1).tag };
}

/**
 * A migration test file's database, opened before its tests and closed after, in a folder of its own:
 * with `upTo(count)`: the first `count` migrations, as an older release shipped them.
 */
export function migrationTargetOfFile(): MigrationTarget & {
  upTo: (count: number) => ReturnType<typeof migrationsUpTo>;
} {
  let work: string;
  let target: MigrationTarget | undefined;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'studio-migration-'));
    target = await openMigrationTarget(work);
  });
  afterAll(async () => {
    await target?.close();
    await rm(work, { recursive: true, force: true });
  });
  const upTo = (count: number) => migrationsUpTo(work, count);
  return {
    query: (text, params) => target!.query(text, params),
    migrate: (folder) => target!.migrate(folder),
    close: () => target!.close(),
    upTo,
  };
}
