import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '~/components/ui/use-toast';
import { apiRequest, errorText } from '~/lib/api-client';
import { signOutLocally } from './account-data';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      signOutLocally(queryClient, { onRequest: true });
      navigate('/auth', { replace: true });
      toast({ title: 'Disconnessione effettuata', description: "Sei uscito dall'area riservata." });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Errore durante la disconnessione',
        description: errorText(error, 'Controlla la connessione e riprova.'),
      });
    },
  });
}
