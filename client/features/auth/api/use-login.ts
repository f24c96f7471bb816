import type { loginSchema } from '@common/schemas/auth';
import type { PublicUser } from '@common/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, errorText } from '~/lib/api-client';
import { forgetAccountData } from '../account-data';
import { userQueryKey } from './use-user';

export type LoginValues = z.output<typeof loginSchema>;

async function login(values: LoginValues): Promise<PublicUser> {
  const res = await apiRequest('POST', '/api/login', values);
  return (await res.json()) as PublicUser;
}

/** Signs in; the /auth page follows the stored user to the private area. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      forgetAccountData(queryClient);
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: 'Accesso effettuato', description: `Benvenuto, ${user.fullName}!` });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Accesso fallito',
        description: errorText(error, 'Credenziali non valide'),
      });
    },
  });
}
