import { asc, count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/support/setup-test-app';
import { newsItems } from '../db/schema';
import { NEWS_MAX_ITEMS, pruneNews, storeEntries } from './news-store';
import type { FeedEntry } from './parse-feed';

const NOW = new Date('2026-06-15T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const t = setupTestApp();
beforeEach(async () => {
  await t.app.db.delete(newsItems);
});

function entry(n: number, publishedAt: Date): FeedEntry {
  return {
    title: `Articolo ${n}`,
    url: `https://fonte.example/${n}`,
    description: null,
    content: null,
    image: null,
    publishedAt,
    dated: true,
  };
}

describe('retention', () => {
  it('does not store articles older than 90 days', async () => {
    const result = await storeEntries(
      t.app.db,
      'Fonte',
      [entry(1, new Date(NOW.getTime() - 91 * DAY)), entry(2, new Date(NOW.getTime() - 89 * DAY))],
      NOW,
    );
    expect(result).toEqual({ inserted: 1, updated: 0 });
    expect((await t.app.db.select({ title: newsItems.title }).from(newsItems)).map((r) => r.title)).toEqual([
      'Articolo 2',
    ]);
  });

  it('removes articles past 90 days and keeps only the 500 newest', async () => {
    const rows = Array.from({ length: NEWS_MAX_ITEMS + 20 }, (_, i) => ({
      title: `Articolo ${i}`,
      url: `https://fonte.example/${i}`,
      source: 'Fonte',
      // One a minute back from now; the last five are past the 90 days.
      publishedAt:
        i >= NEWS_MAX_ITEMS + 15
          ? new Date(NOW.getTime() - 100 * DAY - i)
          : new Date(NOW.getTime() - i * 60_000),
    }));
    await t.app.db.insert(newsItems).values(rows);
    expect(await pruneNews(t.app.db, NOW)).toBe(20);
    const [{ n }] = (await t.app.db.select({ n: count() }).from(newsItems)) as [{ n: number }];
    expect(n).toBe(NEWS_MAX_ITEMS);
    const [oldest] = await t.app.db.select().from(newsItems).orderBy(asc(newsItems.publishedAt)).limit(1);
    expect(oldest!.title).toBe(`Articolo ${NEWS_MAX_ITEMS - 1}`);
  });
});
