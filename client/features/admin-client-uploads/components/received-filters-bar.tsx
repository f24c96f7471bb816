import { documentCategories, yearOptions } from '@common/document-categories';
import { FilterSelect, yearFilterOptions } from '~/components/ui/filter-select';
import { FormField } from '~/components/ui/form-field';
import { SearchField } from '~/components/ui/search-field';
import { ClientPicker } from '~/features/client-picker/components/client-picker';
import { ANY, type ReceivedFilters, type StateChoice, stateChoices } from '../received-filters';

interface ReceivedFiltersBarProps {
  /** The selects' values; the search box shows `search`, which reaches `filters.q` a moment later. */
  filters: ReceivedFilters;
  search: string;
  onChange: (change: Partial<ReceivedFilters>) => void;
  onSearch: (text: string) => void;
}

/** Client (searched on the server), category, year, state and a search: the server filters, the list follows. */
export function ReceivedFiltersBar({ filters, search, onChange, onSearch }: ReceivedFiltersBarProps) {
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SearchField
        label="Cerca per titolo o file"
        className="sm:col-span-2 lg:col-span-4 lg:max-w-md"
        value={search}
        onChange={onSearch}
      />
      <FormField label="Cliente">
        {(field) => (
          <ClientPicker
            {...field}
            value={filters.userId === ANY ? null : Number(filters.userId)}
            noneLabel="Tutti i clienti"
            onChange={(id) => onChange({ userId: id === null ? ANY : String(id) })}
          />
        )}
      </FormField>
      <FilterSelect
        label="Categoria"
        value={filters.category}
        all={{ value: ANY, label: 'Tutte le categorie' }}
        options={documentCategories}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label="Anno"
        value={filters.year}
        all={{ value: ANY, label: 'Tutti gli anni' }}
        options={yearFilterOptions(yearOptions())}
        onChange={(year) => onChange({ year })}
      />
      <FilterSelect
        label="Stato"
        value={filters.state}
        options={stateChoices}
        onChange={(state) => onChange({ state: state as StateChoice })}
      />
    </search>
  );
}
