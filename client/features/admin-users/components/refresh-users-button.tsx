import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { adminDocumentsKey } from '~/features/admin-documents/api/admin-documents-key';
import { cn } from '~/lib/utils';
import { adminUsersKey } from '../api/admin-users';

/**
 * The admin panel's 'Aggiorna': reloads the user list and the documents
 * overview (accounts or documents changed elsewhere, by another admin).
 */
export function RefreshUsersButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const fetching =
    useIsFetching({ queryKey: adminUsersKey }) + useIsFetching({ queryKey: adminDocumentsKey }) > 0;
  return (
    <Button
      variant="outline"
      className={className}
      aria-disabled={fetching}
      onClick={() => {
        if (fetching) return;
        void queryClient.invalidateQueries({ queryKey: adminUsersKey });
        void queryClient.invalidateQueries({ queryKey: adminDocumentsKey });
      }}
    >
      <RefreshCw aria-hidden="true" className={cn(fetching && 'motion-safe:animate-spin')} />
      Aggiorna
    </Button>
  );
}
