import { currentYear } from '@common/document-categories';
import { describe, expect, it } from 'vitest';
import { runProgress } from './bulk-run-report';
import {
  type BulkAction,
  type BulkFile,
  type BulkState,
  bulkReducer,
  initialBulkState,
  MISSING_CATEGORY_MESSAGE,
  MISSING_USER_MESSAGE,
  NO_FILES_MESSAGE,
  runQueue,
  validateRun,
} from './bulk-upload-state';
import { PAYMENT_FIELDS_MISSING } from './payment-fields';

const file = (name: string, size = 100): BulkFile => ({ name, size });

function apply(state: BulkState<BulkFile>, ...actions: BulkAction<BulkFile>[]): BulkState<BulkFile> {
  return actions.reduce(bulkReducer, state);
}

/** Three files of 2026, all assigned to client 7 as invoices: ids 1, 2, 3. */
function ready(): BulkState<BulkFile> {
  return apply(
    initialBulkState(),
    { type: 'add', files: [file('a.pdf'), file('b.docx', 2000), file('c.txt')], year: 2026 },
    { type: 'setUserForAll', userId: '7' },
    { type: 'setCategoryForAll', category: 'fatture' },
  );
}

const statuses = (s: BulkState<BulkFile>) => s.entries.map((e) => `${e.id}:${e.status}`);

describe('adding files', () => {
  it('appends pending entries titled after the file name, with no user', () => {
    const first = apply(initialBulkState(), { type: 'add', files: [file('Modello 730.pdf')] });
    const state = apply(first, { type: 'add', files: [file('foto.jpeg'), file('nota')] });
    expect(state.entries.map(({ id, title, userId, status }) => ({ id, title, userId, status }))).toEqual([
      { id: 1, title: 'Modello 730', userId: '', status: 'pending' },
      { id: 2, title: 'foto', userId: '', status: 'pending' },
      { id: 3, title: 'nota', userId: '', status: 'pending' },
    ]);
  });
});

describe('category and year', () => {
  it('start with no category and the year given (this year in Italy when none is)', () => {
    const state = apply(initialBulkState(), { type: 'add', files: [file('a.pdf')], year: 2025 });
    expect(state.entries[0]).toMatchObject({ category: '', year: 2025 });
    const now = apply(initialBulkState(), { type: 'add', files: [file('a.pdf')] });
    expect(now.entries[0]?.year).toBe(currentYear());
  });

  it('are set one by one or for every file still to send', () => {
    let state = apply(
      initialBulkState(),
      { type: 'add', files: [file('a.pdf'), file('b.pdf')], year: 2026 },
      { type: 'setCategory', id: 2, category: 'f24-tributi' },
      { type: 'setYear', id: 1, year: 2024 },
    );
    expect(state.entries.map((e) => [e.category, e.year])).toEqual([
      ['', 2024],
      ['f24-tributi', 2026],
    ]);
    state = apply(
      state,
      { type: 'setCategoryForAll', category: 'buste-paga-lavoro' },
      { type: 'setYearForAll', year: 2025 },
    );
    expect(state.entries.map((e) => [e.category, e.year])).toEqual([
      ['buste-paga-lavoro', 2025],
      ['buste-paga-lavoro', 2025],
    ]);
  });

  it('stay on an uploaded entry, and survive a new run of the failed ones', () => {
    const mixed = apply(
      ready(),
      { type: 'setYear', id: 2, year: 2023 },
      { type: 'start' },
      { type: 'sending', id: 1 },
      { type: 'sent', id: 1 },
      { type: 'sending', id: 2 },
      { type: 'failed', id: 2 },
      { type: 'sending', id: 3 },
      { type: 'failed', id: 3 },
      { type: 'finish' },
      { type: 'setCategoryForAll', category: 'altro' },
      { type: 'setCategory', id: 1, category: 'altro' },
      { type: 'setYear', id: 1, year: 2020 },
    );
    expect(mixed.entries.map((e) => [e.category, e.year])).toEqual([
      ['fatture', 2026],
      ['altro', 2023],
      ['altro', 2026],
    ]);
    const retry = apply(mixed, { type: 'start' });
    expect(retry.entries.slice(1).map((e) => [e.status, e.category, e.year])).toEqual([
      ['pending', 'altro', 2023],
      ['pending', 'altro', 2026],
    ]);
  });
});

describe('validation', () => {
  it('asks for at least one file', () => {
    expect(validateRun([])).toBe(NO_FILES_MESSAGE);
  });

  it('asks for a user on every file', () => {
    const state = apply(
      initialBulkState(),
      { type: 'add', files: [file('a.pdf'), file('b.pdf')] },
      {
        type: 'setUser',
        id: 1,
        userId: '4',
      },
    );
    expect(validateRun(state.entries)).toBe(MISSING_USER_MESSAGE);
    const assigned = apply(state, { type: 'setUser', id: 2, userId: '5' });
    // Then a category on every file: none is filed under 'Altro' by oversight.
    expect(validateRun(assigned.entries)).toBe(MISSING_CATEGORY_MESSAGE);
    const filed = apply(assigned, { type: 'setCategory', id: 1, category: 'fatture' });
    expect(validateRun(filed.entries)).toBe(MISSING_CATEGORY_MESSAGE);
    expect(apply(filed, { type: 'start' }).run).toBeNull();
    expect(validateRun(apply(filed, { type: 'setCategory', id: 2, category: 'altro' }).entries)).toBeNull();
  });

  it('does not start a run that fails validation', () => {
    const state = apply(initialBulkState(), { type: 'add', files: [file('a.pdf')] }, { type: 'start' });
    expect(state.run).toBeNull();
  });
});

describe('a run', () => {
  it('moves each entry pending → sending → sent and counts the completed files', () => {
    let state = apply(ready(), { type: 'start' });
    expect(runProgress(state)).toMatchObject({ total: 3, completed: 0 });
    state = apply(state, { type: 'sending', id: 1 });
    expect(statuses(state)).toEqual(['1:sending', '2:pending', '3:pending']);
    state = apply(state, { type: 'sent', id: 1 }, { type: 'sending', id: 2 });
    expect(statuses(state)).toEqual(['1:sent', '2:sending', '3:pending']);
    expect(runProgress(state)).toMatchObject({ completed: 1, total: 3, percent: 33 });
  });

  it('reports the current file’s byte progress besides the completed count', () => {
    const state = apply(
      ready(),
      { type: 'start' },
      { type: 'sending', id: 2 },
      { type: 'progress', id: 2, loaded: 500, total: 2000 },
    );
    expect(runProgress(state)?.current).toEqual({ title: 'b', loaded: 500, total: 2000, percent: 25 });
    // A late event of a finished file does not move the bar.
    expect(apply(state, { type: 'progress', id: 1, loaded: 9, total: 10 }).run?.current?.id).toBe(2);
  });

  it('after an all-successful run removes the successful entries', () => {
    const state = apply(
      ready(),
      { type: 'start' },
      ...[1, 2, 3].flatMap((id): BulkAction<BulkFile>[] => [
        { type: 'sending', id },
        { type: 'sent', id },
      ]),
    );
    expect(runProgress(state)?.percent).toBe(100);
    const done = apply(state, { type: 'finish' });
    expect(done.entries).toEqual([]);
    expect(done.run).toBeNull();
  });

  it('after a mixed run keeps every entry, the failed one with its message (or the default)', () => {
    const state = apply(
      ready(),
      { type: 'start' },
      { type: 'sending', id: 1 },
      { type: 'sent', id: 1 },
      { type: 'sending', id: 2 },
      { type: 'failed', id: 2, message: 'Tipo di file non consentito' },
      { type: 'sending', id: 3 },
      { type: 'failed', id: 3 },
      { type: 'finish' },
    );
    expect(statuses(state)).toEqual(['1:sent', '2:error', '3:error']);
    expect(state.entries.map((e) => e.error)).toEqual([null, 'Tipo di file non consentito', 'Upload failed']);
  });

  it('a new run sends only the entries that did not succeed, clearing their old error', () => {
    const failedOnce = apply(
      ready(),
      { type: 'start' },
      { type: 'sending', id: 1 },
      { type: 'sent', id: 1 },
      { type: 'sending', id: 2 },
      { type: 'failed', id: 2 },
      { type: 'sending', id: 3 },
      { type: 'sent', id: 3 },
      { type: 'finish' },
    );
    expect(runQueue(failedOnce.entries).map((e) => e.id)).toEqual([2]);
    const retry = apply(failedOnce, { type: 'start' });
    expect(runProgress(retry)?.total).toBe(1);
    expect(retry.entries[1]?.status).toBe('pending');
    expect(retry.entries[1]?.error).toBeNull();
    // When the retry succeeds, every successful entry leaves the list.
    const done = apply(retry, { type: 'sending', id: 2 }, { type: 'sent', id: 2 }, { type: 'finish' });
    expect(done.entries).toEqual([]);
  });
});

describe('removal and editing rules', () => {
  it('removes a pending or failed entry, never a successful one', () => {
    const mixed = apply(
      ready(),
      { type: 'start' },
      { type: 'sending', id: 1 },
      { type: 'sent', id: 1 },
      { type: 'sending', id: 2 },
      { type: 'failed', id: 2 },
      { type: 'sending', id: 3 },
      { type: 'sent', id: 3 },
      { type: 'finish' },
    );
    expect(apply(mixed, { type: 'remove', id: 1 }).entries).toHaveLength(3);
    expect(apply(mixed, { type: 'remove', id: 2 }).entries.map((e) => e.id)).toEqual([1, 3]);
    // Nor can a successful entry be edited: it is already on the server.
    expect(apply(mixed, { type: 'setTitle', id: 1, title: 'x' }).entries[0]?.title).toBe('a');
    expect(apply(mixed, { type: 'removeAll' }).entries).toEqual([]);
  });

  it('while uploading, nothing can be removed, edited or added', () => {
    const running = apply(ready(), { type: 'start' }, { type: 'sending', id: 1 });
    const attempts: BulkAction<BulkFile>[] = [
      { type: 'remove', id: 2 },
      { type: 'removeAll' },
      { type: 'setTitle', id: 2, title: 'nuovo' },
      { type: 'setUser', id: 2, userId: '9' },
      { type: 'setUserForAll', userId: '9' },
      { type: 'setCategory', id: 2, category: 'altro' },
      { type: 'setCategoryForAll', category: 'altro' },
      { type: 'setYear', id: 2, year: 2020 },
      { type: 'setYearForAll', year: 2020 },
      { type: 'add', files: [file('d.pdf')] },
      { type: 'start' },
    ];
    for (const action of attempts) expect(bulkReducer(running, action)).toBe(running);
  });

  it('assigning a user to all touches only the entries still to upload', () => {
    const mixed = apply(
      ready(),
      { type: 'start' },
      { type: 'sending', id: 1 },
      { type: 'sent', id: 1 },
      { type: 'sending', id: 2 },
      { type: 'failed', id: 2 },
      { type: 'sending', id: 3 },
      { type: 'failed', id: 3 },
      { type: 'finish' },
      { type: 'setUserForAll', userId: '8' },
    );
    expect(mixed.entries.map((e) => e.userId)).toEqual(['7', '8', '8']);
  });
});

describe('payments in the bulk list', () => {
  it('adds entries that are not payments, due on the day given (else the next 16th)', () => {
    const state = apply(initialBulkState(), { type: 'add', files: [file('f24.pdf')], dueDate: '2026-12-16' });
    expect(state.entries[0]?.payment).toEqual({ isPayment: false, amount: '', dueDate: '2026-12-16' });
    const later = apply(initialBulkState(), { type: 'add', files: [file('f24.pdf')] });
    expect(later.entries[0]?.payment.dueDate).toMatch(/^\d{4}-\d{2}-16$/);
  });

  it('refuses a run while a payment has no valid amount, and starts once it has one', () => {
    const ticked = apply(ready(), { type: 'setPayment', id: 2, change: { isPayment: true } });
    expect(validateRun(ticked.entries)).toBe(PAYMENT_FIELDS_MISSING);
    expect(apply(ticked, { type: 'start' }).run).toBeNull();
    const typed = apply(ticked, { type: 'setPayment', id: 2, change: { amount: '1.250,00' } });
    expect(validateRun(typed.entries)).toBeNull();
    expect(typed.entries.map((e) => e.payment.isPayment)).toEqual([false, true, false]);
  });

  it('leaves a sent entry alone', () => {
    const sent = apply(ready(), { type: 'start' }, { type: 'sending', id: 1 }, { type: 'sent', id: 1 });
    const after = apply(sent, { type: 'setPayment', id: 1, change: { isPayment: true } });
    expect(after.entries[0]?.payment.isPayment).toBe(false);
  });
});
