import { formatInteger } from '@common/format';
import { Button } from './button';

/** '1.234', or 'oltre 10.000' when the server stopped counting. */
export function formatTotal(total: number, capped: boolean): string {
  return capped ? `oltre ${formatInteger(total)}` : formatInteger(total);
}

/** What LoadMore reads of a paged list (`usePagedList`'s answer). */
export interface PagedListState {
  items: readonly unknown[];
  total: number;
  totalCapped: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreProps {
  list: PagedListState;
  /** The plural noun of the rows: 'documenti', 'clienti'. */
  noun: string;
}

/**
 * Below a paged list: how many rows are shown of how many (announced as it
 * changes), and 'Carica altri' while there are more. A button rather than
 * loading on scroll: a keyboard and a screen reader reach it, and the footer
 * stays reachable too.
 */
export function LoadMore({ list, noun }: LoadMoreProps) {
  const loading = list.isFetchingNextPage;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Mostrati {formatInteger(list.items.length)} di {formatTotal(list.total, list.totalCapped)} {noun}
      </p>
      {list.hasNextPage && (
        <Button variant="outline" pending={loading} onClick={() => void list.fetchNextPage()}>
          Carica altri
        </Button>
      )}
    </div>
  );
}
