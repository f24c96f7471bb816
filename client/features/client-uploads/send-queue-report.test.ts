import { TOO_MANY_FILES_MESSAGE } from '@common/client-uploads';
import { describe, expect, it } from 'vitest';
import type { QueuedFile } from '~/lib/upload-queue/queue-state';
import { notAddedMessage, sendOutcome, sendProgress } from './send-queue-report';
import { initialSendState, type SendAction, type SendState, sendReducer } from './send-queue-state';

const apply = (state: SendState<QueuedFile>, ...actions: SendAction<QueuedFile>[]) =>
  actions.reduce(sendReducer, state);

describe('sendProgress', () => {
  it('counts the bytes of the finished files and of the one going, over all the bytes of the run', () => {
    const files = [
      { name: 'a.pdf', size: 1000 },
      { name: 'b.pdf', size: 3000 },
    ];
    let state = apply(
      initialSendState(),
      { type: 'add', files, year: 2026 },
      { type: 'setCategoryForAll', category: 'altro' },
    );
    expect(sendProgress(state)).toBeNull();
    state = apply(state, { type: 'start', ids: [1, 2], batch: 'b' }, { type: 'sending', id: 1 });
    expect(sendProgress(state)).toMatchObject({
      position: 1,
      count: 2,
      sentBytes: 0,
      totalBytes: 4000,
      percent: 0,
    });
    state = apply(state, { type: 'progress', id: 1, loaded: 500 });
    expect(sendProgress(state)).toMatchObject({
      sentBytes: 500,
      percent: 13,
      current: { id: 1, title: 'a', loaded: 500, size: 1000, percent: 50 },
    });
    // The request carries a little more than the file (the other fields): never past the file's size.
    state = apply(state, { type: 'progress', id: 1, loaded: 1200 }, { type: 'failed', id: 1, message: 'no' });
    state = apply(state, { type: 'sending', id: 2 }, { type: 'progress', id: 2, loaded: 1500 });
    expect(sendProgress(state)).toMatchObject({ position: 2, sentBytes: 2500, percent: 63 });
    expect(sendProgress(state)?.current?.percent).toBe(50);
  });
});

describe('sendOutcome', () => {
  it('tells all sent, some failed, all failed', () => {
    expect(sendOutcome(3, 0)).toEqual({
      title: 'Documenti inviati',
      description: '3 documenti inviati allo studio.',
      variant: 'default',
    });
    expect(sendOutcome(1, 0).description).toBe('1 documento inviato allo studio.');
    expect(sendOutcome(2, 1)).toEqual({
      title: 'Invio completato in parte',
      description: '2 documenti inviati, 1 documento non inviato: puoi riprovare.',
      variant: 'destructive',
    });
    expect(sendOutcome(0, 2)).toMatchObject({ title: 'Invio non riuscito', variant: 'destructive' });
    expect(sendOutcome(0, 2).description).toMatch(/^Nessuno dei 2 documenti è stato inviato/);
  });
});

describe('notAddedMessage', () => {
  it('names the limit and every file left out', () => {
    expect(notAddedMessage([])).toBeNull();
    expect(notAddedMessage(['x.pdf'])).toBe(`${TOO_MANY_FILES_MESSAGE}. Non è stato aggiunto: x.pdf.`);
    expect(notAddedMessage(['x.pdf', 'y.jpg'])).toBe(
      `${TOO_MANY_FILES_MESSAGE}. Non sono stati aggiunti 2 file: x.pdf, y.jpg.`,
    );
  });
});
