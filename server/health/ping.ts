import type { Database } from '../db/client';

/**
 * The database's round trip in milliseconds; rejects when it does not answer
 * within `timeoutMs` (a pool waiting for a dead server would wait much longer).
 */
export async function pingWithin(database: Database, timeoutMs: number): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return Math.round((performance.now() - started) * 10) / 10;
  } finally {
    clearTimeout(timer);
  }
}
