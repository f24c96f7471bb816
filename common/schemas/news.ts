import { z } from 'zod';

/** One item of GET /api/news, which lists them newest first. */
export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  source: z.string(),
  /** Derived from the source (common/news-category.ts). */
  category: z.string(),
  publishedAt: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  /** The source's image address. The page does not load it: no third-party requests. */
  image: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
