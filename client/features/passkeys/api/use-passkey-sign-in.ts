import type { PublicUser } from '@common/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { forgetAccountData } from '~/features/auth/api/account-data';
import { userQueryKey } from '~/features/auth/api/use-user';
import { ApiError, apiRequest, errorText } from '~/lib/api-client';
import { deviceErrorText, isCancelled, loadWebAuthn } from '../webauthn';

async function signInWithPasskey(): Promise<PublicUser> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    loadWebAuthn(),
    apiRequest('POST', '/api/passkeys/sign-in/options').then((res) => res.json()),
  ]);
  // The browser lists the passkeys it holds for this site; the one chosen is unlocked by the person.
  const response = await startAuthentication({ optionsJSON });
  const res = await apiRequest('POST', '/api/passkeys/sign-in', { response });
  return (await res.json()) as PublicUser;
}

/** Signs in with a passkey; as after a password, the /auth page follows the stored user onwards. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (user) => {
      forgetAccountData(queryClient);
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: 'Accesso effettuato', description: `Benvenuto, ${user.fullName}!` });
    },
    onError: (error) => {
      if (isCancelled(error)) {
        toast({
          title: 'Accesso con passkey annullato',
          description:
            'Hai chiuso la richiesta o il tempo è scaduto. Se non hai ancora una passkey, accedi con username e password: potrai aggiungerla dal tuo profilo.',
        });
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Accesso non riuscito',
        description:
          error instanceof ApiError
            ? errorText(error, 'Non è stato possibile accedere con la passkey.')
            : deviceErrorText(error, 'sign-in'),
      });
    },
  });
}
