import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredAuditEvents } from '../audit/audit-retention';
import { deleteExpiredSignInRecords } from '../auth/expired-records';
import { pruneLoginThrottle } from '../auth/login-throttle';
import { deleteExpiredContactMessages } from '../contact/retention';
import type { Db } from '../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What goes, and when: each sweep deletes what its own rule says has served its time. */
const sweeps: { name: string; run: (db: Db, now: Date) => Promise<number> }[] = [
  { name: 'contact messages past their retention', run: deleteExpiredContactMessages },
  { name: 'audit events older than 24 months', run: deleteExpiredAuditEvents },
  { name: 'sign-in attempt counts gone quiet', run: pruneLoginThrottle },
  { name: 'expired sessions, half sign-ins and reset links', run: deleteExpiredSignInRecords },
];

/**
 * Runs every sweep once; a failing one is logged and the others still run.
 * Then, on the embedded database, what PostgreSQL's autovacuum would do:
 * PGlite is one process without background workers, so nobody else reclaims
 * the deleted rows, sets the visibility map (without it a count by owner
 * reads every row's page: the users' first page takes 86 ms instead of 10 at
 * a thousand clients) or refreshes the planner's statistics. 2 to 4 s for
 * half a million documents, once a day and at start.
 */
export async function runRetention(app: FastifyInstance): Promise<void> {
  for (const sweep of sweeps) {
    try {
      const deleted = await sweep.run(app.db, app.now());
      if (deleted > 0) app.log.info({ deleted }, `retention: ${sweep.name} deleted`);
    } catch (err) {
      app.log.error({ err }, `retention: ${sweep.name} failed`);
    }
  }
  if (app.database.kind !== 'pglite') return;
  try {
    await app.db.execute(sql`vacuum (analyze)`);
  } catch (err) {
    app.log.error({ err }, 'retention: vacuum of the embedded database failed');
  }
}

/**
 * At start and then once a day, in every instance: the deletions are
 * idempotent, so instances running them together only repeat a no-op.
 */
export const retentionPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const runNow = () => {
    running = runRetention(app);
  };
  app.addHook('onReady', async () => {
    runNow();
    await running;
    timer = setInterval(runNow, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
