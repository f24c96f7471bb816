import type { ClientUploadState } from '@common/client-uploads';

/** A select's value for "no filter". */
export const ANY = '';

/** The state filter's choices: the working list (new and seen) is the default. */
export const stateChoices = [
  { value: 'todo', label: 'Da lavorare', states: ['new', 'seen'] },
  { value: 'new', label: 'Nuovi', states: ['new'] },
  { value: 'seen', label: 'Visti', states: ['seen'] },
  { value: 'archived', label: 'Archiviati', states: ['archived'] },
  { value: 'all', label: 'Tutti', states: [] },
] as const satisfies readonly { value: string; label: string; states: readonly ClientUploadState[] }[];

export type StateChoice = (typeof stateChoices)[number]['value'];

// A type, not an interface: the address's filters are a record of strings (useUrlFilters).
export type ReceivedFilters = {
  /** A user id, or ANY. */
  userId: string;
  /** A category value, or ANY. */
  category: string;
  /** A year, or ANY. */
  year: string;
  state: StateChoice;
  /** The search by title, as sent (already debounced). */
  q: string;
};

export const DEFAULT_FILTERS: ReceivedFilters = {
  userId: ANY,
  category: ANY,
  year: ANY,
  state: 'todo',
  q: '',
};

/** The request's filters in a stable form: the same list is asked for (and cached) once. */
export function normalizeFilters(filters: ReceivedFilters): ReceivedFilters {
  return { ...filters, q: filters.q.trim().replace(/\s+/g, ' ') };
}

/** Whether anything differs from the working list of every client (the empty list then says so). */
export function isFiltering(filters: ReceivedFilters): boolean {
  const f = normalizeFilters(filters);
  return (
    f.userId !== ANY ||
    f.category !== ANY ||
    f.year !== ANY ||
    f.state !== DEFAULT_FILTERS.state ||
    f.q !== ''
  );
}

/** The filters as the received list's endpoints read them; empty values are left out. */
export function receivedParams(filters: ReceivedFilters): Record<string, string | undefined> {
  const f = normalizeFilters(filters);
  const states = stateChoices.find((c) => c.value === f.state)?.states ?? [];
  return {
    userId: f.userId === ANY ? undefined : f.userId,
    category: f.category === ANY ? undefined : f.category,
    year: f.year === ANY ? undefined : f.year,
    state: states.length > 0 ? states.join(',') : undefined,
    q: f.q === '' ? undefined : f.q,
  };
}

/** The query string of `GET /api/admin/client-uploads` for these filters ('' for none). */
export function receivedQueryString(filters: ReceivedFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(receivedParams(filters))) {
    if (value !== undefined) params.set(key, value);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The note's first line, cut to `max` characters (at a space when there is one
 * in its second half); null when the whole note fits (nothing to unfold).
 */
export function notePreview(note: string, max = 60): string | null {
  const text = note.trim();
  const firstLine = text.split(/\r?\n/, 1)[0]!.trim();
  if (firstLine === text && text.length <= max) return null;
  if (firstLine.length <= max) return `${firstLine}…`;
  const cut = firstLine.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut.slice(0, max)).trimEnd()}…`;
}
