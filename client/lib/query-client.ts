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
let clientOfDrawing: (() => QueryClient | undefined) | undefined;

/**
 * The private application's client: one per browser tab, so a route's
 * `clientLoader` can start a request the page's first render then finds in
 * flight; on the server, the one of the client's area being drawn, else a fresh
 * one for each page prerendered.
 */
export function appQueryClient(): QueryClient {
  if (typeof document === 'undefined') return clientOfDrawing?.() ?? createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** On the server, where the client's area being drawn finds its query client (client/first-screen). */
export function drawingClientFrom(source: () => QueryClient | undefined): void {
  clientOfDrawing = source;
}
