import { sql } from 'drizzle-orm';
import { createDatabase, type Db } from '../../server/db/client';
import { deferred } from './deferred';
import type { TestApp } from './test-app';

/**
 * A second connection to a test app's PostgreSQL database, to pin an
 * interleaving down: a transaction held open there while the app works.
 * (PGlite has one connection: nothing can interleave there.)
 */
export async function openSecondConnection(t: TestApp) {
  const database = await createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
  return {
    db: database.db,
    close: () => database.close(),
    /** Runs fn in a transaction on this connection and keeps it open until commit() is called. */
    async openTransaction(fn: (tx: Db) => Promise<unknown>) {
      const ready = deferred();
      const commit = deferred();
      const done = database.db.transaction(async (tx) => {
        await fn(tx);
        ready.resolve();
        await commit.promise;
      });
      await Promise.race([ready.promise, done]);
      return {
        commit: async () => {
          commit.resolve();
          await done;
        },
      };
    },
  };
}

/**
 * Resolves once a session of this database waits for a lock, or when `work`
 * ends first (the test then sees that it did not wait).
 */
export async function blockedOnLock(t: TestApp, work: Promise<unknown>): Promise<void> {
  let finished = false;
  void work.then(
    () => (finished = true),
    () => (finished = true),
  );
  while (!finished) {
    const waiting = (await t.app.db.execute(
      sql`select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where not l.granted and a.datname = current_database()`,
    )) as { rows: unknown[] };
    if (waiting.rows.length > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}
