import { newsCategory } from '@common/news-category';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsItems } from '../../db/schema';
import { currentFeedStatuses } from '../../news/feed-status';

const feedStatusSchema = z.object({
  source: z.string(),
  url: z.string(),
  category: z.string(),
  lastAttemptAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Articles in the feed at its last successful read. */
  itemCount: z.number().int(),
  /** Articles from this source stored now. */
  storedCount: z.number().int(),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Every configured feed with what its last fetch did, for the firm's administrator. */
export async function adminNewsFeedRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/news-feeds',
    {
      schema: {
        operationId: 'listNewsFeeds',
        summary: "Each news feed's last attempt, success and error, and its articles",
        response: { 200: z.array(feedStatusSchema) },
      },
    },
    async (_request, reply) => {
      const stored = await app.db
        .select({ source: newsItems.source, n: count() })
        .from(newsItems)
        .groupBy(newsItems.source);
      const storedBySource = new Map(stored.map((s) => [s.source, s.n]));
      const feeds = (await currentFeedStatuses(app.db, app.news.feeds)).map(({ feed, status }) => ({
        source: feed.source,
        url: feed.url,
        category: newsCategory(feed.source),
        lastAttemptAt: iso(status?.lastAttemptAt ?? null),
        lastSuccessAt: iso(status?.lastSuccessAt ?? null),
        lastErrorAt: iso(status?.lastErrorAt ?? null),
        lastError: status?.lastError ?? null,
        itemCount: status?.itemCount ?? 0,
        storedCount: storedBySource.get(feed.source) ?? 0,
      }));
      return reply.header('cache-control', 'no-store').send(feeds);
    },
  );
}
