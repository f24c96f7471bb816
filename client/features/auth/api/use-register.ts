import type { registerSchema } from '@common/schemas/auth';
import type { PublicUser } from '@common/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, errorText } from '~/lib/api-client';
import { forgetAccountData } from './account-data';
import { userQueryKey } from './use-user';

export type RegisterValues = z.output<typeof registerSchema>;

async function register(values: RegisterValues): Promise<PublicUser> {
  const res = await apiRequest('POST', '/api/register', values);
  return (await res.json()) as PublicUser;
}

/** Self-registration; the server refuses it unless ALLOW_REGISTRATION=true. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      forgetAccountData(queryClient);
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: 'Registrazione completata', description: 'Account creato con successo!' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Registrazione fallita',
        description: errorText(error, 'Errore durante la registrazione'),
      });
    },
  });
}
