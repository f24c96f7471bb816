/**
 * The lifecycle every upload queue shares: each entry goes pending → sending →
 * sent | error, one at a time in list order, and only entries still to send
 * (pending or failed) may change or leave the list, never while a run is on.
 * A feature builds its reducer on these functions and adds its own fields,
 * validation and texts.
 */
export type EntryStatus = 'pending' | 'sending' | 'sent' | 'error';

/** The part of a File the queue needs (tests pass plain objects). */
export interface QueuedFile {
  name: string;
  size: number;
}

export interface QueueEntry<F extends QueuedFile = File> {
  id: number;
  file: F;
  status: EntryStatus;
  /** The server's message after a failed attempt. */
  error: string | null;
}

export interface QueueRun {
  /** The entries of this run, in sending order. */
  ids: number[];
  totalBytes: number;
  /** Bytes of the entries this run has finished with, sent or failed. */
  doneBytes: number;
  /** The entry being sent, how many bytes of the request have gone, and of how many. */
  current: { id: number; loaded: number; total: number } | null;
  succeeded: number;
  failed: number;
}

export interface QueueState<E> {
  entries: E[];
  nextId: number;
  run: QueueRun | null;
}

/** What the run loop tells the reducer. */
export type RunAction =
  | { type: 'sending'; id: number }
  /** `total` is the request's size when known; the file's size otherwise. */
  | { type: 'progress'; id: number; loaded: number; total?: number }
  | { type: 'sent'; id: number }
  | { type: 'failed'; id: number; message?: string }
  | { type: 'finish' };

export interface RunRules {
  /** The entry's message when a failure brings none. */
  failedMessage: string;
  /** After a run with failures the sent entries stay in the list beside the failed ones. */
  keepSentAfterFailure: boolean;
}

export function initialQueueState<E>(): QueueState<E> {
  return { entries: [], nextId: 1, run: null };
}

/** Entries already sent are never sent again, nor changed. */
export function isWaiting(entry: QueueEntry<QueuedFile>): boolean {
  return entry.status === 'pending' || entry.status === 'error';
}

/** Appends an entry per file, numbered on from the last; nothing while a run is on. */
export function addEntries<F extends QueuedFile, E extends QueueEntry<F>, S extends QueueState<E>>(
  state: S,
  files: readonly F[],
  make: (file: F, id: number) => E,
): S {
  if (state.run || files.length === 0) return state;
  const added = files.map((file, i) => make(file, state.nextId + i));
  return { ...state, entries: [...state.entries, ...added], nextId: state.nextId + added.length };
}

function editable<E extends QueueEntry<QueuedFile>>(state: QueueState<E>, id: number): boolean {
  const entry = state.entries.find((e) => e.id === id);
  return state.run === null && entry !== undefined && isWaiting(entry);
}

function update<E extends QueueEntry<QueuedFile>, S extends QueueState<E>>(
  state: S,
  id: number,
  change: (entry: E) => E,
): S {
  return { ...state, entries: state.entries.map((e) => (e.id === id ? change(e) : e)) };
}

/** Changes one entry still to send, while no run is on. */
export function editEntry<E extends QueueEntry<QueuedFile>, S extends QueueState<E>>(
  state: S,
  id: number,
  change: (entry: E) => E,
): S {
  return editable(state, id) ? update(state, id, change) : state;
}

/** The "for all files" selects: every entry `which` picks (those still to send by default) gets the change. */
export function editAll<E extends QueueEntry<QueuedFile>, S extends QueueState<E>>(
  state: S,
  change: (entry: E) => E,
  which: (entry: E) => boolean = isWaiting,
): S {
  if (state.run) return state;
  return { ...state, entries: state.entries.map((e) => (which(e) ? change(e) : e)) };
}

export function removeEntry<E extends QueueEntry<QueuedFile>, S extends QueueState<E>>(
  state: S,
  id: number,
): S {
  if (!editable(state, id)) return state;
  return { ...state, entries: state.entries.filter((e) => e.id !== id) };
}

/** Starts a run of the given entries, in list order; the caller has already checked they may go. */
export function startRun<E extends QueueEntry<QueuedFile>, S extends QueueState<E>>(
  state: S,
  ids: readonly number[],
): S {
  if (state.run) return state;
  const queue = state.entries.filter((e) => ids.includes(e.id) && isWaiting(e));
  return {
    ...state,
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

function settle(run: QueueRun, id: number, size: number, ok: boolean): QueueRun {
  return {
    ...run,
    doneBytes: run.doneBytes + size,
    current: run.current?.id === id ? null : run.current,
    succeeded: run.succeeded + (ok ? 1 : 0),
    failed: run.failed + (ok ? 0 : 1),
  };
}

/** The run's steps; events for entries outside the run, or late ones, leave the state as it is. */
export function runReducer<E extends QueueEntry<QueuedFile>, S extends QueueState<E>>(
  state: S,
  action: RunAction,
  rules: RunRules,
): S {
  const { run } = state;
  switch (action.type) {
    case 'sending': {
      if (!run?.ids.includes(action.id)) return state;
      const entry = state.entries.find((e) => e.id === action.id);
      return {
        ...update(state, action.id, (e) => ({ ...e, status: 'sending', error: null })),
        run: { ...run, current: { id: action.id, loaded: 0, total: entry?.file.size ?? 0 } },
      };
    }
    case 'progress': {
      if (run?.current?.id !== action.id) return state;
      const total = action.total ?? run.current.total;
      return { ...state, run: { ...run, current: { id: action.id, loaded: action.loaded, total } } };
    }
    case 'sent':
    case 'failed': {
      const entry = state.entries.find((e) => e.id === action.id);
      if (!run || entry?.status !== 'sending') return state;
      const ok = action.type === 'sent';
      const next = update(state, action.id, (e) =>
        ok
          ? { ...e, status: 'sent' }
          : {
              ...e,
              status: 'error',
              error: (action.type === 'failed' && action.message) || rules.failedMessage,
            },
      );
      return { ...next, run: settle(run, action.id, entry.file.size, ok) };
    }
    case 'finish': {
      if (!run) return state;
      const dropSent = run.failed === 0 || !rules.keepSentAfterFailure;
      // An entry cut off mid-way (the session ended) was not stored: it waits to be sent again.
      const entries = state.entries
        .filter((e) => !(dropSent && e.status === 'sent'))
        .map((e) => (e.status === 'sending' ? { ...e, status: 'pending' as const } : e));
      return { ...state, entries, run: null };
    }
  }
}
