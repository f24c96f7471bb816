import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { newsFeedStatus, newsItems } from '../../server/db/schema';
import type { NewsFeed } from '../../server/news/feed-list';
import { fetchAllFeeds } from '../../server/news/fetch-feeds';
import { FEED_HTTP_DEFAULTS, type FeedHttpOptions } from '../../server/news/http-get';
import { type FeedServer, startFeedServer } from './feed-server';
import { createTestApp, type TestApp } from './test-app';

/** The fetch time of every run unless a test says otherwise. */
export const NOW = new Date('2026-06-15T10:00:00Z');

// The local server is plain http on 127.0.0.1: allowed here, and only here.
const testHttp: FeedHttpOptions = {
  ...FEED_HTTP_DEFAULTS,
  userAgent: 'StudioNewsFetcher/1.0 (+http://localhost:3000; RSS reader)',
  allowHttp: true,
  allowPrivateAddresses: true,
};

/**
 * A real app (for its database and logger) and a local feed server, reset
 * before each test; helpers run the fetcher and read what it stored.
 */
export function setupFetchHarness() {
  const h = {} as { t: TestApp; server: FeedServer; logLines: string[] };
  h.logLines = [];
  beforeAll(async () => {
    h.t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (l) => void h.logLines.push(l) },
    });
    h.server = await startFeedServer();
  });
  afterAll(async () => {
    await h.server.close();
    await h.t.close();
  });
  beforeEach(async () => {
    await h.t.app.db.delete(newsItems);
    await h.t.app.db.delete(newsFeedStatus);
    h.server.requests.length = 0;
    h.logLines.length = 0;
  });

  const feed = (source: string, pathname: string): NewsFeed => ({ source, url: h.server.url(pathname) });

  const run = (feeds: NewsFeed[], options: { now?: Date; http?: Partial<FeedHttpOptions> } = {}) =>
    fetchAllFeeds({
      db: h.t.app.db,
      feeds,
      log: h.t.app.log,
      now: () => options.now ?? NOW,
      http: { ...testHttp, ...options.http },
    });

  const storedItems = () =>
    h.t.app.db
      .select({
        title: newsItems.title,
        url: newsItems.url,
        description: newsItems.description,
        urlToImage: newsItems.urlToImage,
        publishedAt: newsItems.publishedAt,
        source: newsItems.source,
      })
      .from(newsItems)
      .orderBy(desc(newsItems.publishedAt), asc(newsItems.url));

  const statusOf = async (source: string) => {
    const [row] = await h.t.app.db.select().from(newsFeedStatus).where(eq(newsFeedStatus.source, source));
    return row;
  };

  /** A feed that failed: its error is stored, logged with its name, and nothing was stored. */
  const expectFailure = async (source: string, error: string) => {
    expect(await statusOf(source)).toMatchObject({
      lastAttemptAt: NOW,
      lastErrorAt: NOW,
      lastError: error,
      lastSuccessAt: null,
      itemCount: 0,
    });
    const warning = h.logLines.map((l) => JSON.parse(l)).find((l) => l.source === source && l.level === 40);
    expect(warning).toMatchObject({ error, msg: expect.stringContaining(`news feed "${source}" failed`) });
  };

  return {
    get app() {
      return h.t.app;
    },
    get server() {
      return h.server;
    },
    feed,
    run,
    storedItems,
    statusOf,
    expectFailure,
  };
}
