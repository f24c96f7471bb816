import { useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { errorText } from '~/lib/api-client';
import { handleSessionExpired } from './session-expiry';

/**
 * A failed request's toast, in the server's words, unless the user's own
 * session has ended (then sign-in is asked). Returns whether a toast was shown.
 */
export function useFailureToast() {
  const queryClient = useQueryClient();
  return (error: unknown, title: string, fallback = 'Riprova tra qualche istante.'): boolean => {
    if (handleSessionExpired(error, queryClient)) return false;
    toast({ variant: 'destructive', title, description: errorText(error, fallback) });
    return true;
  };
}
