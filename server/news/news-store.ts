import { desc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsItems } from '../db/schema';
import type { FeedEntry } from './parse-feed';

export const NEWS_RETENTION_DAYS = 90;
export const NEWS_MAX_ITEMS = 500;

function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - NEWS_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Inserts new articles and updates changed ones, keyed by URL. An article that
 * another feed stored first stays with that feed, so it is never listed twice
 * and never swaps source between runs.
 */
export async function storeEntries(
  db: Db,
  source: string,
  entries: FeedEntry[],
  now: Date,
): Promise<{ inserted: number; updated: number }> {
  const cutoff = retentionCutoff(now);
  const fresh = entries.filter((e) => e.publishedAt >= cutoff);
  if (fresh.length === 0) return { inserted: 0, updated: 0 };
  return db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(newsItems)
      .where(
        inArray(
          newsItems.url,
          fresh.map((e) => e.url),
        ),
      );
    const byUrl = new Map(existing.map((row) => [row.url, row]));
    const added = fresh.filter((e) => !byUrl.has(e.url));
    let inserted = 0;
    if (added.length > 0) {
      const rows = await tx
        .insert(newsItems)
        .values(
          added.map((e) => ({
            title: e.title,
            description: e.description,
            content: e.content,
            url: e.url,
            urlToImage: e.image,
            publishedAt: e.publishedAt,
            source,
          })),
        )
        .onConflictDoNothing({ target: newsItems.url })
        .returning({ id: newsItems.id });
      inserted = rows.length;
    }
    let updated = 0;
    for (const entry of fresh) {
      const row = byUrl.get(entry.url);
      if (!row || row.source !== source) continue;
      // Without a date of its own an article keeps the time it was first seen.
      const publishedAt = entry.dated ? entry.publishedAt : row.publishedAt;
      const changed =
        row.title !== entry.title ||
        row.description !== entry.description ||
        row.content !== entry.content ||
        row.urlToImage !== entry.image ||
        row.publishedAt.getTime() !== publishedAt.getTime();
      if (!changed) continue;
      await tx
        .update(newsItems)
        .set({
          title: entry.title,
          description: entry.description,
          content: entry.content,
          urlToImage: entry.image,
          publishedAt,
        })
        .where(eq(newsItems.id, row.id));
      updated++;
    }
    return { inserted, updated };
  });
}

/** Keeps 90 days of articles and at most the 500 newest; returns how many went. */
export async function pruneNews(db: Db, now: Date): Promise<number> {
  const old = await db
    .delete(newsItems)
    .where(lt(newsItems.publishedAt, retentionCutoff(now)))
    .returning({ id: newsItems.id });
  const newest = db
    .select({ id: newsItems.id })
    .from(newsItems)
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
    .limit(NEWS_MAX_ITEMS);
  const over = await db
    .delete(newsItems)
    .where(notInArray(newsItems.id, newest))
    .returning({ id: newsItems.id });
  return old.length + over.length;
}
