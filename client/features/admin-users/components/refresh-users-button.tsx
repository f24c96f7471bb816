import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { adminUsersKey } from '../api/admin-users';

/** The admin panel's 'Aggiorna': reloads the user list (accounts created or removed elsewhere). */
export function RefreshUsersButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: adminUsersKey }) > 0;
  return (
    <Button
      variant="outline"
      className={className}
      aria-disabled={fetching}
      onClick={() => {
        if (!fetching) void queryClient.invalidateQueries({ queryKey: adminUsersKey });
      }}
    >
      <RefreshCw aria-hidden="true" className={cn(fetching && 'motion-safe:animate-spin')} />
      Aggiorna
    </Button>
  );
}
