import { documentCategories, yearOptions } from '@common/document-categories';

/** A category select's options: a prompt (the empty value, until one is chosen), then the shared list. */
export function CategoryOptions({ placeholder = 'Seleziona una categoria' }: { placeholder?: string }) {
  return (
    <>
      {/* Not disabled: a form reset selects the first enabled option, and that must be this one. */}
      <option value="">{placeholder}</option>
      {documentCategories.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  );
}

/** A year select's options, newest first; a year outside the usual span (set elsewhere) is kept on top. */
export function YearOptions({ value }: { value?: number }) {
  const years = yearOptions();
  const all = value !== undefined && !years.includes(value) ? [value, ...years] : years;
  return all.map((year) => (
    <option key={year} value={String(year)}>
      {year}
    </option>
  ));
}
