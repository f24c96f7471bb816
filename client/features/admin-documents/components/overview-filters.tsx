import { documentCategories } from '@common/document-categories';
import { clientFilterOptions, FilterSelect, yearFilterOptions } from '~/components/ui/filter-select';
import { SearchField } from '~/components/ui/search-field';
import { ALL_CLIENTS, ANY, type ClientOption, type OverviewFilter } from '../documents-overview';

interface OverviewFiltersProps {
  filter: OverviewFilter;
  clients: readonly ClientOption[];
  years: readonly number[];
  onChange: (change: Partial<OverviewFilter>) => void;
}

/** The overview's client filter (the specification's), then category, year and a search, all in the page. */
export function OverviewFilters({ filter, clients, years, onChange }: OverviewFiltersProps) {
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect
        label="Filtra per cliente"
        value={filter.client}
        all={{ value: ALL_CLIENTS, label: 'Tutti i clienti' }}
        options={clientFilterOptions(clients)}
        onChange={(client) => onChange({ client })}
      />
      <FilterSelect
        label="Filtra per categoria"
        value={filter.category}
        all={{ value: ANY, label: 'Tutte le categorie' }}
        options={documentCategories}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label="Filtra per anno"
        value={filter.year}
        all={{ value: ANY, label: 'Tutti gli anni' }}
        options={yearFilterOptions(years)}
        onChange={(year) => onChange({ year })}
      />
      <SearchField
        label="Cerca per titolo o file"
        value={filter.query}
        onChange={(query) => onChange({ query })}
      />
    </search>
  );
}
