import { type FilterOption, FilterSelect } from '~/components/ui/filter-select';
import { SearchField } from '~/components/ui/search-field';
import { ALL_CATEGORIES, type DocumentFilter } from '../documents-browse';

interface DocumentFiltersProps {
  filter: DocumentFilter;
  categories: readonly FilterOption[];
  onChange: (filter: DocumentFilter) => void;
}

/** The search box and the category filter; both apply as the client types or chooses. */
export function DocumentFilters({ filter, categories, onChange }: DocumentFiltersProps) {
  return (
    <search className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <SearchField
        label="Cerca nei documenti"
        hint="Per titolo o nome del file."
        value={filter.query}
        onChange={(query) => onChange({ ...filter, query })}
      />
      <FilterSelect
        label="Categoria"
        value={filter.category}
        all={{ value: ALL_CATEGORIES, label: 'Tutte le categorie' }}
        options={categories}
        onChange={(category) => onChange({ ...filter, category })}
      />
    </search>
  );
}
