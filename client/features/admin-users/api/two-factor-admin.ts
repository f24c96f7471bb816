import { endedKeysSentence } from '@common/ended-keys';
import type { AdminUser } from '@common/schemas/admin-users';
import type { EndedKeys } from '@common/schemas/ended-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { adminUsersKey } from '~/lib/admin-list-keys';
import { apiRequest } from '~/lib/api-client';
import { useFailureToast } from '~/lib/use-failure-toast';

function useAdminMutation<T, R>(
  request: (values: T) => Promise<R>,
  success: (values: T, result: R) => { title: string; description: string },
  failureTitle: string,
) {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: request,
    onSuccess: (result, values) => {
      toast(success(values, result));
      return queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
    onError: (error) => void failed(error, failureTitle),
  });
}

/** 'Richiedi verifica in due passaggi': the client sets it up at their next sign-in. */
export function useRequireTwoFactor() {
  return useAdminMutation(
    ({ user, required }: { user: AdminUser; required: boolean }) =>
      apiRequest('PUT', `/api/admin/users/${user.id}/two-factor-required`, { required }),
    ({ user, required }) =>
      required
        ? {
            title: 'Verifica in due passaggi richiesta',
            description: `${user.username} la configurerà al prossimo accesso.`,
          }
        : { title: 'Richiesta ritirata', description: `${user.username} può accedere con la sola password.` },
    'Impostazione non salvata',
  );
}

/** For a client who lost the phone and the recovery codes; their sessions end, and what works without one. */
export function useResetTwoFactor() {
  return useAdminMutation(
    async (user: AdminUser) =>
      (await apiRequest('DELETE', `/api/admin/users/${user.id}/two-factor`)).json() as Promise<EndedKeys>,
    (user, ended) => ({
      title: 'Verifica in due passaggi reimpostata',
      description: `Le sessioni di ${user.username} sono state chiuse e le sue passkey rimosse; potrà configurarla di nuovo al prossimo accesso.${endedKeysSentence(ended, user.username)}`,
    }),
    'Verifica non reimpostata',
  );
}
