import type { Db } from '../db/client';
import { newsFeedStatus } from '../db/schema';
import type { NewsFeed } from './feed-list';

/** Each configured feed with what its last fetch recorded, if that was for its current address. */
export async function currentFeedStatuses(db: Db, feeds: readonly NewsFeed[]) {
  const statuses = new Map((await db.select().from(newsFeedStatus)).map((s) => [s.source, s]));
  return feeds.map((feed) => {
    const status = statuses.get(feed.source);
    // A status written for another address says nothing about this one.
    return { feed, status: status?.url === feed.url ? status : undefined };
  });
}
