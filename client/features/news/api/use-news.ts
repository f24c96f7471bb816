import type { NewsItem } from '@common/schemas/news';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '~/lib/api-client';

export const newsQueryKey = ['/api/news'] as const;

/** The page refetches while open; the server itself reads the feeds every 30 minutes. */
export const NEWS_REFETCH_MS = 5 * 60 * 1000;

/** Stored articles, newest first; fetched in the browser, never during prerendering. */
export function useNews() {
  return useQuery({
    queryKey: newsQueryKey,
    queryFn: () => getJson<NewsItem[]>('/api/news'),
    refetchInterval: NEWS_REFETCH_MS,
  });
}
