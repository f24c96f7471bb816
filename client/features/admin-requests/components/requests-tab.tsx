import { romeToday } from '@common/calendar-date';
import type { RequestSummary } from '@common/schemas/document-requests';
import { FilterX, RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadMore } from '~/components/ui/load-more';
import { LoadingStatus } from '~/components/ui/loading-status';
import { useDebouncedSearch } from '~/lib/use-debounced-search';
import { useLoadErrorToast } from '~/lib/use-load-error-toast';
import { useUrlFilters } from '~/lib/use-url-filters';
import { cn } from '~/lib/utils';
import { useAdminRequests, useRequestTitles } from '../api/admin-requests';
import { isFiltering, REQUESTS_URL_DEFAULTS, requestsParams } from '../requests-filters';
import { NewRequestDialog } from './new-request-dialog';
import { RequestDetailDialog } from './request-detail-dialog';
import { RequestsFiltersBar } from './requests-filters-bar';
import { RequestsTable } from './requests-table';
import { TemplatesDialog } from './templates-dialog';

/** The admin panel's 'Richieste' tab: every request for documents across clients, a page at a time. */
export function RequestsTab() {
  const [filters, setFilters] = useUrlFilters(REQUESTS_URL_DEFAULTS);
  const [search, setSearch] = useDebouncedSearch(filters['cerca-richieste'], (value) =>
    setFilters({ 'cerca-richieste': value }),
  );
  const params = React.useMemo(() => requestsParams(filters), [filters]);
  const list = useAdminRequests(params);
  const titles = useRequestTitles();
  const [opened, setOpened] = React.useState<RequestSummary | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const { items, error, isPending, isFetching, isPlaceholderData, refetch } = list;
  const focusHeading = () => heading.current?.focus({ preventScroll: true });

  useLoadErrorToast(error, 'Errore nel recupero delle richieste');

  // aria-disabled, not disabled, while fetching: the pressed button keeps the focus.
  const refresh = () => {
    if (!isFetching) void refetch();
  };
  const resetFilters = () => {
    setSearch('');
    setFilters(REQUESTS_URL_DEFAULTS);
    // The button that asked for it goes away with the empty message.
    focusHeading();
  };

  return (
    <section aria-labelledby="requests-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="requests-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          Richieste di documenti
        </h2>
        <div className="flex flex-wrap gap-2">
          <NewRequestDialog />
          <TemplatesDialog />
          <Button variant="outline" aria-disabled={isFetching} onClick={refresh}>
            <RefreshCw aria-hidden="true" className={cn(isFetching && 'motion-safe:animate-spin')} />
            Aggiorna elenco
          </Button>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Le liste di documenti chieste ai clienti: apri una richiesta per vedere i file, accettarli o
        rimandarli al cliente con un messaggio.
      </p>

      {/* One column of the screen's width: a long request title in the filter's select would widen it. */}
      <div className="mt-4 grid grid-cols-1 gap-4">
        <RequestsFiltersBar
          filters={filters}
          search={search}
          titles={titles.data ?? []}
          onChange={setFilters}
          onSearch={setSearch}
        />
        {error && (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="font-medium text-red-700">
              Errore nel caricamento delle richieste
            </p>
            <Button variant="outline" size="sm" aria-disabled={isFetching} onClick={refresh}>
              Riprova
            </Button>
          </div>
        )}
        {isPending ? (
          <LoadingStatus>Caricamento delle richieste...</LoadingStatus>
        ) : !list.data ? null : items.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {isFiltering(filters) || search.trim() !== '' ? (
              <>
                <p>Nessuna richiesta corrisponde ai filtri</p>
                <Button variant="outline" onClick={resetFilters}>
                  <FilterX aria-hidden="true" />
                  Azzera filtri
                </Button>
              </>
            ) : (
              <p>Nessuna richiesta inviata. Usa «Nuova richiesta» per chiedere documenti ai clienti.</p>
            )}
          </div>
        ) : (
          <div>
            <RequestsTable requests={items} today={romeToday()} busy={isPlaceholderData} onOpen={setOpened} />
            <LoadMore list={list} noun="richieste" />
          </div>
        )}
      </div>
      <RequestDetailDialog summary={opened} onClose={() => setOpened(null)} onDeleted={focusHeading} />
    </section>
  );
}
