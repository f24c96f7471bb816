import type { Page } from '@common/schemas/paging';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from './api-client';

/** The query string of a list request: empty values are left out, so equal filters ask once. */
export function listQueryString(params: Record<string, string | number | undefined>, cursor?: string) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (cursor) search.set('cursor', cursor);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** A paged list's query, for the hook below and for a route that starts the first page early. */
export function pagedListQuery<T>(
  key: readonly unknown[],
  url: string,
  params: Record<string, string | number | undefined>,
) {
  return infiniteQueryOptions({
    queryKey: [...key, params],
    queryFn: (context) => getJson<Page<T>>(`${url}${listQueryString(params, context.pageParam)}`, context),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * A list the server pages: the first page at once, the next ones on demand
 * ('Carica altri'), each page cached under the filters that asked for it.
 * While other filters load, the rows of the previous ones stay on screen.
 */
export function usePagedList<T>(
  key: readonly unknown[],
  url: string,
  params: Record<string, string | number | undefined>,
  options: { retryOnMount?: boolean } = {},
) {
  const query = useInfiniteQuery({
    ...pagedListQuery<T>(key, url, params),
    ...options,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  return {
    ...query,
    items: pages.flatMap((p) => p.items),
    total: first?.total ?? 0,
    totalCapped: first?.totalCapped ?? false,
  };
}
