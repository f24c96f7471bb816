import type { QueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { onSessionEnded } from '~/lib/api-client';
import { signOutLocally } from './api/account-data';
import { userQueryKey } from './api/use-user';

/**
 * From now on, a request that finds the session ended on the server (idle timeout, password changed
 * elsewhere, account removed) signs this page out and tells the user, rather than showing an error: the
 * private area then sends them to sign in. Each failing screen only has to stay quiet (`isSessionEnded`).
 */
export function listenForSessionEnd(queryClient: QueryClient): void {
  onSessionEnded(() => {
    // Several requests in flight fail together: one sign-out, one toast.
    if (queryClient.getQueryData(userQueryKey) === null) return;
    signOutLocally(queryClient, { onRequest: false });
    toast({ title: 'Sessione scaduta', description: 'Accedi di nuovo per continuare.' });
  });
}
