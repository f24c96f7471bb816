import { and, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { requestCounts } from '../db/schema';

export interface RequestLimit {
  max: number;
  timeWindow: number;
}

/**
 * Counts one request for `key` ('scope:who', e.g. 'contact:198.51.100.7') in a
 * fixed window that starts at its first request, and answers how long to wait
 * when the count is over the limit (0 when the request may go on). One
 * statement, so two instances counting at once never lose a request.
 */
export async function countRequest(db: Db, key: string, limit: RequestLimit, now: Date): Promise<number> {
  return (await countedRequest(db, key, limit, now)).wait;
}

/** The same, with the request's place in its window (1 for the first): `max + 1` is the first refused. */
export async function countedRequest(
  db: Db,
  key: string,
  limit: RequestLimit,
  now: Date,
): Promise<{ wait: number; count: number }> {
  const expired = sql`${requestCounts.windowStart} <= ${new Date(now.getTime() - limit.timeWindow).toISOString()}`;
  const [row] = await db
    .insert(requestCounts)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestCounts.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${requestCounts.windowStart} end`,
      },
    })
    .returning({ count: requestCounts.count, windowStart: requestCounts.windowStart });
  // A new window is rare (a person's first message of the hour): the moment to drop
  // the counts of this scope's keys that have gone quiet (other scopes have other windows).
  if (row!.count === 1) {
    const scope = `${key.slice(0, key.indexOf(':'))}:%`;
    await db
      .delete(requestCounts)
      .where(
        and(
          like(requestCounts.key, scope),
          lt(requestCounts.windowStart, new Date(now.getTime() - limit.timeWindow)),
        ),
      );
  }
  const wait = row!.count <= limit.max ? 0 : row!.windowStart.getTime() + limit.timeWindow - now.getTime();
  return { wait, count: row!.count };
}
