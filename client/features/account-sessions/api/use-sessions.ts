import { deviceLabel } from '@common/device-label';
import { endedKeysSentence } from '@common/ended-keys';
import type { EndedOtherSessions, EndOtherSessionsInput, UserSession } from '@common/schemas/sessions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { passkeysQueryKey } from '~/features/passkeys/api/passkeys';
import { ApiError, apiRequest, getJson } from '~/lib/api-client';
import { useFailureToast } from '~/lib/use-failure-toast';

export const sessionsKey = ['/api/user/sessions'] as const;

/** The user's signed-in browsers, this one first. Asked again each time the list is shown: other devices change it. */
export const sessionsQuery = queryOptions({
  queryKey: sessionsKey,
  queryFn: (context) => getJson<UserSession[]>('/api/user/sessions', context),
  refetchOnMount: 'always',
});

export function useSessions() {
  return useQuery(sessionsQuery);
}

function useFailure(title: string) {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return (error: unknown) => {
    if (!failed(error, title)) return;
    // A session already gone (it expired, or ended from another device) leaves the list.
    if (error instanceof ApiError && error.status === 404) {
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    }
  };
}

export function useEndSession() {
  const queryClient = useQueryClient();
  const failed = useFailure('Sessione non terminata');
  return useMutation({
    mutationFn: (session: UserSession) =>
      apiRequest('DELETE', `/api/user/sessions/${session.id}`).then(() => session),
    onSuccess: (session) => {
      toast({
        title: 'Sessione terminata',
        description: `${deviceLabel(session)}: per usarlo di nuovo bisognerà accedere con la password.`,
      });
      queryClient.setQueryData<UserSession[]>(sessionsKey, (list) =>
        list?.filter((s) => s.id !== session.id),
      );
    },
    onError: failed,
  });
}

function passkeysSentence(removed: number): string {
  if (removed === 0) return '';
  return removed === 1 ? ' La passkey è stata rimossa.' : ` Le ${removed} passkey sono state rimosse.`;
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  const failed = useFailure('Sessioni non terminate');
  return useMutation({
    mutationFn: async (input: EndOtherSessionsInput) => {
      const res = await apiRequest('POST', '/api/user/sessions/end-others', input);
      return (await res.json()) as EndedOtherSessions;
    },
    onSuccess: ({ ended, passkeysRemoved, ...keys }) => {
      toast({
        title: 'Sessioni terminate',
        description:
          (ended === 0
            ? 'Le altre sessioni erano già terminate: resti connesso solo su questo dispositivo.'
            : ended === 1
              ? 'È stata chiusa 1 sessione: resti connesso solo su questo dispositivo.'
              : `Sono state chiuse ${ended} sessioni: resti connesso solo su questo dispositivo.`) +
          passkeysSentence(passkeysRemoved) +
          endedKeysSentence(keys),
      });
      queryClient.setQueryData<UserSession[]>(sessionsKey, (list) => list?.filter((s) => s.current));
      if (passkeysRemoved > 0) void queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
      // The profile's calendar card, by its address: this feature does not load the card's code.
      if (keys.calendarEnded) void queryClient.invalidateQueries({ queryKey: ['/api/user/calendar-token'] });
    },
    onError: failed,
  });
}
