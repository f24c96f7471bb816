import { endedKeysSentence } from '@common/ended-keys';
import type { changePasswordSchema } from '@common/schemas/auth';
import type { EndedKeys } from '@common/schemas/ended-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '~/components/ui/use-toast';
import { sessionsKey } from '~/features/account-sessions/api/use-sessions';
import { userQueryKey } from '~/features/auth/api/use-user';
import { apiRequest, errorText, isSessionEnded } from '~/lib/api-client';

export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

/** The server keeps this session and ends every other session of the user, and the API tokens it made. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ChangePasswordValues) =>
      (await apiRequest('POST', '/api/user/password', values)).json() as Promise<EndedKeys>,
    onSuccess: (ended) => {
      // A one-time password replaced: the account's gate opens.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      toast({
        title: 'Password aggiornata',
        description: `Da ora accedi con la nuova password. Le altre sessioni aperte sono state chiuse.${endedKeysSentence(ended)}`,
      });
      // The list of sessions on the same page shows the others gone.
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      toast({
        variant: 'destructive',
        title: 'Password non aggiornata',
        description: errorText(error, "Si è verificato un errore durante l'aggiornamento della password."),
      });
    },
  });
}
