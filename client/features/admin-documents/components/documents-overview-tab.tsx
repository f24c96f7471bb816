import { useQueryClient } from '@tanstack/react-query';
import { FilterX } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { DeleteDocumentsDialog } from '~/components/ui/delete-documents-dialog';
import { LoadMore } from '~/components/ui/load-more';
import { LoadingStatus } from '~/components/ui/loading-status';
import { ZipDownloadProgress } from '~/components/zip-download-progress';
import { useClientOption } from '~/features/client-picker/api/client-options';
import { toggleAll, toggleOne } from '~/lib/selection';
import { useLoadErrorToast } from '~/lib/use-load-error-toast';
import { useUrlFilters } from '~/lib/use-url-filters';
import { useZipDownload } from '~/lib/use-zip-download';
import {
  matchingArchiveUrl,
  refreshDocumentLists,
  useAdminDocuments,
  useAdminDocumentsSummary,
  useDeleteDocuments,
  useDeleteMatchingDocuments,
} from '../api/admin-documents';
import { ANY, documentsSummary, isNarrowed, NO_OVERVIEW_FILTER, overviewParams } from '../documents-overview';
import { DocumentsSelectionBar } from './documents-selection-bar';
import { DocumentsSummaryCards } from './documents-summary-cards';
import { DocumentsTable } from './documents-table';
import { OverviewFilters } from './overview-filters';

/** Typing pauses this long before the search goes to the address and the server. */
const SEARCH_DELAY_MS = 300;
const NO_SUMMARY = { documents: 0, clients: 0, lastUploadAt: null, years: [] };

/** The admin panel's 'Visualizza Documenti' tab: the server pages, filters and counts; the screen shows. */
export function DocumentsOverviewTab() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useUrlFilters(NO_OVERVIEW_FILTER);
  const params = React.useMemo(() => overviewParams(filter), [filter]);
  const list = useAdminDocuments(params);
  const figures = useAdminDocumentsSummary(params);
  const clientId = filter.cliente === ANY ? null : Number(filter.cliente);
  const client = useClientOption(Number.isSafeInteger(clientId) ? clientId : null);
  const remove = useDeleteDocuments();
  const removeMatching = useDeleteMatchingDocuments();
  const zip = useZipDownload({
    endpoint: '/api/documents/archive',
    fallbackName: 'documenti.zip',
    onSettled: () => refreshDocumentLists(queryClient),
  });
  const [searchText, setSearchText] = React.useState(filter.q);
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = React.useState(false);
  const [confirming, setConfirming] = React.useState<number | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);

  useLoadErrorToast(list.error, 'Errore nel recupero dei documenti');

  // Any filter change clears the selection: what is deleted or downloaded is always what the filters show.
  const changeFilter = React.useCallback(
    (change: Partial<typeof NO_OVERVIEW_FILTER>) => {
      setFilter(change);
      setSelected(new Set());
      setAllMatching(false);
    },
    [setFilter],
  );
  React.useEffect(() => {
    if (searchText.trim() === filter.q.trim()) return;
    const timer = setTimeout(() => changeFilter({ q: searchText.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filter.q, changeFilter]);

  const shown = list.items;
  const shownIds = shown.map((d) => d.id);
  const summary = figures.data ?? NO_SUMMARY;
  const matching = figures.data?.documents ?? null;
  const ticked = allMatching ? new Set(shownIds) : selected;
  const chosen = shownIds.filter((id) => ticked.has(id));
  const cards = documentsSummary(summary, clientId === null ? undefined : (client.data?.fullName ?? ''));
  const actionCount = allMatching && matching !== null ? matching : chosen.length;

  const toggle = (id: number) => {
    setSelected(toggleOne(ticked, id));
    setAllMatching(false);
  };
  const clearNarrowing = () => {
    setSearchText('');
    changeFilter({ categoria: ANY, anno: ANY, q: '' });
    // The button goes away with the message.
    heading.current?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Visualizza Documenti
      </h2>
      {list.error && (
        <p role="alert" className="mt-6 font-medium text-red-700">
          Errore nel caricamento dei documenti
        </p>
      )}
      {list.isPending ? (
        <LoadingStatus className="mt-6">Caricamento dei documenti...</LoadingStatus>
      ) : (
        list.data && (
          <div className="mt-4 grid gap-6">
            <OverviewFilters
              filter={filter}
              searchText={searchText}
              onSearchText={setSearchText}
              years={summary.years}
              onChange={changeFilter}
            />
            <DocumentsSummaryCards summary={cards} />
            {shown.length === 0 ? (
              isNarrowed(filter) ? (
                <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
                  <p>Nessun documento corrisponde ai filtri</p>
                  <Button variant="outline" onClick={clearNarrowing}>
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
                <DocumentsSelectionBar
                  chosen={chosen.length}
                  matching={matching}
                  allMatching={allMatching}
                  allShownChosen={chosen.length === shownIds.length}
                  zipping={zip.state.phase === 'running'}
                  onSelectAllMatching={() => setAllMatching(true)}
                  onClear={() => {
                    setAllMatching(false);
                    setSelected(new Set());
                  }}
                  onZip={() =>
                    allMatching && matching !== null
                      ? void zip.startUrl(matchingArchiveUrl(params, matching), matching)
                      : void zip.start(chosen)
                  }
                  onDelete={() => setConfirming(actionCount)}
                />
                <ZipDownloadProgress state={zip.state} />
                <DocumentsTable
                  documents={shown}
                  showClient={clientId === null}
                  selected={ticked}
                  onToggle={toggle}
                  onToggleAll={() => {
                    setSelected(toggleAll(ticked, shownIds));
                    setAllMatching(false);
                  }}
                />
                <LoadMore list={list} noun="documenti" />
              </div>
            )}
          </div>
        )
      )}
      <DeleteDocumentsDialog
        count={confirming}
        pending={remove.isPending || removeMatching.isPending}
        onClose={() => setConfirming(null)}
        onFocusFallback={() => heading.current?.focus({ preventScroll: true })}
        onConfirm={() => {
          const done = {
            onSuccess: () => {
              setSelected(new Set());
              setAllMatching(false);
            },
            onSettled: () => setConfirming(null),
          };
          if (allMatching && matching !== null) removeMatching.mutate({ params, expected: matching }, done);
          else remove.mutate(chosen, done);
        }}
      />
    </section>
  );
}
