import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type NewsFeed, newsFeedList } from './feed-list';
import { FEED_HTTP_DEFAULTS, type FeedHttpOptions } from './http-get';
import { createNewsScheduler, type NewsScheduler } from './news-scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsService;
  }
}

export interface NewsService {
  feeds: NewsFeed[];
  /** Grows after every fetch run: cached answers built before it are stale. */
  version: number;
  /** Absent when fetching is off. */
  scheduler: NewsScheduler | undefined;
}

export interface NewsPluginOptions {
  config: Config;
  now: () => Date;
  /** Fetch at start and every 30 minutes. Default: when feeds are configured, except under NODE_ENV=test. */
  schedule?: boolean;
  intervalMs?: number;
  /** Tests only: a local feed server needs plain http and loopback addresses. */
  http?: Partial<FeedHttpOptions>;
}

export function feedUserAgent(publicUrl: string): string {
  return `StudioNewsFetcher/1.0 (+${publicUrl}; RSS reader)`;
}

/** The feed list, and the scheduler that keeps news_items filled from it. */
export const newsPlugin = fp(async (app: FastifyInstance, opts: NewsPluginOptions) => {
  const feeds = newsFeedList(opts.config.newsFeeds);
  const service: NewsService = { feeds, version: 0, scheduler: undefined };
  app.decorate('news', service);

  // Tests, API and browser alike, must never reach the internet: under
  // NODE_ENV=test only a test that asks for the scheduler gets one.
  const schedule = opts.schedule ?? (feeds.length > 0 && process.env.NODE_ENV !== 'test');
  if (!schedule) {
    app.log.info({ feeds: feeds.length }, 'news: feed fetching is off');
    return;
  }
  const scheduler = createNewsScheduler({
    database: app.database,
    feeds,
    log: app.log.child({ module: 'news' }),
    now: opts.now,
    intervalMs: opts.intervalMs,
    http: { ...FEED_HTTP_DEFAULTS, userAgent: feedUserAgent(opts.config.publicUrl), ...opts.http },
    onChange: () => {
      service.version++;
    },
  });
  service.scheduler = scheduler;
  app.addHook('onReady', async () => scheduler.start());
  // Before the database closes: abort the fetches and let the run finish its writes.
  app.addHook('preClose', async () => scheduler.stop());
});
