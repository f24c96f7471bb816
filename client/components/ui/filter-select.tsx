import { FormField } from './form-field';
import { NativeSelect } from './native-select';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The first option, meaning "no filter" ('Tutti i clienti', 'Tutte le categorie'…), with its value. */
  all?: FilterOption;
  className?: string;
}

/** A labelled native select that narrows a list. */
export function FilterSelect({ label, value, options, onChange, all, className }: FilterSelectProps) {
  return (
    <FormField label={label} className={className}>
      {(field) => (
        <NativeSelect {...field} value={value} onChange={(event) => onChange(event.target.value)}>
          {[...(all ? [all] : []), ...options].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** The years as select options, as they are shown. */
export const yearFilterOptions = (years: readonly number[]): FilterOption[] =>
  years.map((year) => ({ value: String(year), label: String(year) }));
