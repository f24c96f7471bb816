import { MAX_FILES_PER_BATCH } from '@common/client-uploads';
import type { DocumentCategory } from '@common/document-categories';
import { fileProblem, titleFromFilename } from '~/lib/upload-files';
import {
  addEntries,
  type EntryStatus,
  editAll,
  editEntry,
  initialQueueState,
  isWaiting,
  type QueuedFile,
  type QueueEntry,
  type QueueState,
  type RunAction,
  removeEntry,
  runReducer,
  startRun,
} from '~/lib/upload-queue/queue-state';

/**
 * The 'Invia documenti' queue. Each file goes pending → sending → sent | error,
 * one at a time in list order. A file the page already knows the server would
 * refuse (empty, over 10 MB) carries its `problem` and is never sent. While a
 * run is on nothing can be added, edited or removed. When the run ends, the
 * sent files leave the queue (the sent list shows them); failed ones stay with
 * their message, to be retried alone or all together.
 */
export type SendStatus = EntryStatus;

export interface SendEntry<F extends QueuedFile = File> extends QueueEntry<F> {
  title: string;
  /** The select's value: '' until the client chooses. */
  category: DocumentCategory | '';
  year: number;
  /** Why this file cannot be sent at all, found before sending; null when it can. */
  problem: string | null;
}

export interface SendState<F extends QueuedFile = File> extends QueueState<SendEntry<F>> {
  /** The note for the whole sending, sent with each file. */
  note: string;
  /** The id grouping the files of one sending (the firm gets one e-mail per batch), and how many it holds. */
  batch: { id: string; sent: number } | null;
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
  | RunAction;

export const NO_FILES_MESSAGE = 'Scegli almeno un file da inviare';
export const ONLY_INVALID_MESSAGE = 'Nessun file da inviare: rimuovi i file non validi e scegline altri';
export const MISSING_FIELDS_MESSAGE = 'Scegli la categoria di ogni file prima di inviare';
export const TITLE_REQUIRED_MESSAGE = 'Il titolo è obbligatorio';
export const SEND_FAILED_MESSAGE = 'Invio non riuscito. Controlla la connessione e riprova.';

export function initialSendState<F extends QueuedFile = File>(): SendState<F> {
  return { ...initialQueueState<SendEntry<F>>(), note: '', batch: null, markMissing: false };
}

/** Files that may still be sent: not sent yet, not refused by the page, not on their way now. */
export function isSendable(entry: SendEntry<QueuedFile>): boolean {
  return entry.problem === null && isWaiting(entry);
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

/** The sent files leave the queue whatever the run's outcome: the sent list shows them. */
const RUN_RULES = { failedMessage: SEND_FAILED_MESSAGE, keepSentAfterFailure: false };

export function sendReducer<F extends QueuedFile>(state: SendState<F>, action: SendAction<F>): SendState<F> {
  switch (action.type) {
    case 'add': {
      const files = action.files.slice(0, roomFor(state, action.files.length));
      return addEntries(
        state,
        files,
        (file, id): SendEntry<F> => ({
          id,
          file,
          title: titleFromFilename(file.name),
          category: '',
          year: action.year,
          problem: fileProblem(file),
          status: 'pending',
          error: null,
        }),
      );
    }
    case 'remove': {
      const next = removeEntry(state, action.id);
      if (next === state) return state;
      // An emptied queue ends the sending: the next files make a new one.
      return next.entries.length > 0 ? next : { ...next, batch: null };
    }
    case 'setTitle':
      return editEntry(state, action.id, (e) => ({ ...e, title: action.title }));
    case 'setCategory':
      return editEntry(state, action.id, (e) => ({ ...e, category: action.category }));
    case 'setYear':
      return editEntry(state, action.id, (e) => ({ ...e, year: action.year }));
    case 'setCategoryForAll':
      return editAll(state, (e) => ({ ...e, category: action.category }), isSendable);
    case 'setNote':
      return state.run ? state : { ...state, note: action.note };
    case 'refuse':
      return state.run ? state : { ...state, markMissing: true };
    case 'start': {
      if (state.run) return state;
      const queue = state.entries.filter((e) => action.ids.includes(e.id) && isSendable(e));
      if (refusal(state.entries, queue) !== null) return { ...state, markMissing: true };
      const batch = batchFor(state, queue.length, action.batch);
      return startRun(
        { ...state, markMissing: false, batch },
        queue.map((e) => e.id),
      );
    }
    case 'sent': {
      const next = runReducer(state, action, RUN_RULES);
      if (next === state || !state.batch) return next;
      return { ...next, batch: { ...state.batch, sent: state.batch.sent + 1 } };
    }
    case 'finish': {
      const next = runReducer(state, action, RUN_RULES);
      // Everything went: the sending is over, its note with it.
      return next !== state && next.entries.length === 0 ? { ...next, batch: null, note: '' } : next;
    }
    default:
      return runReducer(state, action, RUN_RULES);
  }
}
