import { PAGE_UNREADABLE } from '@common/pdf-first-page';
import type { ImportPreviewRow } from '@common/schemas/imports';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_MISSING,
  importProblem,
  importReducer,
  initialImportState,
  NOT_CONFIRMED,
  STILL_READING,
  unconfirmedByOthers,
} from './import-state';

const file = (name: string) => new File(['%PDF-1.7'], name);
const row = (name: string, over: Partial<ImportPreviewRow> = {}): ImportPreviewRow => ({
  name,
  status: 'matched',
  read: ['RSSMRA85T10A562S'],
  readFrom: 'name',
  candidates: [{ id: 7, fullName: 'Mario Rossi', username: 'mario', via: 'codiceFiscale' }],
  others: 0,
  userId: 7,
  title: 'Cedolino',
  category: 'buste-paga-lavoro',
  year: 2026,
  ...over,
});

describe('importReducer', () => {
  it('waits for the preview, then takes its client, title, category and year', () => {
    const a = file('cedolino.pdf');
    const b = file('scan.pdf');
    let state = importReducer(initialImportState(), { type: 'add', files: [a, b], year: 2026 });
    expect(importProblem(state.entries)).toBe(STILL_READING);
    state = importReducer(state, {
      type: 'matched',
      files: [a, b],
      rows: [
        row('cedolino.pdf'),
        row('scan.pdf', { status: 'unmatched', userId: null, candidates: [], category: 'altro' }),
      ],
    });
    expect(state.entries.map((e) => [e.userId, e.title, e.category])).toEqual([
      ['7', 'Cedolino', 'buste-paga-lavoro'],
      ['', 'Cedolino', 'altro'],
    ]);
    expect(importProblem(state.entries)).toBe(CLIENT_MISSING);
    expect(importReducer(state, { type: 'start' }).run).toBeNull();
    state = importReducer(state, { type: 'setUser', id: state.entries[1]!.id, userId: '9' });
    expect(importProblem(state.entries)).toBeNull();
    expect(importReducer(state, { type: 'start' }).run?.ids).toEqual([1, 2]);
  });

  it("keeps what each file's first page said, for the files whose pages were read", () => {
    const a = file('scan-1.pdf');
    const b = file('scan-2.pdf');
    let state = importReducer(initialImportState(), { type: 'add', files: [a, b], year: 2026 });
    state = importReducer(state, {
      type: 'matched',
      files: [b, a],
      rows: [
        row('scan-2.pdf', { status: 'unmatched', userId: null, candidates: [], read: [], readFrom: null }),
        row('scan-1.pdf', { readFrom: 'firstPage' }),
      ],
      pages: [{ problem: PAGE_UNREADABLE }, { identifiers: ['RSSMRA85T10A562S'] }],
    });
    expect(state.entries.map((e) => [e.file.name, e.userId, e.firstPage])).toEqual([
      ['scan-1.pdf', '7', { identifiers: ['RSSMRA85T10A562S'] }],
      ['scan-2.pdf', '', { problem: PAGE_UNREADABLE }],
    ]);
  });

  it("sends no file 'da confermare' before the firm confirms it, one by one or all at once", () => {
    const files = ['a.pdf', 'b.pdf', 'c.pdf', 'registro.pdf'].map(file);
    const proposed = (name: string, others: number) =>
      row(name, { status: 'proposed', userId: null, others, readFrom: 'firstPage' });
    let state = importReducer(initialImportState(), { type: 'add', files, year: 2026 });
    state = importReducer(state, {
      type: 'matched',
      files,
      rows: [proposed('a.pdf', 1), proposed('b.pdf', 1), proposed('c.pdf', 1), proposed('registro.pdf', 20)],
    });
    expect(state.entries.map((e) => e.userId)).toEqual(['', '', '', '']);
    expect(importProblem(state.entries)).toBe(NOT_CONFIRMED);
    expect(importReducer(state, { type: 'start' }).run).toBeNull();
    expect(unconfirmedByOthers(state.entries)).toEqual([
      { others: 1, files: 3 },
      { others: 20, files: 1 },
    ]);

    state = importReducer(state, { type: 'confirm', id: state.entries[0]!.id });
    expect(state.entries.map((e) => e.userId)).toEqual(['7', '', '', '']);
    // The register, seen in the count, is taken out before confirming the rest at once.
    state = importReducer(state, { type: 'remove', id: state.entries[3]!.id });
    state = importReducer(state, { type: 'confirmAll' });
    expect(state.entries.map((e) => e.userId)).toEqual(['7', '7', '7']);
    expect(unconfirmedByOthers(state.entries)).toEqual([]);
    expect(importProblem(state.entries)).toBeNull();
    expect(importReducer(state, { type: 'start' }).run?.ids).toEqual([1, 2, 3]);
  });

  it('confirming all touches only the files to confirm still waiting: not an ambiguous one, not one sent', () => {
    const files = ['a.pdf', 'b.pdf', 'f24.pdf'].map(file);
    let state = importReducer(initialImportState(), { type: 'add', files, year: 2026 });
    state = importReducer(state, {
      type: 'matched',
      files,
      rows: [
        row('a.pdf'),
        row('b.pdf', { status: 'proposed', userId: null, others: 1 }),
        row('f24.pdf', { status: 'ambiguous', userId: null }),
      ],
    });
    state = importReducer(state, { type: 'confirmAll' });
    expect(state.entries.map((e) => e.userId)).toEqual(['7', '7', '']);
    expect(importProblem(state.entries)).toBe(CLIENT_MISSING);
  });

  it('drops the files whose preview failed, and only those', () => {
    const a = file('a.pdf');
    const b = file('b.pdf');
    let state = importReducer(initialImportState(), { type: 'add', files: [a], year: 2026 });
    state = importReducer(state, { type: 'matched', files: [a], rows: [row('a.pdf')] });
    state = importReducer(state, { type: 'add', files: [b], year: 2026 });
    state = importReducer(state, { type: 'unread', files: [b] });
    expect(state.entries.map((e) => e.file.name)).toEqual(['a.pdf']);
  });
});
