import type { ApiToken, NewApiToken } from '@common/schemas/api-tokens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, getJson } from '~/lib/api-client';
import { useFailureToast } from '~/lib/use-failure-toast';

const apiTokensKey = ['/api/admin/api-tokens'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensKey,
    queryFn: async () => (await getJson<{ items: ApiToken[] }>('/api/admin/api-tokens')).items,
    refetchOnMount: 'always',
  });
}

/** The secret comes back once, here; a refusal stays in the form. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: NewApiToken) => {
      const res = await apiRequest('POST', '/api/admin/api-tokens', values);
      return (await res.json()) as { id: number; token: string };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (token: ApiToken) =>
      apiRequest('DELETE', `/api/admin/api-tokens/${token.id}`).then(() => token),
    onSuccess: (token) => {
      toast({ title: 'Token revocato', description: `«${token.name}» non può più accedere.` });
      return queryClient.invalidateQueries({ queryKey: apiTokensKey });
    },
    onError: (error) => failed(error, 'Token non revocato', 'Riprova tra qualche istante.'),
  });
}
