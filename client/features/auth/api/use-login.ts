import type { loginSchema } from '@common/schemas/auth';
import type { LoginResult, SecondFactorInput } from '@common/schemas/two-factor';
import type { PublicUser } from '@common/schemas/user';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, errorText } from '~/lib/api-client';
import { forgetAccountData } from './account-data';
import { userQueryKey } from './use-user';

export type LoginValues = z.output<typeof loginSchema>;

/** The /auth page follows the stored user to the private area. */
export function signedIn(queryClient: QueryClient, user: PublicUser) {
  forgetAccountData(queryClient);
  queryClient.setQueryData(userQueryKey, user);
  toast({ title: 'Accesso effettuato', description: `Benvenuto, ${user.fullName}!` });
}

function failed(error: unknown) {
  toast({
    variant: 'destructive',
    title: 'Accesso fallito',
    description: errorText(error, 'Credenziali non valide'),
  });
}

/** The password step; with a second factor on, `onSecondFactor` is called and no one is signed in yet. */
export function useLogin(onSecondFactor: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: LoginValues) =>
      (await (await apiRequest('POST', '/api/login', values)).json()) as LoginResult,
    onSuccess: (result) => {
      if ('secondFactor' in result) onSecondFactor();
      else signedIn(queryClient, result);
    },
    onError: failed,
  });
}

/** The code step: the app's 6 digits or a recovery code. */
export function useSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SecondFactorInput) =>
      (await (await apiRequest('POST', '/api/login/second-factor', values)).json()) as PublicUser,
    onSuccess: (user) => signedIn(queryClient, user),
    onError: failed,
  });
}
