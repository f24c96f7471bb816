import type { DehydratedState } from '@tanstack/react-query';
import { useMatches } from 'react-router';

/** What a route's server loader returns for the page's queries: the loaders' answers, dehydrated. */
export interface PageQueries {
  queries: DehydratedState | undefined;
}

const hasQueries = (data: unknown): data is PageQueries =>
  typeof data === 'object' && data !== null && 'queries' in data;

/**
 * Every matched route's dehydrated queries as one state, for the root's `<HydrationBoundary>`: above the
 * header, whose account query would otherwise exist first and take the answer only after an effect,
 * which the server's drawing never runs.
 */
export function usePageQueries(): DehydratedState | undefined {
  const states = useMatches()
    .map(({ loaderData }) => (hasQueries(loaderData) ? loaderData.queries : undefined))
    .filter((state) => state !== undefined);
  if (states.length === 0) return undefined;
  return { queries: states.flatMap((state) => state.queries), mutations: [] };
}
