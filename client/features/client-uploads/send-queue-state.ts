import type { DocumentCategory } from '@common/document-categories';
import { MAX_FILES_PER_BATCH } from '@common/schemas/client-uploads';
import { fileProblem, titleFromFilename } from '~/lib/upload-files';

/**
 * The 'Invia documenti' queue. Each file goes pending → sending → sent | error,
 * one at a time in list order. A file the page already knows the server would
 * refuse (empty, over 10 MB) carries its `problem` and is never sent. While a
 * run is on nothing can be added, edited or removed. When the run ends, the
 * sent files leave the queue (the sent list shows them); failed ones stay with
 * their message, to be retried alone or all together.
 */
export type SendStatus = 'pending' | 'sending' | 'sent' | 'error';

/** The part of a File the queue needs (tests pass plain objects). */
export interface QueuedFile {
  name: string;
  size: number;
}

export interface SendEntry<F extends QueuedFile = File> {
  id: number;
  file: F;
  title: string;
  /** The select's value: '' until the client chooses. */
  category: DocumentCategory | '';
  year: number;
  /** Why this file cannot be sent at all, found before sending; null when it can. */
  problem: string | null;
  status: SendStatus;
  /** The server's message after a failed attempt. */
  error: string | null;
}

export interface SendRun {
  /** The files of this run, in sending order. */
  ids: number[];
  totalBytes: number;
  /** Bytes of the files this run has finished with, sent or failed. */
  doneBytes: number;
  /** The file being sent and how many of its bytes have gone. */
  current: { id: number; loaded: number } | null;
  succeeded: number;
  failed: number;
}

export interface SendState<F extends QueuedFile = File> {
  entries: SendEntry<F>[];
  nextId: number;
  /** The note for the whole sending, sent with each file. */
  note: string;
  /** The id grouping the files of one sending (the firm gets one e-mail per batch), and how many it holds. */
  batch: { id: string; sent: number } | null;
  run: SendRun | null;
  /** Set when 'Invia' was refused for missing fields: those fields are marked until the next try. */
  markMissing: boolean;
}

export type SendAction<F extends QueuedFile = File> =
  | { type: 'add'; files: readonly F[]; year: number }
  | { type: 'remove'; id: number }
  | { type: 'setTitle'; id: number; title: string }
  | { type: 'setCategory'; id: number; category: DocumentCategory | '' }
  | { type: 'setYear'; id: number; year: number }
  | { type: 'setCategoryForAll'; category: DocumentCategory }
  | { type: 'setNote'; note: string }
  | { type: 'refuse' }
  /** `batch` is a fresh id, used only when the run cannot join the current batch. */
  | { type: 'start'; ids: readonly number[]; batch: string }
  | { type: 'sending'; id: number }
  | { type: 'progress'; id: number; loaded: number }
  | { type: 'sent'; id: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'finish' };

export const NO_FILES_MESSAGE = 'Scegli almeno un file da inviare';
export const ONLY_INVALID_MESSAGE = 'Nessun file da inviare: rimuovi i file non validi e scegline altri';
export const MISSING_FIELDS_MESSAGE = 'Scegli la categoria di ogni file prima di inviare';
export const TITLE_REQUIRED_MESSAGE = 'Il titolo è obbligatorio';
export const SEND_FAILED_MESSAGE = 'Invio non riuscito. Controlla la connessione e riprova.';

export function initialSendState<F extends QueuedFile = File>(): SendState<F> {
  return { entries: [], nextId: 1, note: '', batch: null, run: null, markMissing: false };
}

/** Files that may still be sent: not sent yet, not refused by the page, not on their way now. */
export function isSendable(entry: SendEntry<QueuedFile>): boolean {
  return entry.problem === null && (entry.status === 'pending' || entry.status === 'error');
}

/** What 'Invia' sends: every sendable file in list order, or only the one given ('Riprova' on a file). */
export function sendQueue<F extends QueuedFile>(
  entries: readonly SendEntry<F>[],
  only?: number,
): SendEntry<F>[] {
  return entries.filter((e) => isSendable(e) && (only === undefined || e.id === only));
}

/** The field an entry still needs before sending, or null. */
export function missingField(entry: SendEntry<QueuedFile>): 'title' | 'category' | null {
  if (entry.title.trim() === '') return 'title';
  if (entry.category === '') return 'category';
  return null;
}

/** Why these files cannot be sent now, or null when they can. */
export function refusal(entries: readonly SendEntry<QueuedFile>[], queue: readonly SendEntry<QueuedFile>[]) {
  if (entries.length === 0) return NO_FILES_MESSAGE;
  if (queue.length === 0) return ONLY_INVALID_MESSAGE;
  if (queue.some((e) => missingField(e) !== null)) return MISSING_FIELDS_MESSAGE;
  return null;
}

/** How many of `count` new files fit beside the queue's, under the per-sending limit. */
export function roomFor(state: SendState<QueuedFile>, count: number): number {
  return Math.max(0, Math.min(count, MAX_FILES_PER_BATCH - state.entries.length));
}

/**
 * The batch a run of `count` files goes in: the current one (a retry belongs to
 * the same sending), unless it would pass the per-sending limit; then `fresh`.
 */
export function batchFor(
  state: SendState<QueuedFile>,
  count: number,
  fresh: string,
): { id: string; sent: number } {
  const { batch } = state;
  return batch !== null && batch.sent + count <= MAX_FILES_PER_BATCH ? batch : { id: fresh, sent: 0 };
}

function update<F extends QueuedFile>(
  state: SendState<F>,
  id: number,
  change: (entry: SendEntry<F>) => SendEntry<F>,
): SendState<F> {
  return { ...state, entries: state.entries.map((e) => (e.id === id ? change(e) : e)) };
}

/** An entry the client may still change: no run on, and the file not sent. */
function editable<F extends QueuedFile>(state: SendState<F>, id: number): boolean {
  const entry = state.entries.find((e) => e.id === id);
  return state.run === null && entry !== undefined && entry.status !== 'sent';
}

function settle(run: SendRun, id: number, size: number, ok: boolean): SendRun {
  return {
    ...run,
    doneBytes: run.doneBytes + size,
    current: run.current?.id === id ? null : run.current,
    succeeded: run.succeeded + (ok ? 1 : 0),
    failed: run.failed + (ok ? 0 : 1),
  };
}

export function sendReducer<F extends QueuedFile>(state: SendState<F>, action: SendAction<F>): SendState<F> {
  switch (action.type) {
    case 'add': {
      if (state.run) return state;
      const files = action.files.slice(0, roomFor(state, action.files.length));
      if (files.length === 0) return state;
      const added = files.map(
        (file, i): SendEntry<F> => ({
          id: state.nextId + i,
          file,
          title: titleFromFilename(file.name),
          category: '',
          year: action.year,
          problem: fileProblem(file),
          status: 'pending',
          error: null,
        }),
      );
      return { ...state, entries: [...state.entries, ...added], nextId: state.nextId + added.length };
    }
    case 'remove': {
      if (!editable(state, action.id)) return state;
      const entries = state.entries.filter((e) => e.id !== action.id);
      // An emptied queue ends the sending: the next files make a new one.
      return { ...state, entries, batch: entries.length > 0 ? state.batch : null };
    }
    case 'setTitle':
      return editable(state, action.id)
        ? update(state, action.id, (e) => ({ ...e, title: action.title }))
        : state;
    case 'setCategory':
      return editable(state, action.id)
        ? update(state, action.id, (e) => ({ ...e, category: action.category }))
        : state;
    case 'setYear':
      return editable(state, action.id)
        ? update(state, action.id, (e) => ({ ...e, year: action.year }))
        : state;
    case 'setCategoryForAll':
      if (state.run) return state;
      return {
        ...state,
        entries: state.entries.map((e) => (isSendable(e) ? { ...e, category: action.category } : e)),
      };
    case 'setNote':
      return state.run ? state : { ...state, note: action.note };
    case 'refuse':
      return state.run ? state : { ...state, markMissing: true };
    case 'start': {
      if (state.run) return state;
      const queue = state.entries.filter((e) => action.ids.includes(e.id) && isSendable(e));
      if (refusal(state.entries, queue) !== null) return { ...state, markMissing: true };
      return {
        ...state,
        markMissing: false,
        batch: batchFor(state, queue.length, action.batch),
        run: {
          ids: queue.map((e) => e.id),
          totalBytes: queue.reduce((sum, e) => sum + e.file.size, 0),
          doneBytes: 0,
          current: null,
          succeeded: 0,
          failed: 0,
        },
      };
    }
    case 'sending':
      if (!state.run?.ids.includes(action.id)) return state;
      return {
        ...update(state, action.id, (e) => ({ ...e, status: 'sending', error: null })),
        run: { ...state.run, current: { id: action.id, loaded: 0 } },
      };
    case 'progress':
      if (state.run?.current?.id !== action.id) return state;
      return { ...state, run: { ...state.run, current: { id: action.id, loaded: action.loaded } } };
    case 'sent':
    case 'failed': {
      const entry = state.entries.find((e) => e.id === action.id);
      if (!state.run || entry?.status !== 'sending') return state;
      const ok = action.type === 'sent';
      const next = update(state, action.id, (e) =>
        ok
          ? { ...e, status: 'sent' }
          : { ...e, status: 'error', error: action.message || SEND_FAILED_MESSAGE },
      );
      return {
        ...next,
        batch: ok && state.batch ? { ...state.batch, sent: state.batch.sent + 1 } : state.batch,
        run: settle(state.run, action.id, entry.file.size, ok),
      };
    }
    case 'finish': {
      if (!state.run) return state;
      // A file cut off mid-way (the session ended) was not stored: it waits to be sent again.
      const entries = state.entries
        .filter((e) => e.status !== 'sent')
        .map((e) => (e.status === 'sending' ? { ...e, status: 'pending' as const } : e));
      if (entries.length > 0) return { ...state, entries, run: null };
      // Everything went: the sending is over, its note with it.
      return { ...state, entries, run: null, batch: null, note: '' };
    }
  }
}
