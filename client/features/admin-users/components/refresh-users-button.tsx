import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { adminDocumentsKey, adminUsersKey, receivedUploadsKey } from '~/lib/admin-list-keys';
import { cn } from '~/lib/utils';

// Accounts or documents changed elsewhere (by another admin, or by clients sending files).
const refreshed = [adminUsersKey, adminDocumentsKey, receivedUploadsKey];

/** The admin panel's 'Aggiorna': reloads the user list, the documents overview and the received files. */
export function RefreshUsersButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const fetching =
    useIsFetching({ predicate: (query) => refreshed.some((key) => key[0] === query.queryKey[0]) }) > 0;
  return (
    <Button
      variant="outline"
      className={className}
      aria-disabled={fetching}
      onClick={() => {
        if (fetching) return;
        for (const queryKey of refreshed) void queryClient.invalidateQueries({ queryKey });
      }}
    >
      <RefreshCw aria-hidden="true" className={cn(fetching && 'motion-safe:animate-spin')} />
      Aggiorna
    </Button>
  );
}
