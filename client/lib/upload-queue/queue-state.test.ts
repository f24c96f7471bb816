import { describe, expect, it } from 'vitest';
import {
  addEntries,
  editAll,
  editEntry,
  initialQueueState,
  type QueuedFile,
  type QueueEntry,
  type QueueState,
  type RunAction,
  type RunRules,
  removeEntry,
  runReducer,
  startRun,
} from './queue-state';

interface Entry extends QueueEntry<QueuedFile> {
  title: string;
}
type State = QueueState<Entry>;

const KEEP: RunRules = { failedMessage: 'Non riuscito', keepSentAfterFailure: true };
const DROP: RunRules = { failedMessage: 'Non riuscito', keepSentAfterFailure: false };

const file = (name: string, size = 100): QueuedFile => ({ name, size });
const apply = (state: State, rules: RunRules, ...actions: RunAction[]) =>
  actions.reduce((s, a) => runReducer(s, a, rules), state);
const statuses = (s: State) => s.entries.map((e) => `${e.id}:${e.status}`);

/** Three files of 100, 200 and 300 bytes: ids 1, 2, 3. */
function ready(): State {
  return addEntries(
    initialQueueState<Entry>(),
    [file('a', 100), file('b', 200), file('c', 300)],
    (f, id): Entry => ({
      id,
      file: f,
      title: f.name,
      status: 'pending',
      error: null,
    }),
  );
}

const started = () => startRun(ready(), [1, 2, 3]);

/** A finished run where 1 and 3 went and 2 failed. */
function mixed(rules: RunRules): State {
  return apply(
    started(),
    rules,
    { type: 'sending', id: 1 },
    { type: 'sent', id: 1 },
    { type: 'sending', id: 2 },
    { type: 'failed', id: 2 },
    { type: 'sending', id: 3 },
    { type: 'sent', id: 3 },
    { type: 'finish' },
  );
}

describe('entries', () => {
  it('are numbered on from the last, and not added while a run is on', () => {
    const state = ready();
    expect(state.entries.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(state.nextId).toBe(4);
    const running = started();
    expect(addEntries(running, [file('d')], (f, id) => ({ ...state.entries[0]!, id, file: f }))).toBe(
      running,
    );
  });

  it('can be edited or removed while still to send, never once sent, never during a run', () => {
    const state = mixed(KEEP);
    expect(removeEntry(state, 1)).toBe(state);
    expect(removeEntry(state, 2).entries.map((e) => e.id)).toEqual([1, 3]);
    expect(editEntry(state, 1, (e) => ({ ...e, title: 'x' }))).toBe(state);
    expect(editEntry(state, 2, (e) => ({ ...e, title: 'x' })).entries[1]?.title).toBe('x');
    expect(editAll(state, (e) => ({ ...e, title: 'y' })).entries.map((e) => e.title)).toEqual([
      'a',
      'y',
      'c',
    ]);
    const running = started();
    expect(removeEntry(running, 1)).toBe(running);
    expect(editEntry(running, 1, (e) => ({ ...e, title: 'x' }))).toBe(running);
    expect(editAll(running, (e) => ({ ...e, title: 'x' }))).toBe(running);
    expect(startRun(running, [1])).toBe(running);
  });
});

describe('a run', () => {
  it('sends in order, counting bytes and the current file’s progress', () => {
    let state = started();
    expect(state.run).toMatchObject({ ids: [1, 2, 3], totalBytes: 600, doneBytes: 0, current: null });
    state = apply(state, KEEP, { type: 'sending', id: 1 }, { type: 'progress', id: 1, loaded: 40 });
    expect(statuses(state)).toEqual(['1:sending', '2:pending', '3:pending']);
    expect(state.run?.current).toEqual({ id: 1, loaded: 40, total: 100 });
    expect(apply(state, KEEP, { type: 'progress', id: 1, loaded: 50, total: 120 }).run?.current).toEqual({
      id: 1,
      loaded: 50,
      total: 120,
    });
    // Progress for a file not being sent is stale: ignored.
    expect(apply(state, KEEP, { type: 'progress', id: 2, loaded: 10 })).toBe(state);
    state = apply(
      state,
      KEEP,
      { type: 'sent', id: 1 },
      { type: 'sending', id: 2 },
      { type: 'failed', id: 2, message: 'Tipo di file non accettato' },
    );
    expect(state.run).toMatchObject({ doneBytes: 300, succeeded: 1, failed: 1, current: null });
    expect(state.entries[1]).toMatchObject({ status: 'error', error: 'Tipo di file non accettato' });
  });

  it('a failure without a message gets the queue’s own', () => {
    const state = apply(started(), KEEP, { type: 'sending', id: 1 }, { type: 'failed', id: 1 });
    expect(state.entries[0]?.error).toBe('Non riuscito');
  });

  it('clears a failed entry’s message when it is sent again', () => {
    const retry = startRun(mixed(KEEP), [2]);
    expect(retry.run?.ids).toEqual([2]);
    expect(apply(retry, KEEP, { type: 'sending', id: 2 }).entries[1]).toMatchObject({
      status: 'sending',
      error: null,
    });
  });

  it('after a run with failures keeps or drops the sent entries, as the queue’s rules say', () => {
    expect(statuses(mixed(KEEP))).toEqual(['1:sent', '2:error', '3:sent']);
    expect(statuses(mixed(DROP))).toEqual(['2:error']);
    const allSent = apply(
      started(),
      KEEP,
      ...[1, 2, 3].flatMap((id): RunAction[] => [
        { type: 'sending', id },
        { type: 'sent', id },
      ]),
      { type: 'finish' },
    );
    expect(allSent).toMatchObject({ entries: [], run: null });
  });

  it('a run cut short puts the file being sent back to waiting', () => {
    const state = apply(started(), DROP, { type: 'sending', id: 1 }, { type: 'finish' });
    expect(statuses(state)).toEqual(['1:pending', '2:pending', '3:pending']);
  });

  it('ignores outcomes for files outside the run', () => {
    const state = started();
    expect(apply(state, DROP, { type: 'sent', id: 2 })).toBe(state);
    expect(apply(startRun(ready(), [1]), DROP, { type: 'sending', id: 2 }).entries[1]?.status).toBe(
      'pending',
    );
    expect(apply(initialQueueState<Entry>(), DROP, { type: 'finish' })).toEqual(initialQueueState());
  });
});
