import type { PageContext } from '@common/page-context';
import { QueryClient } from '@tanstack/react-query';
import { askThrough } from './api-client';

// The specification's defaults: cached data never goes stale, no refetch on
// focus, no polling, no retries. Queries that need polling say so themselves.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The application's client: one per browser tab, so a route's `clientLoader` can start a request the
 * page's first render then finds in flight; on the server, a fresh one for each page drawn (what the
 * loaders asked comes to it through `<HydrationBoundary>`).
 */
export function appQueryClient(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

const pageClients = new WeakMap<PageContext, QueryClient>();

/**
 * The client the loaders of one page request share on the server: the layout and the route ask the
 * account once between them, through the app itself (PageContext.ask), never through another's request.
 */
export function pageQueryClient(context: PageContext): QueryClient {
  let client = pageClients.get(context);
  if (!client) {
    client = createQueryClient();
    askThrough(client, context.ask);
    pageClients.set(context, client);
  }
  return client;
}
