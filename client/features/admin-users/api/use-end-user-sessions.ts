import { endedKeysSentence } from '@common/ended-keys';
import type { AdminUser } from '@common/schemas/admin-users';
import type { EndedSessions } from '@common/schemas/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { sessionsKey } from '~/features/account-sessions/api/use-sessions';
import { apiRequest } from '~/lib/api-client';
import { useFailureToast } from '~/lib/use-failure-toast';

function endedText(user: AdminUser, ended: number, own: boolean): string {
  if (ended === 0) return `${user.username} non aveva sessioni aperte${own ? ' oltre a questa' : ''}.`;
  const sessions = ended === 1 ? '1 sessione chiusa' : `${ended} sessioni chiuse`;
  return own
    ? `${sessions}: resti connesso solo qui.`
    : `${user.username}: ${sessions}. Dovrà accedere di nuovo con la sua password.`;
}

/** Ends every session of a user; on the admin's own account the server keeps the one asking. */
export function useEndUserSessions(currentUserId: number) {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async (user: AdminUser) => {
      const res = await apiRequest('DELETE', `/api/admin/users/${user.id}/sessions`);
      return { user, ...((await res.json()) as EndedSessions) };
    },
    onSuccess: ({ user, ended, ...keys }) => {
      const own = user.id === currentUserId;
      toast({
        title: 'Sessioni terminate',
        description: endedText(user, ended, own) + endedKeysSentence(keys, own ? undefined : user.username),
      });
      if (own) return queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: (error) => void failed(error, 'Sessioni non terminate'),
  });
}
