import type {
  ConfirmTwoFactorInput,
  PasswordCheckInput,
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@common/schemas/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { userQueryKey } from '~/features/auth/api/use-user';
import { apiRequest, getJson } from '~/lib/api-client';
import { useFailureToast } from '~/lib/use-failure-toast';

const BASE = '/api/user/two-factor';
export const twoFactorKey = ['two-factor'] as const;

export const twoFactorQuery = queryOptions({
  queryKey: twoFactorKey,
  queryFn: (context) => getJson<TwoFactorStatus>(BASE, context),
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorQuery);
}

/** Every change shows in the profile's status and in the user (the gate of a required enrolment). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: twoFactorKey });
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  };
}

function useFailure(title: string) {
  const failed = useFailureToast();
  return (error: unknown) => void failed(error, title);
}

export function useStartSetup() {
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', `${BASE}/setup`)).json()) as TwoFactorSetup,
    onError: useFailure('Impossibile avviare la configurazione'),
  });
}

export function useConfirmSetup() {
  return useMutation({
    mutationFn: async (values: ConfirmTwoFactorInput) =>
      (await (await apiRequest('POST', `${BASE}/confirm`, values)).json()) as RecoveryCodes,
    onError: useFailure('Verifica non attivata'),
  });
}

export function useNewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (values: PasswordCheckInput) =>
      (await (await apiRequest('POST', `${BASE}/recovery-codes`, values)).json()) as RecoveryCodes,
    onSuccess: refresh,
    onError: useFailure('Codici non generati'),
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: PasswordCheckInput) => apiRequest('POST', `${BASE}/disable`, values),
    onSuccess: () => {
      refresh();
      toast({
        title: 'Verifica in due passaggi disattivata',
        description: 'Da ora per accedere basta la password.',
      });
    },
    onError: useFailure('Verifica non disattivata'),
  });
}

/** Once the recovery codes are shown (and kept), the new state reaches the page. */
export function useFinishSetup() {
  return useRefresh();
}
