import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/support/setup-test-app';
import { newsItems } from '../db/schema';

const t = setupTestApp();
beforeEach(async () => {
  await t.app.db.delete(newsItems);
  // Past the server-side cache of the previous test.
  t.clock.advance(60_000);
});

const sources = [
  'FiscoOggi',
  'Eutekne.info',
  'MisterFisco.it',
  'Italia Oggi',
  'Il Sole 24 Ore',
  'Blog fiscale',
];

async function seed() {
  const rows = await t.app.db
    .insert(newsItems)
    .values(
      sources.map((source, i) => ({
        title: `Notizia ${i}`,
        description: i === 2 ? null : `Descrizione ${i}`,
        content: 'Testo completo, non servito',
        url: `https://fonte.example/${i}`,
        urlToImage: i === 0 ? 'https://img.fonte.example/0.jpg' : null,
        // Out of order on purpose; two share the same instant.
        publishedAt: new Date(Date.UTC(2026, 5, 10 - (i % 3), 9, 0)),
        source,
      })),
    )
    .returning();
  return rows;
}

describe('GET /api/news', () => {
  it('answers an empty list with an ETag before any fetch', async () => {
    const res = await t.app.inject('/api/news');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });

  it('lists every item newest first with the fields the page needs and its category', async () => {
    const rows = await seed();
    const res = await t.app.inject('/api/news');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const id = (i: number) => rows[i]!.id;
    expect(res.json()).toEqual([
      // 10 June: items 0 and 3; equal instants go by id, newest row first.
      {
        id: id(3),
        title: 'Notizia 3',
        source: 'Italia Oggi',
        category: 'Economia',
        publishedAt: '2026-06-10T09:00:00.000Z',
        description: 'Descrizione 3',
        url: 'https://fonte.example/3',
        image: null,
      },
      {
        id: id(0),
        title: 'Notizia 0',
        source: 'FiscoOggi',
        category: 'Fisco',
        publishedAt: '2026-06-10T09:00:00.000Z',
        description: 'Descrizione 0',
        url: 'https://fonte.example/0',
        image: 'https://img.fonte.example/0.jpg',
      },
      expect.objectContaining({
        id: id(4),
        source: 'Il Sole 24 Ore',
        category: 'Tributi',
        publishedAt: '2026-06-09T09:00:00.000Z',
      }),
      expect.objectContaining({ id: id(1), source: 'Eutekne.info', category: 'Normativa' }),
      expect.objectContaining({
        id: id(5),
        source: 'Blog fiscale',
        category: 'News',
        publishedAt: '2026-06-08T09:00:00.000Z',
      }),
      expect.objectContaining({
        id: id(2),
        source: 'MisterFisco.it',
        category: 'Consulenza',
        description: null,
      }),
    ]);
    expect(res.body).not.toContain('Testo completo');
  });

  it('answers 304 to a matching If-None-Match, and 200 to a stale one', async () => {
    await seed();
    const first = await t.app.inject('/api/news');
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ url: '/api/news', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    const weak = await t.app.inject({ url: '/api/news', headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await t.app.inject({ url: '/api/news', headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toHaveLength(6);
  });

  it('sends gzip to clients that accept it', async () => {
    await seed();
    const plain = await t.app.inject('/api/news');
    const zipped = await t.app.inject({ url: '/api/news', headers: { 'accept-encoding': 'br;q=1, gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });

  it('reuses its answer for 30 seconds, then reads the database again with a new ETag', async () => {
    const before = await t.app.inject('/api/news');
    await seed();
    const cached = await t.app.inject('/api/news');
    expect(cached.json()).toEqual([]);
    expect(cached.headers.etag).toBe(before.headers.etag);
    t.clock.advance(30_000);
    const fresh = await t.app.inject('/api/news');
    expect(fresh.json()).toHaveLength(6);
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
  });

  it('drops its cached answer as soon as a fetch run ends', async () => {
    await t.app.inject('/api/news');
    await seed();
    t.app.news.version++;
    expect((await t.app.inject('/api/news')).json()).toHaveLength(6);
  });

  it('serves at most 500 items', async () => {
    await t.app.db.insert(newsItems).values(
      Array.from({ length: 510 }, (_, i) => ({
        title: `N${i}`,
        url: `https://fonte.example/n${i}`,
        source: 'FiscoOggi',
        publishedAt: new Date(Date.UTC(2026, 5, 1, 0, i)),
      })),
    );
    const items = (await t.app.inject('/api/news')).json();
    expect(items).toHaveLength(500);
    expect(items[0].title).toBe('N509');
  });
});

describe('GET /api/news when the database fails', () => {
  it('keeps serving the last list it read', async () => {
    await seed();
    const before = await t.app.inject('/api/news');
    expect(before.json()).toHaveLength(6);
    // A real failure of the query: its table is gone for a moment.
    await t.app.db.execute(sql`alter table news_items rename to news_items_away`);
    try {
      t.clock.advance(60_000);
      const stale = await t.app.inject('/api/news');
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(before.body);
    } finally {
      await t.app.db.execute(sql`alter table news_items_away rename to news_items`);
    }
  });
});
