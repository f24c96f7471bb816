import type { ThreadSummary } from '@common/schemas/messages';
import { useQueryClient } from '@tanstack/react-query';
import { FilterX, RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { FilterSelect } from '~/components/ui/filter-select';
import { FormField } from '~/components/ui/form-field';
import { LoadMore } from '~/components/ui/load-more';
import { LoadingStatus } from '~/components/ui/loading-status';
import { SearchField } from '~/components/ui/search-field';
import { ClientPicker } from '~/features/client-picker/components/client-picker';
import { useDebouncedSearch } from '~/lib/use-debounced-search';
import { useLoadErrorToast } from '~/lib/use-load-error-toast';
import { useUrlFilters } from '~/lib/use-url-filters';
import { cn } from '~/lib/utils';
import { refreshAdminThreads, useAdminMessageCounts, useAdminThreads } from '../api/admin-messages';
import { isFiltering, THREADS_URL_DEFAULTS, threadsParams, viewOptions } from '../threads-filters';
import { BroadcastDialog } from './broadcast-dialog';
import { ThreadDialog } from './thread-dialog';
import { ThreadsTable } from './threads-table';

/** The panel's 'Messaggi': every client's conversations with the firm, a page at a time. */
export function MessagesSection() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useUrlFilters(THREADS_URL_DEFAULTS);
  const [search, setSearch] = useDebouncedSearch(filters['cerca-conversazioni'], (value) =>
    setFilters({ 'cerca-conversazioni': value }),
  );
  const params = React.useMemo(() => threadsParams(filters), [filters]);
  const list = useAdminThreads(params);
  const unread = useAdminMessageCounts().data?.unread;
  const [opened, setOpened] = React.useState<ThreadSummary | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const { items, error, isPending, isFetching, isPlaceholderData } = list;
  useLoadErrorToast(error, 'Errore nel recupero delle conversazioni');

  // A count that changed means a client wrote: the list follows without a reload.
  const seen = React.useRef(unread);
  React.useEffect(() => {
    if (seen.current !== undefined && unread !== seen.current) void refreshAdminThreads(queryClient);
    seen.current = unread;
  }, [unread, queryClient]);

  const refresh = () => {
    if (!isFetching) void refreshAdminThreads(queryClient);
  };
  const resetFilters = () => {
    setSearch('');
    setFilters(THREADS_URL_DEFAULTS);
    heading.current?.focus({ preventScroll: true });
  };
  const clientId = params.userId ? Number(params.userId) : null;

  return (
    <section aria-labelledby="threads-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="threads-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          Messaggi con i clienti
        </h2>
        <div className="flex flex-wrap gap-2">
          <BroadcastDialog />
          <Button variant="outline" aria-disabled={isFetching} onClick={refresh}>
            <RefreshCw aria-hidden="true" className={cn(isFetching && 'motion-safe:animate-spin')} />
            Aggiorna elenco
          </Button>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Le conversazioni dei clienti con lo studio: le note interne non sono mai visibili al cliente.
      </p>

      <div className="mt-4 grid grid-cols-1 gap-4">
        <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <FilterSelect
            label="Mostra"
            value={filters.vista}
            all={{ value: '', label: 'Tutte le conversazioni' }}
            options={viewOptions}
            onChange={(vista) => setFilters({ vista })}
          />
          <FormField label="Cliente">
            {(field) => (
              <ClientPicker
                {...field}
                value={clientId}
                noneLabel="Tutti i clienti"
                onChange={(id) => setFilters({ cliente: id === null ? '' : String(id) })}
              />
            )}
          </FormField>
          <SearchField
            label="Cerca nei messaggi"
            hint="Oggetto e testo"
            value={search}
            onChange={setSearch}
            className="sm:col-span-2 lg:col-span-1"
          />
        </search>
        {isPending ? (
          <LoadingStatus>Caricamento delle conversazioni...</LoadingStatus>
        ) : !list.data ? null : items.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {isFiltering(filters) || search.trim() !== '' ? (
              <>
                <p>Nessuna conversazione corrisponde ai filtri</p>
                <Button variant="outline" onClick={resetFilters}>
                  <FilterX aria-hidden="true" />
                  Azzera filtri
                </Button>
              </>
            ) : (
              <p>Nessuna conversazione. Usa «Scrivi ai clienti» per scrivere a uno o più clienti.</p>
            )}
          </div>
        ) : (
          <div>
            <ThreadsTable threads={items} busy={isPlaceholderData} onOpen={setOpened} />
            <LoadMore list={list} noun="conversazioni" />
          </div>
        )}
      </div>
      <ThreadDialog summary={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
