import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { newsFeedStatus } from '../db/schema';
import { decodeFeedBody } from './decode-body';
import { FeedError } from './feed-error';
import type { NewsFeed } from './feed-list';
import { type FeedHttpOptions, type FeedResponse, getFeed } from './http-get';
import { pruneNews, storeEntries } from './news-store';
import { type FeedEntry, parseFeedEntries } from './parse-feed';

export interface FetchFeedsDeps {
  db: Db;
  feeds: NewsFeed[];
  log: FastifyBaseLogger;
  now: () => Date;
  http: FeedHttpOptions;
}

export type FeedOutcome =
  | { source: string; result: 'stored'; items: number; inserted: number; updated: number }
  | { source: string; result: 'not-modified' }
  | { source: string; result: 'failed'; error: string };

type Fetched =
  | { kind: 'not-modified' }
  | { kind: 'entries'; entries: FeedEntry[]; etag: string | null; lastModified: string | null }
  | { kind: 'failed'; error: string };

function failureText(err: unknown): string {
  return err instanceof FeedError ? err.message : `Errore imprevisto: ${(err as Error)?.message ?? err}`;
}

async function fetchOne(feed: NewsFeed, deps: FetchFeedsDeps, fetchedAt: Date): Promise<Fetched> {
  try {
    const [status] = await deps.db
      .select()
      .from(newsFeedStatus)
      .where(eq(newsFeedStatus.source, feed.source));
    // Validators belong to an address: after NEWS_FEEDS changes one, fetch it whole.
    const validators = status?.url === feed.url ? status : {};
    const res: FeedResponse = await getFeed(feed.url, validators, deps.http);
    if (res.notModified) return { kind: 'not-modified' };
    const text = decodeFeedBody(res.body, res.contentType);
    const entries = parseFeedEntries(text, res.url, fetchedAt);
    return { kind: 'entries', entries, etag: res.etag, lastModified: res.lastModified };
  } catch (err) {
    return { kind: 'failed', error: failureText(err) };
  }
}

async function saveStatus(db: Db, feed: NewsFeed, patch: Partial<typeof newsFeedStatus.$inferInsert>) {
  await db
    .insert(newsFeedStatus)
    .values({ source: feed.source, url: feed.url, ...patch })
    .onConflictDoUpdate({ target: newsFeedStatus.source, set: { url: feed.url, ...patch } });
}

async function storeOne(
  feed: NewsFeed,
  fetched: Fetched,
  deps: FetchFeedsDeps,
  at: Date,
): Promise<FeedOutcome> {
  const { db, log } = deps;
  const context = { source: feed.source, url: feed.url };
  try {
    if (fetched.kind === 'not-modified') {
      await saveStatus(db, feed, { lastAttemptAt: at, lastSuccessAt: at });
      log.info(context, `news feed "${feed.source}": not modified`);
      return { source: feed.source, result: 'not-modified' };
    }
    if (fetched.kind === 'entries') {
      const { inserted, updated } = await storeEntries(db, feed.source, fetched.entries, at);
      // The validators are saved only now: a 304 must never hide articles we failed to store.
      await saveStatus(db, feed, {
        lastAttemptAt: at,
        lastSuccessAt: at,
        itemCount: fetched.entries.length,
        etag: fetched.etag,
        lastModified: fetched.lastModified,
      });
      const items = fetched.entries.length;
      log.info({ ...context, items, inserted, updated }, `news feed "${feed.source}": ${items} items`);
      return { source: feed.source, result: 'stored', items, inserted, updated };
    }
    throw new FeedError(fetched.error);
  } catch (err) {
    const error = failureText(err);
    log.warn({ ...context, error }, `news feed "${feed.source}" failed (${feed.url}): ${error}`);
    try {
      await saveStatus(db, feed, { lastAttemptAt: at, lastErrorAt: at, lastError: error });
    } catch (statusErr) {
      log.error({ ...context, err: statusErr }, 'news feed status could not be saved');
    }
    return { source: feed.source, result: 'failed', error };
  }
}

/**
 * One pass over every feed. The feeds are fetched in parallel and stored one by
 * one in list order, so an article present in two feeds always goes to the
 * first. A failing feed only writes its error: the stored articles stay.
 */
export async function fetchAllFeeds(deps: FetchFeedsDeps): Promise<FeedOutcome[]> {
  const at = deps.now();
  const fetched = await Promise.all(deps.feeds.map((feed) => fetchOne(feed, deps, at)));
  const outcomes: FeedOutcome[] = [];
  for (const [i, feed] of deps.feeds.entries()) {
    outcomes.push(await storeOne(feed, fetched[i]!, deps, at));
  }
  try {
    const removed = await pruneNews(deps.db, at);
    if (removed > 0) deps.log.info({ removed }, 'news: old articles removed');
  } catch (err) {
    deps.log.error({ err }, 'news: pruning old articles failed');
  }
  return outcomes;
}
