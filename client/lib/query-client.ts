import { QueryClient } from '@tanstack/react-query';

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
 * The private application's client: one per browser tab, so a route's
 * `clientLoader` can start a request the page's first render then finds in
 * flight; a fresh one for each page prerendered on the server.
 */
export function appQueryClient(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
