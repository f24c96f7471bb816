import * as React from 'react';
import { useSearchParams } from 'react-router';

/** The filters an address carries, each absent key read as its default. */
export function readUrlFilters<T extends Record<string, string>>(params: URLSearchParams, defaults: T): T {
  const read = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = params.get(key);
    if (value !== null) read[key] = value as T[typeof key];
  }
  return read;
}

/**
 * A list's filters kept in the address (`?cliente=12&q=f24`), so a reload,
 * the back button and a shared link bring back the same list. Each key reads
 * as its default when absent; a change replaces the entry, never pushes one
 * per keystroke. Keys of other owners (the admin panel's `scheda`) are kept.
 */
export function useUrlFilters<T extends Record<string, string>>(defaults: T) {
  const [params, setParams] = useSearchParams();
  const filters = React.useMemo(() => readUrlFilters(params, defaults), [params, defaults]);
  const setFilters = React.useCallback(
    (change: Partial<T>) =>
      setParams(
        () => {
          // From the address as it is now, not as the caller's render saw it: a debounced search
          // firing while 'Azzera filtri' is still rendering wrote the old category back.
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, defaults],
  );
  return [filters, setFilters] as const;
}
