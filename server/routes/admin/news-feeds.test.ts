import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/support/test-app';
import { createUser, login } from '../../../test/support/users';
import { newsFeedStatus, newsItems } from '../../db/schema';

let t: TestApp;
const feeds = [
  { source: 'FiscoOggi', url: 'https://www.fiscooggi.it/rss.xml' },
  { source: 'Blog fiscale', url: 'https://blog.example/feed' },
  { source: 'Nuova fonte', url: 'https://nuova.example/rss' },
];

beforeAll(async () => {
  t = await createTestApp({ env: { NEWS_FEEDS: JSON.stringify(feeds) } });
});
afterAll(() => t.close());

describe('GET /api/admin/news-feeds', () => {
  it('answers 401 to visitors and 403 to clients', async () => {
    expect((await t.app.inject('/api/admin/news-feeds')).statusCode).toBe(401);
    const client = await createUser(t.app);
    const cookies = await login(t.app, client.username, client.password);
    const res = await t.app.inject({ url: '/api/admin/news-feeds', cookies });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Operazione riservata agli amministratori.' });
  });

  it('shows each configured feed with its last success, last error and counts', async () => {
    const at = new Date('2026-06-15T10:00:00Z');
    const earlier = new Date('2026-06-15T09:30:00Z');
    await t.app.db.insert(newsFeedStatus).values([
      {
        source: 'FiscoOggi',
        url: feeds[0]!.url,
        lastAttemptAt: at,
        lastSuccessAt: at,
        itemCount: 2,
        etag: '"v1"',
      },
      {
        source: 'Blog fiscale',
        url: feeds[1]!.url,
        lastAttemptAt: at,
        lastSuccessAt: earlier,
        lastErrorAt: at,
        lastError: 'Risposta HTTP 500',
        itemCount: 7,
      },
      // A source no longer configured, and one whose address changed: neither is shown as current.
      { source: 'Vecchia fonte', url: 'https://vecchia.example/rss', lastAttemptAt: at, itemCount: 1 },
      {
        source: 'Nuova fonte',
        url: 'https://indirizzo-precedente.example/rss',
        lastAttemptAt: at,
        lastErrorAt: at,
        lastError: 'Risposta HTTP 404',
        itemCount: 4,
      },
    ]);
    await t.app.db.insert(newsItems).values([
      { title: 'a', url: 'https://www.fiscooggi.it/a', source: 'FiscoOggi', publishedAt: at },
      { title: 'b', url: 'https://www.fiscooggi.it/b', source: 'FiscoOggi', publishedAt: at },
      { title: 'c', url: 'https://blog.example/c', source: 'Blog fiscale', publishedAt: at },
    ]);
    const cookies = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await t.app.inject({ url: '/api/admin/news-feeds', cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([
      {
        source: 'FiscoOggi',
        url: 'https://www.fiscooggi.it/rss.xml',
        category: 'Fisco',
        lastAttemptAt: '2026-06-15T10:00:00.000Z',
        lastSuccessAt: '2026-06-15T10:00:00.000Z',
        lastErrorAt: null,
        lastError: null,
        itemCount: 2,
        storedCount: 2,
      },
      {
        source: 'Blog fiscale',
        url: 'https://blog.example/feed',
        category: 'News',
        lastAttemptAt: '2026-06-15T10:00:00.000Z',
        lastSuccessAt: '2026-06-15T09:30:00.000Z',
        lastErrorAt: '2026-06-15T10:00:00.000Z',
        lastError: 'Risposta HTTP 500',
        itemCount: 7,
        storedCount: 1,
      },
      {
        source: 'Nuova fonte',
        url: 'https://nuova.example/rss',
        category: 'News',
        lastAttemptAt: null,
        lastSuccessAt: null,
        lastErrorAt: null,
        lastError: null,
        itemCount: 0,
        storedCount: 0,
      },
    ]);
  });
});
