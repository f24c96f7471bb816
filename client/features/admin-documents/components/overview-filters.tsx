import { documentCategories } from '@common/document-categories';
import { FilterSelect, yearFilterOptions } from '~/components/ui/filter-select';
import { FormField } from '~/components/ui/form-field';
import { SearchField } from '~/components/ui/search-field';
import { ClientPicker } from '~/features/client-picker/components/client-picker';
import { ANY, type OverviewFilter } from '../documents-overview';

interface OverviewFiltersProps {
  filter: OverviewFilter;
  /** What the search box shows: the search goes to the address (and the server) a moment after typing stops. */
  searchText: string;
  onSearchText: (text: string) => void;
  years: readonly number[];
  onChange: (change: Partial<OverviewFilter>) => void;
}

/** The overview's client filter (the specification's), then category, year and a search, all on the server. */
export function OverviewFilters({ filter, searchText, onSearchText, years, onChange }: OverviewFiltersProps) {
  const clientId = filter.cliente === ANY ? null : Number(filter.cliente);
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FormField label="Filtra per cliente">
        {(field) => (
          <ClientPicker
            {...field}
            value={Number.isSafeInteger(clientId) ? clientId : null}
            noneLabel="Tutti i clienti"
            onChange={(id) => onChange({ cliente: id === null ? ANY : String(id) })}
          />
        )}
      </FormField>
      <FilterSelect
        label="Filtra per categoria"
        value={filter.categoria}
        all={{ value: ANY, label: 'Tutte le categorie' }}
        options={documentCategories}
        onChange={(categoria) => onChange({ categoria })}
      />
      <FilterSelect
        label="Filtra per anno"
        value={filter.anno}
        all={{ value: ANY, label: 'Tutti gli anni' }}
        options={yearFilterOptions(years)}
        onChange={(anno) => onChange({ anno })}
      />
      <SearchField label="Cerca per titolo, file o cliente" value={searchText} onChange={onSearchText} />
    </search>
  );
}
