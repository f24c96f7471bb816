import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadingStatus } from '~/components/ui/loading-status';
import { ZipDownloadProgress } from '~/components/zip-download-progress';
import { DeleteDocumentsDialog } from '~/features/admin-documents/components/delete-documents-dialog';
import { filterClients } from '~/features/admin-documents/documents-overview';
import { useAdminUsers } from '~/features/admin-users/api/admin-users';
import { useLoadErrorToast } from '~/features/auth/use-load-error-toast';
import { toggleAll, toggleOne } from '~/lib/selection';
import { useZipDownload } from '~/lib/use-zip-download';
import { cn } from '~/lib/utils';
import { RECEIVED_ARCHIVE_ENDPOINT, refreshReceived, useReceivedUploads } from '../api/received-uploads';
import { useDeleteReceived } from '../api/use-delete-received';
import { useSetUploadState } from '../api/use-set-upload-state';
import { DEFAULT_FILTERS, isFiltering, type ReceivedFilters, senders } from '../received-filters';
import { ReceivedEmpty } from './received-empty';
import { ReceivedFiltersBar } from './received-filters-bar';
import { ReceivedTable } from './received-table';
import { SelectionActions } from './selection-actions';

const RECEIVED_CONSEQUENCE = {
  one: 'Il documento inviato dal cliente e il suo file verranno eliminati definitivamente dal portale.',
  many: 'I documenti inviati dai clienti e i loro file verranno eliminati definitivamente dal portale.',
};

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/** The admin panel's 'Documenti ricevuti' tab: what clients sent, across every client. */
export function ReceivedTab() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = React.useState<ReceivedFilters>(DEFAULT_FILTERS);
  const [search, setSearch] = React.useState('');
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set());
  const searchTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const {
    data: items,
    error,
    isPending,
    isFetching,
    isPlaceholderData,
    refetch,
  } = useReceivedUploads(filters);
  const { data: users } = useAdminUsers();
  const setState = useSetUploadState();
  const remove = useDeleteReceived();
  const [confirming, setConfirming] = React.useState<number[] | null>(null);
  const zip = useZipDownload({
    endpoint: RECEIVED_ARCHIVE_ENDPOINT,
    fallbackName: 'documenti-ricevuti.zip',
    onSettled: () => refreshReceived(queryClient),
  });

  useLoadErrorToast(error, 'Errore nel recupero dei documenti ricevuti');
  React.useEffect(() => () => clearTimeout(searchTimer.current), []);

  const shown = items ?? [];
  const clients = React.useMemo(() => filterClients(users ?? [], senders(items ?? [])), [users, items]);
  const chosen = shown.filter((i) => selected.has(i.id));

  // Another filter shows other rows: the selection starts again, as in the overview.
  const changeFilters = (change: Partial<ReceivedFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setSelected(new Set());
  };
  // The selection starts again as the person types, not when the request follows: a row ticked
  // in between stays ticked.
  const changeSearch = (text: string) => {
    setSearch(text);
    setSelected(new Set());
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(
      () => setFilters((current) => ({ ...current, q: text })),
      SEARCH_DELAY_MS,
    );
  };
  const resetFilters = () => {
    clearTimeout(searchTimer.current);
    setSearch('');
    setFilters(DEFAULT_FILTERS);
    setSelected(new Set());
    // The button that asked for it goes away with the empty message.
    heading.current?.focus({ preventScroll: true });
  };
  const toggle = (id: number) => setSelected((current) => toggleOne(current, id));
  const changeState = (ids: readonly number[], state: 'archived' | 'seen') => {
    if (setState.isPending || ids.length === 0) return;
    setState.mutate(
      { ids, state },
      {
        onSuccess: () => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id)))),
        // The rows (and the button pressed) may have left the list: the focus must not fall to the page.
        onSettled: () =>
          requestAnimationFrame(() => {
            if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
          }),
      },
    );
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
        <Button
          variant="outline"
          size="sm"
          aria-disabled={isFetching}
          onClick={() => {
            if (!isFetching) void refetch();
          }}
        >
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
          clients={clients}
          onChange={changeFilters}
          onSearch={changeSearch}
        />
        {error && (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="font-medium text-red-700">
              Errore nel caricamento dei documenti ricevuti
            </p>
            <Button
              variant="outline"
              size="sm"
              aria-disabled={isFetching}
              onClick={() => {
                if (!isFetching) void refetch();
              }}
            >
              Riprova
            </Button>
          </div>
        )}
        {isPending ? (
          <LoadingStatus>Caricamento dei documenti ricevuti...</LoadingStatus>
        ) : !items ? null : shown.length === 0 ? (
          <ReceivedEmpty filtering={isFiltering(filters) || search.trim() !== ''} onReset={resetFilters} />
        ) : (
          <div className="grid gap-3">
            <SelectionActions
              shownCount={shown.length}
              chosen={chosen}
              zipping={zip.state.phase === 'running'}
              changing={setState.isPending || remove.isPending}
              onZip={(ids) => void zip.start(ids)}
              onSetState={changeState}
              onDelete={setConfirming}
            />
            <ZipDownloadProgress state={zip.state} />
            <ReceivedTable
              items={shown}
              selected={selected}
              changing={setState.isPending}
              busy={isPlaceholderData}
              onToggle={toggle}
              onToggleAll={() =>
                setSelected(
                  toggleAll(
                    selected,
                    shown.map((i) => i.id),
                  ),
                )
              }
              onSetState={(id, state) => changeState([id], state)}
            />
          </div>
        )}
      </div>
      <DeleteDocumentsDialog
        count={confirming?.length ?? null}
        pending={remove.isPending}
        consequence={RECEIVED_CONSEQUENCE}
        onClose={() => setConfirming(null)}
        onFocusFallback={() => heading.current?.focus({ preventScroll: true })}
        onConfirm={() => {
          const ids = confirming ?? [];
          remove.mutate(ids, {
            onSuccess: () =>
              setSelected((current) => new Set([...current].filter((id) => !ids.includes(id)))),
            onSettled: () => setConfirming(null),
          });
        }}
      />
    </section>
  );
}
