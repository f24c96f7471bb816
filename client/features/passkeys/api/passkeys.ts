import type { Passkey } from '@common/schemas/passkeys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { needsIdentityCheck } from '~/features/confirm-identity/api/use-confirm-identity';
import { ApiError, apiRequest, errorText, getJson, isSessionEnded } from '~/lib/api-client';
import { useFailureToast } from '~/lib/use-failure-toast';
import { deviceErrorText, isCancelled, loadWebAuthn } from '../webauthn';

export const passkeysQueryKey = ['/api/passkeys'] as const;

/** The signed-in user's passkeys, oldest first. */
export const passkeysQuery = queryOptions({
  queryKey: passkeysQueryKey,
  queryFn: (context) => getJson<Passkey[]>('/api/passkeys', context),
});

export function usePasskeys() {
  return useQuery(passkeysQuery);
}

async function createPasskey(name: string): Promise<Passkey> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    loadWebAuthn(),
    apiRequest('POST', '/api/passkeys/registration/options').then((res) => res.json()),
  ]);
  // The browser's own window: the user picks where to keep the passkey and unlocks it.
  const response = await startRegistration({ optionsJSON });
  const res = await apiRequest('POST', '/api/passkeys/registration', { name, response });
  return (await res.json()) as Passkey;
}

/**
 * Adds a passkey. When the server first wants the password or the app's code
 * again, `onIdentityCheck` gets the name and nothing is said: the page asks
 * for the proof and calls this again.
 */
export function useAddPasskey(onIdentityCheck: (name: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPasskey,
    onSuccess: (passkey) => {
      toast({
        title: 'Passkey aggiunta',
        description: `Da ora puoi accedere con «${passkey.name}», senza password né codice.`,
      });
      return queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
    },
    onError: (error, name) => {
      if (isSessionEnded(error)) return;
      if (needsIdentityCheck(error)) {
        onIdentityCheck(name);
        return;
      }
      if (isCancelled(error)) {
        toast({
          title: 'Passkey non creata',
          description: 'Hai annullato la richiesta o il tempo è scaduto. Puoi riprovare quando vuoi.',
        });
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Passkey non aggiunta',
        description:
          error instanceof ApiError
            ? errorText(error, 'Non è stato possibile aggiungere la passkey. Riprova tra qualche istante.')
            : deviceErrorText(error, 'register'),
      });
    },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (passkey: Passkey) => apiRequest('DELETE', `/api/passkeys/${passkey.id}`),
    onSuccess: (_res, passkey) => {
      toast({
        title: 'Passkey rimossa',
        description: `«${passkey.name}» non può più essere usata per accedere.`,
      });
      return queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
    },
    onError: (error) => {
      failed(
        error,
        'Passkey non rimossa',
        'Non è stato possibile rimuovere la passkey. Riprova tra qualche istante.',
      );
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
      }
    },
  });
}
