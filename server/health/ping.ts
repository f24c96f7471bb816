import type { Database } from '../db/client';

/** Long for one trivial query, short enough that a monitor is not kept waiting. */
const PING_TIMEOUT_MS = 2_000;

/**
 * The database's round trip in milliseconds; rejects when it does not answer
 * in time (a pool waiting for a dead server would wait much longer).
 */
export async function timedPing(database: Database): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return Math.round((performance.now() - started) * 10) / 10;
  } finally {
    clearTimeout(timer);
  }
}
