import { MAX_FILES_PER_BATCH, TOO_MANY_FILES_MESSAGE } from '@common/client-uploads';
import { percentOf } from '~/lib/file-size';
import { fileProblem } from '~/lib/upload-files';
import {
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
 * The files of one item on their way. A pick sends at once (the item names
 * the document: nothing to fill in); a file the server would refuse (empty,
 * over 10 MB) is not queued, the page says why. Sent files leave the queue
 * when the run ends (the item lists them); failed ones stay with their
 * message, for 'Riprova' or 'Rimuovi'.
 */
export type ItemUploadEntry<F extends QueuedFile = File> = QueueEntry<F>;

export type ItemUploadState<F extends QueuedFile = File> = QueueState<ItemUploadEntry<F>>;

export type ItemUploadAction<F extends QueuedFile = File> =
  | { type: 'add'; entries: readonly ItemUploadEntry<F>[] }
  | { type: 'remove'; id: number }
  | { type: 'start'; ids: readonly number[] }
  | RunAction;

export const ITEM_SEND_FAILED = 'Invio non riuscito. Controlla la connessione e riprova.';

const RUN_RULES = { failedMessage: ITEM_SEND_FAILED, keepSentAfterFailure: false };

export function initialItemUploadState<F extends QueuedFile = File>(): ItemUploadState<F> {
  return initialQueueState<ItemUploadEntry<F>>();
}

export interface PlannedAdd<F extends QueuedFile> {
  /** The files to send, numbered on from the last. */
  entries: ItemUploadEntry<F>[];
  /** Files the page refuses before sending, each with the reason. */
  refused: { name: string; problem: string }[];
  /** Files past the per-sending limit. */
  notAdded: string[];
}

/** What a pick adds to the queue, and what it leaves out and why; nothing while a run is on. */
export function planAdd<F extends QueuedFile>(state: ItemUploadState<F>, files: readonly F[]): PlannedAdd<F> {
  if (state.run) return { entries: [], refused: [], notAdded: [] };
  const room = Math.max(0, MAX_FILES_PER_BATCH - state.entries.length);
  const kept = files.slice(0, room);
  const refused = kept.flatMap((file) => {
    const problem = fileProblem(file);
    return problem ? [{ name: file.name, problem }] : [];
  });
  const entries = kept
    .filter((file) => fileProblem(file) === null)
    .map((file, i): ItemUploadEntry<F> => ({ id: state.nextId + i, file, status: 'pending', error: null }));
  return { entries, refused, notAdded: files.slice(room).map((f) => f.name) };
}

/** What the page says of the files a pick left out, or null when it took them all. */
export function pickNotice({ refused, notAdded }: Pick<PlannedAdd<QueuedFile>, 'refused' | 'notAdded'>) {
  const lines = refused.map(({ name, problem }) => `«${name}» non è stato inviato: ${problem}.`);
  if (notAdded.length > 0) lines.push(`${TOO_MANY_FILES_MESSAGE}. Non aggiunti: ${notAdded.join(', ')}.`);
  return lines.length > 0 ? lines.join(' ') : null;
}

export function itemUploadReducer<F extends QueuedFile>(
  state: ItemUploadState<F>,
  action: ItemUploadAction<F>,
): ItemUploadState<F> {
  switch (action.type) {
    case 'add': {
      if (state.run || action.entries.length === 0) return state;
      const nextId = Math.max(state.nextId, ...action.entries.map((e) => e.id + 1));
      return { ...state, entries: [...state.entries, ...action.entries], nextId };
    }
    case 'remove':
      return removeEntry(state, action.id);
    case 'start': {
      const ids = state.entries.filter((e) => action.ids.includes(e.id) && isWaiting(e)).map((e) => e.id);
      return ids.length > 0 ? startRun(state, ids) : state;
    }
    default:
      return runReducer(state, action, RUN_RULES);
  }
}

/** The run's progress for its bar: 'file 1 di 2' and the bytes of the whole run, current file included. */
export function itemUploadProgress(
  state: ItemUploadState<QueuedFile>,
): { position: number; count: number; percent: number; name: string | null } | null {
  const { run } = state;
  if (!run) return null;
  const entry = run.current ? state.entries.find((e) => e.id === run.current?.id) : undefined;
  const loaded = run.current && entry ? Math.min(run.current.loaded, entry.file.size) : 0;
  const finished = run.succeeded + run.failed;
  return {
    position: Math.min(run.ids.length, finished + 1),
    count: run.ids.length,
    percent: percentOf(run.doneBytes + loaded, run.totalBytes),
    name: entry?.file.name ?? null,
  };
}
