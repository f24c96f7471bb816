import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { DeleteDocumentsDialog } from '~/components/ui/delete-documents-dialog';
import { LoadMore } from '~/components/ui/load-more';
import { LoadingStatus } from '~/components/ui/loading-status';
import { ZipDownloadProgress } from '~/components/zip-download-progress';
import { useLoadErrorToast } from '~/lib/use-load-error-toast';
import { useUrlFilters } from '~/lib/use-url-filters';
import { useZipDownload } from '~/lib/use-zip-download';
import { cn } from '~/lib/utils';
import {
  matchingArchiveUrl,
  RECEIVED_ARCHIVE_ENDPOINT,
  refreshReceived,
  useReceivedCounts,
  useReceivedUploads,
} from '../api/received-uploads';
import { DEFAULT_FILTERS, isFiltering, type ReceivedFilters } from '../received-filters';
import { useReceivedSelection } from '../use-received-selection';
import { ReceivedCounts } from './received-counts';
import { ReceivedEmpty } from './received-empty';
import { ReceivedFiltersBar } from './received-filters-bar';
import { ReceivedTable } from './received-table';
import { SelectionActions } from './selection-actions';

const RECEIVED_CONSEQUENCE = {
  one: 'Il documento inviato dal cliente e il suo file verranno eliminati definitivamente dal portale.',
  many: 'I documenti inviati dai clienti e i loro file verranno eliminati definitivamente dal portale.',
};

/** Typing pauses this long before the search goes to the server (and the address). */
const SEARCH_DELAY_MS = 300;

/** The admin panel's 'Documenti ricevuti' tab: what clients sent, across every client, a page at a time. */
export function ReceivedTab() {
  const queryClient = useQueryClient();
  const [filters, setUrlFilters] = useUrlFilters<ReceivedFilters>(DEFAULT_FILTERS);
  const [search, setSearch] = React.useState(filters.q);
  const searchTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const list = useReceivedUploads(filters);
  const counts = useReceivedCounts(filters);
  const { items, error, isPending, isFetching, isPlaceholderData, refetch } = list;
  const focusFallback = () => heading.current?.focus({ preventScroll: true });
  const selection = useReceivedSelection({
    items,
    total: list.total,
    totalCapped: list.totalCapped,
    filters,
    focusFallback,
  });
  const zip = useZipDownload({
    endpoint: RECEIVED_ARCHIVE_ENDPOINT,
    fallbackName: 'documenti-ricevuti.zip',
    onSettled: () => refreshReceived(queryClient),
  });

  useLoadErrorToast(error, 'Errore nel recupero dei documenti ricevuti');
  React.useEffect(() => () => clearTimeout(searchTimer.current), []);

  // Another filter shows other rows: the selection starts again.
  const changeFilters = (change: Partial<ReceivedFilters>) => {
    setUrlFilters(change);
    selection.clear();
  };
  // The selection starts again as the person types, not when the request follows: a row ticked
  // in between stays ticked.
  const changeSearch = (text: string) => {
    setSearch(text);
    selection.clear();
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => setUrlFilters({ q: text.trim() }), SEARCH_DELAY_MS);
  };
  const resetFilters = () => {
    clearTimeout(searchTimer.current);
    setSearch('');
    setUrlFilters(DEFAULT_FILTERS);
    selection.clear();
    // The button that asked for it goes away with the empty message.
    focusFallback();
  };
  // aria-disabled, not disabled, while fetching: the pressed button keeps the focus.
  const refresh = () => {
    if (!isFetching) void refetch();
  };
  const zipSelected = () => {
    if (selection.allMatching) void zip.startUrl(matchingArchiveUrl(filters, list.total), list.total);
    else void zip.start(selection.chosen.map((i) => i.id));
  };

  return (
    <section aria-labelledby="received-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="received-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          Documenti ricevuti
        </h2>
        <Button variant="outline" size="sm" aria-disabled={isFetching} onClick={refresh}>
          <RefreshCw aria-hidden="true" className={cn(isFetching && 'motion-safe:animate-spin')} />
          Aggiorna elenco
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        I documenti che i clienti inviano dalla loro area. Scaricarli li segna come visti; archiviali quando
        sono stati lavorati.
      </p>

      <div className="mt-4 grid gap-4">
        <ReceivedFiltersBar
          filters={filters}
          search={search}
          onChange={changeFilters}
          onSearch={changeSearch}
        />
        <ReceivedCounts counts={counts.data} />
        {error && (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="font-medium text-red-700">
              Errore nel caricamento dei documenti ricevuti
            </p>
            <Button variant="outline" size="sm" aria-disabled={isFetching} onClick={refresh}>
              Riprova
            </Button>
          </div>
        )}
        {isPending ? (
          <LoadingStatus>Caricamento dei documenti ricevuti...</LoadingStatus>
        ) : !list.data ? null : items.length === 0 ? (
          <ReceivedEmpty filtering={isFiltering(filters) || search.trim() !== ''} onReset={resetFilters} />
        ) : (
          <div className="grid gap-3">
            <SelectionActions
              {...selection.actions}
              shownCount={items.length}
              zipping={zip.state.phase === 'running'}
              onZip={zipSelected}
            />
            <ZipDownloadProgress state={zip.state} />
            <ReceivedTable
              items={items}
              selected={selection.selected}
              changing={selection.changing}
              busy={isPlaceholderData}
              onToggle={selection.toggle}
              onToggleAll={selection.toggleAll}
              onSetState={(id, state) => selection.changeState([id], state)}
            />
            <LoadMore list={list} noun="documenti" />
          </div>
        )}
      </div>
      <DeleteDocumentsDialog
        count={selection.confirming}
        pending={selection.changing}
        consequence={RECEIVED_CONSEQUENCE}
        onClose={selection.closeConfirm}
        onFocusFallback={focusFallback}
        onConfirm={selection.confirmDelete}
      />
    </section>
  );
}
