import { currentYear, type DocumentCategory } from '@common/document-categories';
import { titleFromFilename } from '~/lib/upload-files';

/**
 * The bulk upload's list, as the specification's states and rules describe it:
 * each entry goes pending → uploading → success | error; files upload one by
 * one in order; while a run is on nothing can be added, edited or removed; an
 * entry in success cannot be removed on its own; after a run in which every
 * file succeeded the successful entries leave the list, otherwise every entry
 * stays and the failed ones keep their message.
 */
export type BulkStatus = 'pending' | 'uploading' | 'success' | 'error';

/** The part of a File the list needs (tests pass plain objects). */
export interface BulkFile {
  name: string;
  size: number;
}

export interface BulkEntry<F extends BulkFile = File> {
  id: number;
  file: F;
  title: string;
  /** The select's value: '' until a client is chosen. */
  userId: string;
  /** '' until chosen: every file is filed on purpose, none ends up in 'Altro' by oversight. */
  category: DocumentCategory | '';
  /** The year the document refers to: this year unless changed. */
  year: number;
  status: BulkStatus;
  error?: string;
}

export interface BulkRun {
  total: number;
  completed: number;
  succeeded: number;
  failed: number;
  /** The file being sent and how much of it has gone. */
  current: { id: number; loaded: number; total: number } | null;
}

export interface BulkState<F extends BulkFile = File> {
  entries: BulkEntry<F>[];
  nextId: number;
  /** Set while a run is on. */
  run: BulkRun | null;
}

export type BulkAction<F extends BulkFile = File> =
  /** `year` is the new entries' year; this year (in Italy) when left out. */
  | { type: 'add'; files: readonly F[]; year?: number }
  | { type: 'remove'; id: number }
  | { type: 'removeAll' }
  | { type: 'setTitle'; id: number; title: string }
  | { type: 'setUser'; id: number; userId: string }
  | { type: 'setUserForAll'; userId: string }
  | { type: 'setCategory'; id: number; category: DocumentCategory | '' }
  | { type: 'setCategoryForAll'; category: DocumentCategory }
  | { type: 'setYear'; id: number; year: number }
  | { type: 'setYearForAll'; year: number }
  | { type: 'start' }
  | { type: 'uploading'; id: number }
  | { type: 'progress'; id: number; loaded: number; total: number }
  | { type: 'succeeded'; id: number }
  | { type: 'failed'; id: number; message?: string }
  | { type: 'finish' };

export const DEFAULT_ENTRY_ERROR = 'Upload failed';
export const NO_FILES_MESSAGE = 'Seleziona almeno un file da caricare';
export const MISSING_USER_MESSAGE = 'Assegna un utente a tutti i file prima di caricare';
export const MISSING_CATEGORY_MESSAGE = 'Assegna una categoria a tutti i file prima di caricare';

export function initialBulkState<F extends BulkFile = File>(): BulkState<F> {
  return { entries: [], nextId: 1, run: null };
}

/** Entries already uploaded are never sent again, nor changed. */
export function isEditable(entry: BulkEntry<BulkFile>): boolean {
  return entry.status === 'pending' || entry.status === 'error';
}

/** What the next run sends, in list order. */
export function runQueue<F extends BulkFile>(entries: readonly BulkEntry<F>[]): BulkEntry<F>[] {
  return entries.filter(isEditable);
}

/** Why a run cannot start, or null when it can. */
export function validateRun(entries: readonly BulkEntry<BulkFile>[]): string | null {
  const queue = runQueue(entries);
  if (queue.length === 0) return NO_FILES_MESSAGE;
  if (queue.some((e) => e.userId === '')) return MISSING_USER_MESSAGE;
  if (queue.some((e) => e.category === '')) return MISSING_CATEGORY_MESSAGE;
  return null;
}

function update<F extends BulkFile>(
  state: BulkState<F>,
  id: number,
  change: (entry: BulkEntry<F>) => BulkEntry<F>,
): BulkState<F> {
  return { ...state, entries: state.entries.map((e) => (e.id === id ? change(e) : e)) };
}

/** Every entry still to send gets the change (the "for all files" selects). */
function forAllEditable<F extends BulkFile>(
  state: BulkState<F>,
  change: (entry: BulkEntry<F>) => BulkEntry<F>,
): BulkState<F> {
  if (state.run) return state;
  return { ...state, entries: state.entries.map((e) => (isEditable(e) ? change(e) : e)) };
}

function editable<F extends BulkFile>(state: BulkState<F>, id: number): boolean {
  const entry = state.entries.find((e) => e.id === id);
  return state.run === null && entry !== undefined && isEditable(entry);
}

function settle<F extends BulkFile>(state: BulkState<F>, id: number, ok: boolean): BulkRun | null {
  const { run } = state;
  if (!run) return null;
  return {
    ...run,
    completed: run.completed + 1,
    succeeded: run.succeeded + (ok ? 1 : 0),
    failed: run.failed + (ok ? 0 : 1),
    current: run.current?.id === id ? null : run.current,
  };
}

export function bulkReducer<F extends BulkFile>(state: BulkState<F>, action: BulkAction<F>): BulkState<F> {
  switch (action.type) {
    case 'add': {
      if (state.run) return state;
      const year = action.year ?? currentYear();
      const added = action.files.map(
        (file, i): BulkEntry<F> => ({
          id: state.nextId + i,
          file,
          title: titleFromFilename(file.name),
          userId: '',
          category: '',
          year,
          status: 'pending',
        }),
      );
      return { ...state, entries: [...state.entries, ...added], nextId: state.nextId + added.length };
    }
    case 'remove':
      if (!editable(state, action.id)) return state;
      return { ...state, entries: state.entries.filter((e) => e.id !== action.id) };
    case 'removeAll':
      return state.run ? state : { ...state, entries: [] };
    case 'setTitle':
      return editable(state, action.id)
        ? update(state, action.id, (e) => ({ ...e, title: action.title }))
        : state;
    case 'setUser':
      return editable(state, action.id)
        ? update(state, action.id, (e) => ({ ...e, userId: action.userId }))
        : state;
    case 'setUserForAll':
      return forAllEditable(state, (e) => ({ ...e, userId: action.userId }));
    case 'setCategory':
      return editable(state, action.id)
        ? update(state, action.id, (e) => ({ ...e, category: action.category }))
        : state;
    case 'setCategoryForAll':
      return forAllEditable(state, (e) => ({ ...e, category: action.category }));
    case 'setYear':
      return editable(state, action.id)
        ? update(state, action.id, (e) => ({ ...e, year: action.year }))
        : state;
    case 'setYearForAll':
      return forAllEditable(state, (e) => ({ ...e, year: action.year }));
    case 'start': {
      if (state.run || validateRun(state.entries) !== null) return state;
      const total = runQueue(state.entries).length;
      return {
        entries: state.entries.map((e) =>
          isEditable(e)
            ? {
                id: e.id,
                file: e.file,
                title: e.title,
                userId: e.userId,
                category: e.category,
                year: e.year,
                status: 'pending',
              }
            : e,
        ),
        nextId: state.nextId,
        run: { total, completed: 0, succeeded: 0, failed: 0, current: null },
      };
    }
    case 'uploading': {
      if (!state.run) return state;
      const next = update(state, action.id, (e) => ({ ...e, status: 'uploading' }));
      const entry = state.entries.find((e) => e.id === action.id);
      return {
        ...next,
        run: { ...state.run, current: { id: action.id, loaded: 0, total: entry?.file.size ?? 0 } },
      };
    }
    case 'progress':
      if (state.run?.current?.id !== action.id) return state;
      return {
        ...state,
        run: { ...state.run, current: { id: action.id, loaded: action.loaded, total: action.total } },
      };
    case 'succeeded':
      if (!state.run) return state;
      return {
        ...update(state, action.id, (e) => ({ ...e, status: 'success' })),
        run: settle(state, action.id, true),
      };
    case 'failed':
      if (!state.run) return state;
      return {
        ...update(state, action.id, (e) => ({
          ...e,
          status: 'error',
          error: action.message || DEFAULT_ENTRY_ERROR,
        })),
        run: settle(state, action.id, false),
      };
    case 'finish': {
      if (!state.run) return state;
      const allSucceeded = state.run.failed === 0;
      return {
        ...state,
        entries: allSucceeded ? state.entries.filter((e) => e.status !== 'success') : state.entries,
        run: null,
      };
    }
  }
}
