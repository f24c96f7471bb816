import { QueryClient } from '@tanstack/react-query';
import { serverDrawing } from './server-drawing';

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
 * flight; on the server, the one of the client's area being drawn, else a fresh
 * one for each page prerendered.
 */
export function appQueryClient(): QueryClient {
  if (typeof document === 'undefined') return serverDrawing()?.queryClient ?? createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
