import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { newsCategory } from '@common/news-category';
import { type NewsItem, newsItemSchema } from '@common/schemas/news';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { newsItems } from '../db/schema';
import { NEWS_MAX_ITEMS } from '../news/news-store';
import { pickEncoding } from '../web/negotiate';

const gzipAsync = promisify(gzip);

/** How long one answer is reused here; browsers and proxies keep it a little longer. */
const SERVER_CACHE_MS = 30_000;
const CACHE_CONTROL = 'public, max-age=60';

interface CachedAnswer {
  body: string;
  gzip: Buffer;
  etag: string;
  version: number;
  expiresAt: number;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * The news list is the same for every visitor and changes at most every 30
 * minutes: it is built once, kept serialised and compressed, and served with
 * an ETag, so a busy page costs neither the database nor the CPU.
 */
export async function newsRoutes(app: FastifyInstance) {
  let cached: CachedAnswer | undefined;
  let building: Promise<CachedAnswer> | undefined;

  const build = async (): Promise<CachedAnswer> => {
    const version = app.news.version;
    const rows = await app.db
      .select()
      .from(newsItems)
      .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
      .limit(NEWS_MAX_ITEMS);
    const items: NewsItem[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      source: r.source,
      category: newsCategory(r.source),
      publishedAt: r.publishedAt.toISOString(),
      description: r.description,
      url: r.url,
      image: r.urlToImage,
    }));
    const body = JSON.stringify(items);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    return {
      body,
      gzip: await gzipAsync(body),
      etag,
      version,
      expiresAt: app.now().getTime() + SERVER_CACHE_MS,
    };
  };

  const current = async (): Promise<CachedAnswer> => {
    const fresh = cached && cached.version === app.news.version && app.now().getTime() < cached.expiresAt;
    if (fresh) return cached!;
    // Many visitors at the expiry instant share one query.
    building ??= build().finally(() => {
      building = undefined;
    });
    try {
      cached = await building;
    } catch (err) {
      // Slightly old news beat an error page while the database recovers.
      if (!cached) throw err;
      app.log.error({ err }, 'news: the list could not be read again; serving the previous one');
    }
    return cached;
  };

  // The body goes out already serialised (a string or gzip bytes), which the zod
  // type provider cannot express: the schema documents the shape, NewsItem enforces it.
  const response = { 200: z.array(newsItemSchema), 304: z.null().describe('Not modified: no body') };
  const listNews = {
    operationId: 'listNews',
    summary: 'The latest fiscal news from the feeds (ETag: 304 when unchanged)',
    security: [],
    response,
  };
  app.get('/news', { schema: listNews }, async (request, reply) => {
    const answer = await current();
    reply
      .header('etag', answer.etag)
      .header('cache-control', CACHE_CONTROL)
      .header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    if (pickEncoding(request.headers['accept-encoding'], { gzip: true }) === 'gzip') {
      return reply.header('content-encoding', 'gzip').send(answer.gzip);
    }
    return reply.send(answer.body);
  });
}
