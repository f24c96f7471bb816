import { FilterSelect } from '~/components/ui/filter-select';
import { SearchField } from '~/components/ui/search-field';
import { ANY, type RequestsUrlFilters, stateFrom, stateOptions, titleOptions } from '../requests-filters';

interface RequestsFiltersBarProps {
  filters: RequestsUrlFilters;
  /** What the search box shows; it reaches the address a moment after typing stops. */
  search: string;
  titles: readonly string[];
  onChange: (change: Partial<RequestsUrlFilters>) => void;
  onSearch: (text: string) => void;
}

/** State, request (by title) and a search by client: the server filters, the list follows. */
export function RequestsFiltersBar({ filters, search, titles, onChange, onSearch }: RequestsFiltersBarProps) {
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <FilterSelect
        label="Stato"
        value={stateFrom(filters.stato) ?? ANY}
        all={{ value: ANY, label: 'Tutti gli stati' }}
        options={stateOptions}
        onChange={(stato) => onChange({ stato })}
      />
      <FilterSelect
        label="Richiesta"
        value={filters.titolo}
        all={{ value: ANY, label: 'Tutte le richieste' }}
        options={titleOptions(titles, filters.titolo)}
        onChange={(titolo) => onChange({ titolo })}
      />
      <SearchField
        label="Cerca cliente"
        hint="Nome, username o e-mail"
        value={search}
        onChange={onSearch}
        className="sm:col-span-2 lg:col-span-1"
      />
    </search>
  );
}
