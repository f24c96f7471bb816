import type { NewsItem } from '@common/schemas/news';
import * as React from 'react';
import { getJson } from '~/lib/api-client';

/** The page refetches while open; the server itself reads the feeds every 30 minutes. */
export const NEWS_REFETCH_MS = 5 * 60 * 1000;

interface NewsState {
  data: NewsItem[] | undefined;
  isPending: boolean;
}

/**
 * Stored articles, newest first. A page drawn with them (`drawn`) shows those and asks again at the next
 * tick; else they are fetched in the browser at once, never during prerendering. Its own few lines
 * rather than the query cache: this is the news page's only request, and the cache would double the
 * page's script.
 */
export function useNews(drawn?: NewsItem[]): NewsState {
  const [state, setState] = React.useState<NewsState>({ data: drawn, isPending: drawn === undefined });
  const [askAtOnce] = React.useState(drawn === undefined);
  React.useEffect(() => {
    let open = true;
    const load = () =>
      getJson<NewsItem[]>('/api/news').then(
        (data) => open && setState({ data, isPending: false }),
        // A failed refetch keeps the list already shown.
        () => open && setState((previous) => ({ ...previous, isPending: false })),
      );
    if (askAtOnce) void load();
    // A hidden tab does not ask; it catches up at the next tick once shown again.
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), NEWS_REFETCH_MS);
    return () => {
      open = false;
      clearInterval(timer);
    };
  }, [askAtOnce]);
  return state;
}
