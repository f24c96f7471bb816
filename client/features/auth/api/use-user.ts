import type { PublicUser } from '@common/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJsonOrNullOn401 } from '~/lib/api-client';
import { clearSessionHint, sessionHint } from '../session-hint';

export const userQueryKey = ['/api/user'] as const;

async function fetchUser(): Promise<PublicUser | null> {
  const hint = sessionHint();
  if (!hint) return null;
  const user = await getJsonOrNullOn401<PublicUser>('/api/user');
  if (user) return user;
  // A sign-in while the question was out (another tab, a request of the page): ask about the new session.
  if (sessionHint() !== hint) return fetchUser();
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
