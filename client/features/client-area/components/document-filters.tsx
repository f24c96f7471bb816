import { documentCategories } from '@common/document-categories';
import { FilterSelect } from '~/components/ui/filter-select';
import { SearchField } from '~/components/ui/search-field';

interface DocumentFiltersProps {
  query: string;
  category: string;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: string) => void;
}

/** The search box and the category filter; the server applies them as the client types or chooses. */
export function DocumentFilters({ query, category, onQueryChange, onCategoryChange }: DocumentFiltersProps) {
  return (
    <search className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <SearchField
        label="Cerca nei documenti"
        hint="Per titolo o nome del file."
        value={query}
        onChange={onQueryChange}
      />
      <FilterSelect
        label="Categoria"
        value={category}
        all={{ value: '', label: 'Tutte le categorie' }}
        options={documentCategories}
        onChange={onCategoryChange}
      />
    </search>
  );
}
