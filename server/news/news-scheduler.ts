import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type FeedOutcome, type FetchFeedsDeps, fetchAllFeeds } from './fetch-feeds';

export const NEWS_FETCH_INTERVAL_MS = 30 * 60 * 1000;
// Any constant shared by every instance of the app (the migrations use 727_001).
const NEWS_LOCK_ID = 727_008;

export type RunResult =
  | { ran: true; outcomes: FeedOutcome[] }
  /** Another run is in progress here, another instance holds the lock, or the app is closing. */
  | { ran: false; reason: 'busy' | 'locked' | 'stopped' };

/**
 * Runs `task` only if no other instance is running it. On PostgreSQL a
 * transaction-scoped advisory lock is held on a dedicated connection for the
 * whole run (and is released even if the process dies); PGlite belongs to a
 * single process, where the scheduler's own flag is enough.
 */
async function withRunLock<T>(database: Database, task: () => Promise<T>): Promise<T | undefined> {
  if (database.kind === 'pglite') return task();
  return database.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${NEWS_LOCK_ID}) as locked`);
    // node-postgres answers with a QueryResult; Db's type leaves the shape open.
    const { rows } = result as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return undefined;
    return task();
  });
}

export interface NewsScheduler {
  /** Starts fetching now and then every interval. */
  start(): void;
  /** One run now, unless one is already going. */
  runNow(): Promise<RunResult>;
  /** Stops the timer, aborts the fetches in flight and waits for the run to end. */
  stop(): Promise<void>;
}

export function createNewsScheduler(
  deps: Omit<FetchFeedsDeps, 'db'> & {
    database: Database;
    intervalMs?: number;
    /** Told after every run (to refresh caches). */
    onChange?: () => void;
  },
): NewsScheduler {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RunResult> | undefined;

  const run = async (): Promise<RunResult> => {
    const outcomes = await withRunLock(deps.database, () =>
      fetchAllFeeds({ ...deps, db: deps.database.db, http: { ...deps.http, signal: abort.signal } }),
    );
    if (!outcomes) {
      deps.log.info('news: another instance is fetching the feeds, skipping this run');
      return { ran: false, reason: 'locked' };
    }
    deps.onChange?.();
    return { ran: true, outcomes };
  };

  const runNow = (): Promise<RunResult> => {
    if (abort.signal.aborted) return Promise.resolve({ ran: false, reason: 'stopped' });
    if (running) return Promise.resolve({ ran: false, reason: 'busy' });
    running = run()
      .catch((err): RunResult => {
        deps.log.error({ err }, 'news: the fetch run failed');
        return { ran: true, outcomes: [] };
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start() {
      if (timer || abort.signal.aborted) return;
      void runNow();
      timer = setInterval(() => void runNow(), deps.intervalMs ?? NEWS_FETCH_INTERVAL_MS);
      timer.unref();
    },
    runNow,
    async stop() {
      clearInterval(timer);
      abort.abort();
      await running;
    },
  };
}
