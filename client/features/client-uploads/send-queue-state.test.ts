import { MAX_FILES_PER_BATCH } from '@common/client-uploads';
import { MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '@common/documents';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILE_MESSAGE } from '~/lib/upload-files';
import type { QueuedFile } from '~/lib/upload-queue/queue-state';
import {
  initialSendState,
  MISSING_FIELDS_MESSAGE,
  NO_FILES_MESSAGE,
  ONLY_INVALID_MESSAGE,
  refusal,
  roomFor,
  SEND_FAILED_MESSAGE,
  type SendAction,
  type SendState,
  sendQueue,
  sendReducer,
} from './send-queue-state';

const file = (name: string, size = 100): QueuedFile => ({ name, size });
const apply = (state: SendState<QueuedFile>, ...actions: SendAction<QueuedFile>[]) =>
  actions.reduce(sendReducer, state);
const ids = (s: SendState<QueuedFile>) => s.entries.map((e) => e.id);
const statuses = (s: SendState<QueuedFile>) => s.entries.map((e) => `${e.id}:${e.status}`);

/** Three files of 100, 200 and 300 bytes, all in 'fatture': ids 1, 2, 3. */
function ready(): SendState<QueuedFile> {
  return apply(
    initialSendState(),
    { type: 'add', files: [file('a.pdf', 100), file('b.jpg', 200), file('c.xml', 300)], year: 2026 },
    { type: 'setCategoryForAll', category: 'fatture' },
  );
}

/** Starts a run of every sendable file. */
const start = (s: SendState<QueuedFile>, batch = 'batch-1'): SendState<QueuedFile> =>
  apply(s, { type: 'start', ids: sendQueue(s.entries).map((e) => e.id), batch });

describe('adding files', () => {
  it('titles each file after its name, with no category and the given year', () => {
    const state = apply(initialSendState(), {
      type: 'add',
      files: [file('Scontrino farmacia.JPG')],
      year: 2025,
    });
    expect(state.entries).toEqual([
      {
        id: 1,
        file: file('Scontrino farmacia.JPG'),
        title: 'Scontrino farmacia',
        category: '',
        year: 2025,
        problem: null,
        status: 'pending',
        error: null,
      },
    ]);
  });

  it('flags an empty file and one over 10 MB at once; they are never sent', () => {
    const state = apply(initialSendState(), {
      type: 'add',
      files: [
        file('vuoto.pdf', 0),
        file('enorme.pdf', MAX_DOCUMENT_BYTES + 1),
        file('ok.pdf', MAX_DOCUMENT_BYTES),
      ],
      year: 2026,
    });
    expect(state.entries.map((e) => e.problem)).toEqual([EMPTY_FILE_MESSAGE, TOO_LARGE_MESSAGE, null]);
    expect(sendQueue(state.entries).map((e) => e.id)).toEqual([3]);
  });

  it('adds up to the per-sending limit and no more', () => {
    const nineteen = Array.from({ length: 19 }, (_, i) => file(`f${i}.pdf`));
    const state = apply(initialSendState(), { type: 'add', files: nineteen, year: 2026 });
    expect(roomFor(state, 5)).toBe(1);
    const full = apply(state, { type: 'add', files: [file('x.pdf'), file('y.pdf')], year: 2026 });
    expect(full.entries).toHaveLength(MAX_FILES_PER_BATCH);
    expect(full.entries.at(-1)?.file.name).toBe('x.pdf');
    expect(roomFor(full, 1)).toBe(0);
    expect(apply(full, { type: 'add', files: [file('z.pdf')], year: 2026 })).toBe(full);
  });
});

describe('editing', () => {
  it('sets a title, a category, a year, the note, and one category for every file still to send', () => {
    let state = apply(
      ready(),
      { type: 'setTitle', id: 1, title: 'Fattura luce' },
      { type: 'setCategory', id: 2, category: 'spese-detrazioni' },
      { type: 'setYear', id: 3, year: 2024 },
      { type: 'setNote', note: 'Per il 730' },
    );
    expect(state.entries.map(({ title, category, year }) => ({ title, category, year }))).toEqual([
      { title: 'Fattura luce', category: 'fatture', year: 2026 },
      { title: 'b', category: 'spese-detrazioni', year: 2026 },
      { title: 'c', category: 'fatture', year: 2024 },
    ]);
    expect(state.note).toBe('Per il 730');
    state = apply(state, { type: 'setCategoryForAll', category: 'altro' });
    expect(state.entries.map((e) => e.category)).toEqual(['altro', 'altro', 'altro']);
  });

  it('removes a file; emptying the queue ends the sending', () => {
    const sent = apply(start(ready()), { type: 'sending', id: 1 }, { type: 'sent', id: 1 });
    const failed = apply(
      sent,
      { type: 'sending', id: 2 },
      { type: 'failed', id: 2, message: 'x' },
      { type: 'sending', id: 3 },
      { type: 'failed', id: 3, message: 'y' },
      { type: 'finish' },
    );
    expect(failed.batch?.id).toBe('batch-1');
    const one = apply(failed, { type: 'remove', id: 2 });
    expect(ids(one)).toEqual([3]);
    expect(one.batch?.id).toBe('batch-1');
    expect(apply(one, { type: 'remove', id: 3 }).batch).toBeNull();
  });

  it('changes nothing while a run is on', () => {
    const running = start(ready());
    for (const action of [
      { type: 'add', files: [file('d.pdf')], year: 2026 },
      { type: 'remove', id: 1 },
      { type: 'setTitle', id: 1, title: 'x' },
      { type: 'setCategory', id: 1, category: 'altro' },
      { type: 'setYear', id: 1, year: 2020 },
      { type: 'setCategoryForAll', category: 'altro' },
      { type: 'setNote', note: 'x' },
      { type: 'start', ids: [1], batch: 'other' },
    ] satisfies SendAction<QueuedFile>[]) {
      expect(sendReducer(running, action), action.type).toBe(running);
    }
  });
});

describe('refusing to send', () => {
  it('needs a file, a sendable file, and a title and category on each', () => {
    expect(refusal([], [])).toBe(NO_FILES_MESSAGE);
    const invalid = apply(initialSendState(), { type: 'add', files: [file('vuoto.pdf', 0)], year: 2026 });
    expect(refusal(invalid.entries, sendQueue(invalid.entries))).toBe(ONLY_INVALID_MESSAGE);
    const noCategory = apply(ready(), { type: 'setCategory', id: 2, category: '' });
    expect(refusal(noCategory.entries, sendQueue(noCategory.entries))).toBe(MISSING_FIELDS_MESSAGE);
    const noTitle = apply(ready(), { type: 'setTitle', id: 3, title: '   ' });
    expect(refusal(noTitle.entries, sendQueue(noTitle.entries))).toBe(MISSING_FIELDS_MESSAGE);
    expect(refusal(ready().entries, sendQueue(ready().entries))).toBeNull();
  });

  it('a refused start marks the missing fields and starts nothing; a good start clears the marks', () => {
    const state = apply(initialSendState(), { type: 'add', files: [file('a.pdf')], year: 2026 });
    const refused = start(state);
    expect(refused.run).toBeNull();
    expect(refused.markMissing).toBe(true);
    expect(apply(initialSendState(), { type: 'refuse' }).markMissing).toBe(true);
    const started = start(apply(refused, { type: 'setCategory', id: 1, category: 'altro' }));
    expect(started.run).not.toBeNull();
    expect(started.markMissing).toBe(false);
  });
});

describe('a run', () => {
  it('sends in order, counts bytes, keeps the failed file with its message and drops the sent ones at the end', () => {
    let state = start(ready());
    expect(state.run).toMatchObject({ ids: [1, 2, 3], totalBytes: 600, doneBytes: 0 });
    expect(state.batch).toEqual({ id: 'batch-1', sent: 0 });
    state = apply(state, { type: 'sending', id: 1 }, { type: 'progress', id: 1, loaded: 40 });
    expect(statuses(state)).toEqual(['1:sending', '2:pending', '3:pending']);
    expect(state.run?.current).toMatchObject({ id: 1, loaded: 40 });
    // Progress for a file not being sent is stale: ignored.
    expect(apply(state, { type: 'progress', id: 2, loaded: 10 })).toBe(state);
    state = apply(
      state,
      { type: 'sent', id: 1 },
      { type: 'sending', id: 2 },
      { type: 'failed', id: 2, message: 'Tipo di file non accettato' },
      { type: 'sending', id: 3 },
      { type: 'sent', id: 3 },
    );
    expect(statuses(state)).toEqual(['1:sent', '2:error', '3:sent']);
    expect(state.run).toMatchObject({ doneBytes: 600, succeeded: 2, failed: 1, current: null });
    expect(state.batch).toEqual({ id: 'batch-1', sent: 2 });
    state = apply(state, { type: 'finish' });
    expect(state.run).toBeNull();
    expect(state.entries.map(({ id, status, error }) => ({ id, status, error }))).toEqual([
      { id: 2, status: 'error', error: 'Tipo di file non accettato' },
    ]);
  });

  it('a failure without a message says the sending failed', () => {
    const state = apply(start(ready()), { type: 'sending', id: 1 }, { type: 'failed', id: 1, message: '' });
    expect(state.entries[0]?.error).toBe(SEND_FAILED_MESSAGE);
  });

  it('retries one failed file alone, in the same batch, and clears its message while it goes', () => {
    let state = apply(
      start(ready()),
      { type: 'sending', id: 1 },
      { type: 'sent', id: 1 },
      { type: 'sending', id: 2 },
      { type: 'failed', id: 2, message: 'x' },
      { type: 'sending', id: 3 },
      { type: 'failed', id: 3, message: 'y' },
      { type: 'finish' },
    );
    state = apply(state, { type: 'start', ids: [3], batch: 'batch-2' });
    expect(state.run?.ids).toEqual([3]);
    expect(state.batch).toEqual({ id: 'batch-1', sent: 1 });
    state = apply(state, { type: 'sending', id: 3 });
    expect(state.entries.find((e) => e.id === 3)).toMatchObject({ status: 'sending', error: null });
    expect(state.entries.find((e) => e.id === 2)).toMatchObject({ status: 'error', error: 'x' });
  });

  it('starts a new batch when the files would not fit in the current one', () => {
    let state = apply(
      initialSendState(),
      { type: 'add', files: Array.from({ length: 20 }, (_, i) => file(`f${i}.pdf`)), year: 2026 },
      { type: 'setCategoryForAll', category: 'altro' },
    );
    state = start(state);
    for (const id of ids(state).slice(0, 19))
      state = apply(state, { type: 'sending', id }, { type: 'sent', id });
    state = apply(
      state,
      { type: 'sending', id: 20 },
      { type: 'failed', id: 20, message: 'x' },
      { type: 'finish' },
    );
    state = apply(state, { type: 'add', files: [file('nuovo.pdf')], year: 2026 });
    state = apply(state, { type: 'setCategoryForAll', category: 'altro' });
    expect(start(state, 'batch-2').batch).toEqual({ id: 'batch-2', sent: 0 });
  });

  it('ends with an empty queue, a new batch next time and the note cleared when every file went', () => {
    let state = apply(ready(), { type: 'setNote', note: 'ciao' });
    state = start(state);
    for (const id of [1, 2, 3]) state = apply(state, { type: 'sending', id }, { type: 'sent', id });
    state = apply(state, { type: 'finish' });
    expect(state).toMatchObject({ entries: [], batch: null, note: '', run: null });
    expect(state.nextId).toBe(4);
  });
});
