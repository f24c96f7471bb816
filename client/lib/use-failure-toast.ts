import { toast } from '~/components/ui/use-toast';
import { errorText, isSessionEnded } from './api-client';

/**
 * A failed request's toast, in the server's words, unless the user's own
 * session has ended (then sign-in is asked). Returns whether a toast was shown.
 */
export function useFailureToast() {
  return (error: unknown, title: string, fallback = 'Riprova tra qualche istante.'): boolean => {
    if (isSessionEnded(error)) return false;
    toast({ variant: 'destructive', title, description: errorText(error, fallback) });
    return true;
  };
}
