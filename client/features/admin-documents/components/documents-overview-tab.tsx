import { useQueryClient } from '@tanstack/react-query';
import { FileArchive, FilterX, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadingStatus } from '~/components/ui/loading-status';
import { ZipDownloadProgress } from '~/components/zip-download-progress';
import { useAdminUsers } from '~/features/admin-users/api/admin-users';
import { useLoadErrorToast } from '~/features/auth/use-load-error-toast';
import { toggleAll, toggleOne } from '~/lib/selection';
import { useZipDownload } from '~/lib/use-zip-download';
import { refreshDocumentLists, useAdminDocuments, useDeleteDocuments } from '../api/admin-documents';
import {
  ALL_CLIENTS,
  documentsSummary,
  documentYears,
  filterClients,
  filterDocuments,
  isNarrowed,
  NO_OVERVIEW_FILTER,
  type OverviewFilter,
} from '../documents-overview';
import { DeleteDocumentsDialog } from './delete-documents-dialog';
import { DocumentsSummaryCards } from './documents-summary-cards';
import { DocumentsTable } from './documents-table';
import { OverviewFilters } from './overview-filters';

/** The admin panel's 'Visualizza Documenti' tab. */
export function DocumentsOverviewTab() {
  const queryClient = useQueryClient();
  const { data: documents, error, isPending } = useAdminDocuments();
  const { data: users } = useAdminUsers();
  const remove = useDeleteDocuments();
  const zip = useZipDownload({
    endpoint: '/api/documents/archive',
    fallbackName: 'documenti.zip',
    onSettled: () => refreshDocumentLists(queryClient),
  });
  const [filter, setFilter] = React.useState<OverviewFilter>(NO_OVERVIEW_FILTER);
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = React.useState<number | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);

  useLoadErrorToast(error, 'Errore nel recupero dei documenti');

  const clients = React.useMemo(() => filterClients(users ?? [], documents ?? []), [users, documents]);
  const years = React.useMemo(() => documentYears(documents ?? []), [documents]);
  const client =
    filter.client === ALL_CLIENTS ? undefined : clients.find((c) => String(c.id) === filter.client);
  // A client removed meanwhile (by 'Aggiorna' or a user deletion) falls back to every client.
  const active = React.useMemo(
    (): OverviewFilter =>
      filter.client !== ALL_CLIENTS && !client ? { ...filter, client: ALL_CLIENTS } : filter,
    [filter, client],
  );
  const shown = React.useMemo(() => filterDocuments(documents ?? [], active), [documents, active]);
  const shownIds = shown.map((d) => d.id);
  const chosen = shownIds.filter((id) => selected.has(id));
  const summary = documentsSummary(shown, client);
  const zipping = zip.state.phase === 'running';

  // Any filter change clears the selection: what is deleted or downloaded is always on screen.
  const changeFilter = (change: Partial<OverviewFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setSelected(new Set());
  };
  const toggle = (id: number) => setSelected((current) => toggleOne(current, id));

  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Visualizza Documenti
      </h2>
      {error && (
        <p role="alert" className="mt-6 font-medium text-red-700">
          Errore nel caricamento dei documenti
        </p>
      )}
      {isPending ? (
        <LoadingStatus className="mt-6">Caricamento dei documenti...</LoadingStatus>
      ) : (
        documents && (
          <div className="mt-4 grid gap-6">
            <OverviewFilters filter={active} clients={clients} years={years} onChange={changeFilter} />
            <DocumentsSummaryCards summary={summary} />
            {shown.length === 0 ? (
              isNarrowed(active) ? (
                <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
                  <p>Nessun documento corrisponde ai filtri</p>
                  <Button
                    variant="outline"
                    onClick={() => {
                      changeFilter({
                        category: NO_OVERVIEW_FILTER.category,
                        year: NO_OVERVIEW_FILTER.year,
                        query: '',
                      });
                      // The button goes away with the message.
                      heading.current?.focus({ preventScroll: true });
                    }}
                  >
                    <FilterX aria-hidden="true" />
                    Azzera filtri
                  </Button>
                </div>
              ) : (
                <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
                  Nessun documento caricato
                </p>
              )
            ) : (
              <div className="grid gap-3">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p role="status" className="text-sm text-slate-700">
                    {chosen.length === 1 ? '1 selezionato' : `${chosen.length} selezionati`}
                  </p>
                  <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                    <Button
                      variant="outline"
                      className="w-full sm:w-auto"
                      disabled={chosen.length === 0}
                      aria-disabled={zipping}
                      onClick={() => {
                        if (!zipping) void zip.start(chosen);
                      }}
                    >
                      <FileArchive aria-hidden="true" />
                      Scarica selezionati (ZIP)
                    </Button>
                    <Button
                      variant="destructive"
                      className="w-full sm:w-auto"
                      disabled={chosen.length === 0}
                      onClick={() => setConfirming(chosen.length)}
                    >
                      <Trash2 aria-hidden="true" />
                      Elimina Selezionati
                    </Button>
                  </div>
                </div>
                <ZipDownloadProgress state={zip.state} />
                <DocumentsTable
                  documents={shown}
                  showClient={client === undefined}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={() => setSelected(toggleAll(selected, shownIds))}
                />
              </div>
            )}
          </div>
        )
      )}
      <DeleteDocumentsDialog
        count={confirming}
        pending={remove.isPending}
        onClose={() => setConfirming(null)}
        onFocusFallback={() => heading.current?.focus({ preventScroll: true })}
        onConfirm={() =>
          remove.mutate(chosen, {
            onSuccess: () => setSelected(new Set()),
            onSettled: () => setConfirming(null),
          })
        }
      />
    </section>
  );
}
