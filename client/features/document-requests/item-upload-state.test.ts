import { TOO_MANY_FILES_MESSAGE } from '@common/client-uploads';
import { MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '@common/documents';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILE_MESSAGE } from '~/lib/upload-files';
import type { QueuedFile, RunAction } from '~/lib/upload-queue/queue-state';
import {
  ITEM_SEND_FAILED,
  type ItemUploadAction,
  type ItemUploadState,
  initialItemUploadState,
  itemUploadProgress,
  itemUploadReducer,
  pickNotice,
  planAdd,
} from './item-upload-state';

type State = ItemUploadState<QueuedFile>;
const file = (name: string, size = 100): QueuedFile => ({ name, size });
const apply = (state: State, ...actions: ItemUploadAction<QueuedFile>[]) =>
  actions.reduce((s, a) => itemUploadReducer(s, a), state);

function picked(...files: QueuedFile[]): State {
  const empty = initialItemUploadState<QueuedFile>();
  return apply(empty, { type: 'add', entries: planAdd(empty, files).entries });
}

describe('planAdd', () => {
  it('numbers the files on from the last and leaves out, with the reason, those the server would refuse', () => {
    const plan = planAdd(picked(file('a')), [
      file('b'),
      file('vuoto', 0),
      file('grande', MAX_DOCUMENT_BYTES + 1),
    ]);
    expect(plan.entries.map((e) => [e.id, e.file.name])).toEqual([[2, 'b']]);
    expect(plan.refused).toEqual([
      { name: 'vuoto', problem: EMPTY_FILE_MESSAGE },
      { name: 'grande', problem: TOO_LARGE_MESSAGE },
    ]);
    expect(plan.notAdded).toEqual([]);
    expect(pickNotice(plan)).toBe(
      `«vuoto» non è stato inviato: ${EMPTY_FILE_MESSAGE}. «grande» non è stato inviato: ${TOO_LARGE_MESSAGE}.`,
    );
  });

  it('leaves out the files past twenty in the queue, by name', () => {
    const many = Array.from({ length: 22 }, (_, i) => file(`f${i}.pdf`));
    const plan = planAdd(picked(file('a')), many);
    expect(plan.entries).toHaveLength(19);
    expect(plan.notAdded).toEqual(['f19.pdf', 'f20.pdf', 'f21.pdf']);
    expect(pickNotice(plan)).toBe(`${TOO_MANY_FILES_MESSAGE}. Non aggiunti: f19.pdf, f20.pdf, f21.pdf.`);
  });

  it('says nothing when every file was taken', () => {
    expect(pickNotice(planAdd(picked(), [file('a')]))).toBeNull();
  });

  it('adds nothing while a run is on', () => {
    const running = apply(picked(file('a')), { type: 'start', ids: [1] });
    expect(planAdd(running, [file('b')])).toEqual({ entries: [], refused: [], notAdded: [] });
    expect(apply(running, { type: 'add', entries: planAdd(picked(), [file('b')]).entries })).toBe(running);
  });
});

describe('a run', () => {
  const run = (...actions: RunAction[]) =>
    apply(picked(file('a', 100), file('b', 300)), { type: 'start', ids: [1, 2] }, ...actions);

  it('counts the bytes of the whole run, the current file included', () => {
    expect(itemUploadProgress(picked(file('a')))).toBeNull();
    expect(itemUploadProgress(run())).toEqual({ position: 1, count: 2, percent: 0, name: null });
    expect(
      itemUploadProgress(
        run(
          { type: 'sending', id: 1 },
          { type: 'sent', id: 1 },
          { type: 'sending', id: 2 },
          {
            type: 'progress',
            id: 2,
            loaded: 100,
          },
        ),
      ),
    ).toEqual({ position: 2, count: 2, percent: 50, name: 'b' });
  });

  it('drops the sent files at its end and keeps a failed one with its message', () => {
    const state = run(
      { type: 'sending', id: 1 },
      { type: 'sent', id: 1 },
      { type: 'sending', id: 2 },
      { type: 'failed', id: 2 },
      { type: 'finish' },
    );
    expect(state.run).toBeNull();
    expect(state.entries).toMatchObject([{ id: 2, status: 'error', error: ITEM_SEND_FAILED }]);
    // 'Riprova' sends it again; 'Rimuovi' takes it away.
    expect(apply(state, { type: 'start', ids: [2] }).run?.ids).toEqual([2]);
    expect(apply(state, { type: 'remove', id: 2 }).entries).toEqual([]);
  });

  it('never starts without a file to send', () => {
    const state = picked(file('vuoto', 0));
    expect(state.entries).toEqual([]);
    expect(apply(state, { type: 'start', ids: [1] })).toBe(state);
  });
});
