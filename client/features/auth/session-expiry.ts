import type { QueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { ApiError } from '~/lib/api-client';
import { signOutLocally } from './account-data';

/**
 * A 401 from a private request means the session ended on the server (idle
 * timeout, password changed elsewhere, account removed): rather than an error
 * the user is told and sent to sign in again. Returns whether it was that case.
 */
export function handleSessionExpired(error: unknown, queryClient: QueryClient): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  signOutLocally(queryClient);
  toast({ title: 'Sessione scaduta', description: 'Accedi di nuovo per continuare.' });
  return true;
}
