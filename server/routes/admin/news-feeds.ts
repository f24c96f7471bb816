import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsCategory } from '../../../common/news-category';
import { newsFeedStatus, newsItems } from '../../db/schema';

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
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/news-feeds',
      { schema: { response: { 200: z.array(feedStatusSchema) } } },
      async (_request, reply) => {
        const statuses = await app.db.select().from(newsFeedStatus);
        const stored = await app.db
          .select({ source: newsItems.source, n: count() })
          .from(newsItems)
          .groupBy(newsItems.source);
        const statusBySource = new Map(statuses.map((s) => [s.source, s]));
        const storedBySource = new Map(stored.map((s) => [s.source, s.n]));
        const feeds = app.news.feeds.map((feed) => {
          const status = statusBySource.get(feed.source);
          // A status written for another address says nothing about this one.
          const current = status?.url === feed.url ? status : undefined;
          return {
            source: feed.source,
            url: feed.url,
            category: newsCategory(feed.source),
            lastAttemptAt: iso(current?.lastAttemptAt ?? null),
            lastSuccessAt: iso(current?.lastSuccessAt ?? null),
            lastErrorAt: iso(current?.lastErrorAt ?? null),
            lastError: current?.lastError ?? null,
            itemCount: current?.itemCount ?? 0,
            storedCount: storedBySource.get(feed.source) ?? 0,
          };
        });
        return reply.header('cache-control', 'no-store').send(feeds);
      },
    );
}
