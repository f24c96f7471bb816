import type { PublicUser } from '@common/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Asker, getJsonOrNullOn401 } from '~/lib/api-client';
import { clearSessionHint, sessionHint } from '../session-hint';

export const userQueryKey = ['/api/user'] as const;

async function fetchUser(by: Asker): Promise<PublicUser | null> {
  // The server asks with the page request's own cookie; the browser first looks for the hint.
  if (typeof document === 'undefined') return getJsonOrNullOn401<PublicUser>('/api/user', by);
  const hint = sessionHint();
  if (!hint) return null;
  const user = await getJsonOrNullOn401<PublicUser>('/api/user', by);
  if (user) return user;
  // A sign-in while the question was out (another tab, a request of the page): ask about the new session.
  if (sessionHint() !== hint) return fetchUser(by);
  clearSessionHint(hint);
  return null;
}

/** The signed-in user, or null for a visitor. */
export const userQuery = queryOptions({ queryKey: userQueryKey, queryFn: fetchUser });

export function useUser() {
  // The protected layout's loader asks first (routes/protected-layout.tsx): when that answer was a
  // failure, the screen shows it, as it did when it asked itself, rather than asking again unseen.
  return useQuery({ ...userQuery, retryOnMount: false });
}
