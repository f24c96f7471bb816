import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FeedServer, serveFile, startFeedServer } from '../../test/support/feed-server';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { newsFeedStatus, newsItems } from '../db/schema';
import { databasePlugin } from '../plugins/database';
import { FEED_HTTP_DEFAULTS } from './http-get';
import { newsPlugin } from './news-plugin';
import { createNewsScheduler } from './news-scheduler';

let t: TestApp;
let server: FeedServer;

beforeAll(async () => {
  t = await createTestApp();
  server = await startFeedServer();
  server.route('/rss2.xml', serveFile('rss2.xml'));
});
afterAll(async () => {
  await server.close();
  await t.close();
});
beforeEach(async () => {
  await t.app.db.delete(newsItems);
  await t.app.db.delete(newsFeedStatus);
  server.requests.length = 0;
});

function scheduler(pathname: string, extra: { intervalMs?: number; onChange?: () => void } = {}) {
  return createNewsScheduler({
    database: t.app.database,
    feeds: [{ source: 'FiscoOggi', url: server.url(pathname) }],
    log: t.app.log,
    now: () => new Date(),
    http: { ...FEED_HTTP_DEFAULTS, userAgent: 'test', allowHttp: true, allowPrivateAddresses: true },
    ...extra,
  });
}

describe('the scheduler', () => {
  it('runs one fetch at a time in a process', async () => {
    server.route('/slow', (_req, res) => setTimeout(() => serveFile('rss2.xml')(_req, res), 200));
    const s = scheduler('/slow');
    const first = s.runNow();
    expect(await s.runNow()).toEqual({ ran: false, reason: 'busy' });
    expect(await first).toMatchObject({ ran: true, outcomes: [{ result: 'stored', items: 3 }] });
    expect(server.requests).toHaveLength(1);
    await s.stop();
  });

  it('skips the run while another instance holds the lock (PostgreSQL)', async () => {
    if (t.app.database.kind === 'pglite') {
      // PGlite belongs to one process: there is no other instance to wait for.
      expect(await scheduler('/rss2.xml').runNow()).toMatchObject({ ran: true });
      return;
    }
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(727008)');
      expect(await scheduler('/rss2.xml').runNow()).toEqual({ ran: false, reason: 'locked' });
      expect(server.requests).toEqual([]);
      await other.query('select pg_advisory_unlock(727008)');
      expect(await scheduler('/rss2.xml').runNow()).toMatchObject({ ran: true });
    } finally {
      await other.end();
    }
  });

  it('fetches at start and again at every interval, telling its listener', async () => {
    const onChange = vi.fn();
    const s = scheduler('/rss2.xml', { intervalMs: 100, onChange });
    s.start();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    await s.stop();
    expect(server.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('stops promptly: aborts a fetch in flight, records why, and runs no more', async () => {
    server.route('/never', () => {});
    const s = scheduler('/never');
    const run = s.runNow();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await s.stop();
    expect(await run).toMatchObject({
      ran: true,
      outcomes: [{ result: 'failed', error: 'Lettura interrotta: il server si sta arrestando' }],
    });
    expect(await s.runNow()).toEqual({ ran: false, reason: 'stopped' });
  });
});

describe('the news plugin', () => {
  const feedsEnv = {
    NEWS_FEEDS: JSON.stringify([{ source: 'Locale', url: 'https://127.0.0.1:9/feed.xml' }]),
  };

  it('does not fetch under NODE_ENV=test unless asked, even with feeds configured', async () => {
    const app = await createTestApp({ env: feedsEnv });
    try {
      expect(process.env.NODE_ENV).toBe('test');
      expect(app.app.news.feeds).toEqual([{ source: 'Locale', url: 'https://127.0.0.1:9/feed.xml' }]);
      expect(app.app.news.scheduler).toBeUndefined();
      expect(await app.app.db.select().from(newsFeedStatus)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('fetches the configured feeds when the app is ready, with the SSRF guard on', async () => {
    const testDb = await createTestDatabase();
    const database = await createDatabase({ dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl });
    await database.migrate();
    const app = Fastify();
    try {
      await app.register(databasePlugin, { database });
      const config = loadConfig({ ...feedsEnv, DATA_DIR: testDb.dataDir });
      await app.register(newsPlugin, { config, now: () => new Date(), schedule: true });
      await app.ready();
      await vi.waitFor(async () => expect(await database.db.select().from(newsFeedStatus)).toHaveLength(1));
      const [status] = await database.db.select().from(newsFeedStatus);
      expect(status).toMatchObject({
        source: 'Locale',
        lastError: 'Indirizzo privato o locale rifiutato: 127.0.0.1 → 127.0.0.1',
      });
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
