import * as React from 'react';
import { toast } from '~/components/ui/use-toast';
import { errorText, isSessionEnded } from './api-client';

// Admin tabs unmount when another tab is chosen: a failure is told once, not at every return.
const toldErrors = new WeakSet<Error>();

/**
 * Tells a failed load of an admin list with one toast: an ended session
 * sends the user to sign in instead. `title` is the specification's text.
 */
export function useLoadErrorToast(error: Error | null, title: string): void {
  React.useEffect(() => {
    if (!error || toldErrors.has(error)) return;
    toldErrors.add(error);
    if (isSessionEnded(error)) return;
    toast({
      variant: 'destructive',
      title,
      description: errorText(error, 'Controlla la connessione e riprova con "Aggiorna".'),
    });
  }, [error, title]);
}
