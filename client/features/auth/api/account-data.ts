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

let onRequest = false;

/**
 * The user is signed out on this page: the private area sends them to /auth. `onRequest` ('Disconnetti')
 * says the place they leave is not where the next person signing in on this page should land.
 */
export function signOutLocally(queryClient: QueryClient, how: { onRequest: boolean }): void {
  onRequest = how.onRequest;
  clearSessionHint();
  queryClient.setQueryData(userQueryKey, null);
  forgetAccountData(queryClient);
}

/** Whether the last sign-out on this page was asked for, rather than a session that ended by itself. */
export function signedOutOnRequest(): boolean {
  return onRequest;
}
