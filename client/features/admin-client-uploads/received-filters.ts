import type { AdminClientUpload, ClientUploadState } from '@common/schemas/client-uploads';

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

export interface ReceivedFilters {
  /** A user id, or ANY. */
  userId: string;
  /** A category value, or ANY. */
  category: string;
  /** A year, or ANY. */
  year: string;
  state: StateChoice;
  /** The search by title, as sent (already debounced). */
  q: string;
}

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

/** The query string of `GET /api/admin/client-uploads` for these filters ('' for none). */
export function receivedQueryString(filters: ReceivedFilters): string {
  const f = normalizeFilters(filters);
  const params = new URLSearchParams();
  if (f.userId !== ANY) params.set('userId', f.userId);
  if (f.category !== ANY) params.set('category', f.category);
  if (f.year !== ANY) params.set('year', f.year);
  const states = stateChoices.find((c) => c.value === f.state)?.states ?? [];
  if (states.length > 0) params.set('state', states.join(','));
  if (f.q !== '') params.set('q', f.q);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The new items' count for the tab's badge: asked for on its own, across every client. */
export const NEW_ONLY: ReceivedFilters = { ...DEFAULT_FILTERS, state: 'new' };

/** The clients a file came from, for the client filter, beside those the user list holds. */
export function senders(items: readonly AdminClientUpload[]) {
  return items.map((i) => ({ userId: i.userId, userName: i.userName, username: i.username }));
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
