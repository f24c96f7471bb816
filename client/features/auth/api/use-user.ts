import type { PublicUser } from '@common/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { getJsonOrNullOn401 } from '~/lib/api-client';
import { clearSessionHint, hasSessionHint } from '../session-hint';

export const userQueryKey = ['/api/user'] as const;

async function fetchUser(): Promise<PublicUser | null> {
  if (!hasSessionHint()) return null;
  const user = await getJsonOrNullOn401<PublicUser>('/api/user');
  if (!user) clearSessionHint();
  return user;
}

/** The signed-in user, or null for a visitor. */
export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: fetchUser });
}
