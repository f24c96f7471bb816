import type { AdminUser } from '@common/schemas/admin-users';
import type { Passkey } from '@common/schemas/passkeys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, getJson } from '~/lib/api-client';
import { useFailureToast } from '~/lib/use-failure-toast';

const userPasskeysKey = (userId: number) => ['/api/admin/users', userId, 'passkeys'] as const;

/** A user's passkeys as the firm sees them; asked each time the access dialog opens. */
export function useUserPasskeys(userId: number) {
  return useQuery({
    queryKey: userPasskeysKey(userId),
    queryFn: (context) => getJson<Passkey[]>(`/api/admin/users/${userId}/passkeys`, context),
    refetchOnMount: 'always',
  });
}

export function useRemoveUserPasskey() {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: ({ user, passkey }: { user: AdminUser; passkey: Passkey }) =>
      apiRequest('DELETE', `/api/admin/users/${user.id}/passkeys/${passkey.id}`),
    onSuccess: (_res, { user, passkey }) => {
      toast({
        title: 'Passkey rimossa',
        description: `«${passkey.name}» non può più essere usata per accedere all'account di ${user.username}.`,
      });
      return queryClient.invalidateQueries({ queryKey: userPasskeysKey(user.id) });
    },
    onError: (error, { user }) => {
      failed(error, 'Passkey non rimossa');
      void queryClient.invalidateQueries({ queryKey: userPasskeysKey(user.id) });
    },
  });
}
