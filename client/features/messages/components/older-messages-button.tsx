import { History } from 'lucide-react';
import { Button } from '~/components/ui/button';

/** 'Messaggi precedenti': the page of a conversation before the ones shown, on either side. */
export function OlderMessagesButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  if (!query.hasNextPage) return null;
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        icon={<History aria-hidden="true" />}
        pending={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        Messaggi precedenti
      </Button>
    </div>
  );
}
