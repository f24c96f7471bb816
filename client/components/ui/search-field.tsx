import { Search } from 'lucide-react';
import type * as React from 'react';
import { FormField } from './form-field';
import { Input } from './input';

interface SearchFieldProps {
  label: string;
  hint?: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled search box with its magnifier; the lists filter as the person types. */
export function SearchField({ label, hint, value, onChange, className }: SearchFieldProps) {
  return (
    <FormField label={label} hint={hint} className={className}>
      {(field) => (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
            aria-hidden="true"
          />
          <Input
            {...field}
            type="search"
            className="pl-9"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </FormField>
  );
}
