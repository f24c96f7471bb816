import type { QueryClient } from '@tanstack/react-query';
import { clearSessionHint } from '../session-hint';
import { userQueryKey } from './use-user';

/**
 * Cached answers other than the user query belong to whoever was signed in
 * (their documents, the admin lists): they are dropped when the account
 * changes, so a shared computer never shows one client's data to the next.
 */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
}

/** The user is signed out on this page: the private area sends them to /auth. */
export function signOutLocally(queryClient: QueryClient): void {
  clearSessionHint();
  queryClient.setQueryData(userQueryKey, null);
  forgetAccountData(queryClient);
}
