import { FilterX } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { FilterSelect } from '~/components/ui/filter-select';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { LoadMore } from '~/components/ui/load-more';
import { LoadingStatus } from '~/components/ui/loading-status';
import { SearchField } from '~/components/ui/search-field';
import { useLoadErrorToast } from '~/lib/use-load-error-toast';
import { useUrlFilters } from '~/lib/use-url-filters';
import { useAdminPayments } from '../api/admin-payments';
import { ANY, isNarrowed, NO_PAYMENTS_FILTER, paymentsParams, stateFilterOptions } from '../payments-filters';
import { PaymentsTable } from './payments-table';

/** Typing pauses this long before the search goes to the address and the server. */
const SEARCH_DELAY_MS = 300;

/** The admin panel's 'Scadenze' tab: every client's payments, what is unpaid or overdue at a glance. */
export function PaymentsTab() {
  const [filter, setFilter] = useUrlFilters(NO_PAYMENTS_FILTER);
  const params = React.useMemo(() => paymentsParams(filter), [filter]);
  const list = useAdminPayments(params);
  const [searchText, setSearchText] = React.useState(filter.q);
  const heading = React.useRef<HTMLHeadingElement>(null);

  useLoadErrorToast(list.error, 'Errore nel recupero dei pagamenti');

  React.useEffect(() => {
    if (searchText.trim() === filter.q.trim()) return;
    const timer = setTimeout(() => setFilter({ q: searchText.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filter.q, setFilter]);

  const clearFilters = () => {
    setSearchText('');
    setFilter(NO_PAYMENTS_FILTER);
    // The button goes away with the message.
    heading.current?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Scadenze
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        I pagamenti chiesti ai clienti con i documenti (F24 e altri), con lo stato e la quietanza quando il
        cliente la allega.
      </p>
      <search className="mt-4 grid gap-3 sm:grid-cols-3">
        <FilterSelect
          label="Filtra per stato"
          value={params.state}
          all={{ value: ANY, label: 'Tutti' }}
          options={stateFilterOptions}
          onChange={(stato) => setFilter({ stato })}
        />
        <FormField label="Filtra per mese di scadenza">
          {(field) => (
            <Input
              {...field}
              type="month"
              // Where the browser has no month picker the field is plain text: the format it expects.
              placeholder="AAAA-MM"
              value={filter.mese}
              onChange={(event) => setFilter({ mese: event.target.value })}
            />
          )}
        </FormField>
        <SearchField label="Cerca per cliente o documento" value={searchText} onChange={setSearchText} />
      </search>
      {list.error && (
        <p role="alert" className="mt-6 font-medium text-red-700">
          Errore nel caricamento dei pagamenti
        </p>
      )}
      {list.isPending ? (
        <LoadingStatus className="mt-6">Caricamento dei pagamenti...</LoadingStatus>
      ) : (
        list.data && (
          <div className="mt-6">
            {list.items.length === 0 && isNarrowed(filter) ? (
              <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
                <p>Nessun pagamento corrisponde ai filtri</p>
                <Button variant="outline" onClick={clearFilters}>
                  <FilterX aria-hidden="true" />
                  Azzera filtri
                </Button>
              </div>
            ) : (
              <>
                <PaymentsTable
                  payments={list.items}
                  busy={list.isPlaceholderData}
                  empty={
                    list.items.length === 0 &&
                    'Nessun pagamento: per chiederne uno, carica un documento e segna «È un pagamento».'
                  }
                />
                {list.items.length > 0 && <LoadMore list={list} noun="pagamenti" />}
              </>
            )}
          </div>
        )
      )}
    </section>
  );
}
