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
