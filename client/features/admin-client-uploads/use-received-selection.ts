import type { AdminClientUpload } from '@common/schemas/client-uploads';
import * as React from 'react';
import { toggleAll, toggleOne } from '~/lib/selection';
import { useBulkReceived } from './api/use-bulk-received';
import { useDeleteReceived } from './api/use-delete-received';
import { useSetUploadState } from './api/use-set-upload-state';
import type { ReceivedFilters } from './received-filters';

interface SelectionArgs {
  items: readonly AdminClientUpload[];
  total: number;
  totalCapped: boolean;
  filters: ReceivedFilters;
  /** Where the focus goes when the rows (and the button pressed) leave the list. */
  focusFallback: () => void;
}

const without = (current: ReadonlySet<number>, ids: readonly number[]) =>
  new Set([...current].filter((id) => !ids.includes(id)));

/**
 * The tab's selection: rows ticked among those loaded, or every match of the
 * filters ('Seleziona tutti i N risultati', acted on by the server with the
 * filters and the count shown), and what the actions do with either.
 */
export function useReceivedSelection({ items, total, totalCapped, filters, focusFallback }: SelectionArgs) {
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = React.useState(false);
  // The rows a deletion asks to confirm, or 'all' for every match.
  const [deleting, setDeleting] = React.useState<number[] | 'all' | null>(null);
  const setState = useSetUploadState();
  const remove = useDeleteReceived();
  const bulk = useBulkReceived();
  const changing = setState.isPending || remove.isPending || bulk.isPending;

  const chosen = items.filter((i) => selected.has(i.id));
  const toArchive = chosen.filter((i) => i.state !== 'archived').map((i) => i.id);
  const toRestore = chosen.filter((i) => i.state === 'archived').map((i) => i.id);
  const everyShownTicked = items.length > 0 && chosen.length === items.length;

  const clear = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const afterChange = () =>
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) focusFallback();
    });
  const changeState = (ids: readonly number[], state: 'archived' | 'seen') => {
    if (changing || ids.length === 0) return;
    setState.mutate(
      { ids, state },
      { onSuccess: () => setSelected((current) => without(current, ids)), onSettled: afterChange },
    );
  };
  const runBulk = (action: 'archive' | 'restore' | 'delete') =>
    bulk.mutate({ action, filters, expected: total }, { onSuccess: clear, onSettled: afterChange });

  return {
    selected,
    chosen,
    allMatching,
    changing,
    clear,
    changeState,
    toggle: (id: number) => {
      setAllMatching(false);
      setSelected((current) => toggleOne(current, id));
    },
    toggleAll: () => {
      setAllMatching(false);
      setSelected(
        toggleAll(
          selected,
          items.map((i) => i.id),
        ),
      );
    },
    confirming: deleting === null ? null : deleting === 'all' ? total : deleting.length,
    closeConfirm: () => setDeleting(null),
    confirmDelete: () => {
      if (deleting === 'all') {
        bulk.mutate(
          { action: 'delete', filters, expected: total },
          { onSuccess: clear, onSettled: () => setDeleting(null) },
        );
        return;
      }
      const ids = deleting ?? [];
      remove.mutate(ids, {
        onSuccess: () => setSelected((current) => without(current, ids)),
        onSettled: () => setDeleting(null),
      });
    },
    actions: {
      selectedCount: allMatching ? total : chosen.length,
      allMatching,
      // Past the count's cap the number is not known: nothing is done to rows no one has counted.
      offerAll: !allMatching && everyShownTicked && total > items.length && !totalCapped ? total : null,
      canArchive: allMatching ? filters.state !== 'archived' : toArchive.length > 0,
      canRestore: allMatching
        ? filters.state === 'archived' || filters.state === 'all'
        : toRestore.length > 0,
      changing,
      onSelectAll: () => setAllMatching(true),
      onClearAll: clear,
      onArchive: () => (allMatching ? runBulk('archive') : changeState(toArchive, 'archived')),
      onRestore: () => (allMatching ? runBulk('restore') : changeState(toRestore, 'seen')),
      onDelete: () => setDeleting(allMatching ? 'all' : chosen.map((i) => i.id)),
    },
  };
}
