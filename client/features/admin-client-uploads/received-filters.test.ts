import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  isFiltering,
  normalizeFilters,
  notePreview,
  type ReceivedFilters,
  receivedQueryString,
} from './received-filters';

const with_ = (change: Partial<ReceivedFilters>): ReceivedFilters => ({ ...DEFAULT_FILTERS, ...change });

describe('receivedQueryString', () => {
  it('asks for the working list (new and seen) by default', () => {
    expect(receivedQueryString(DEFAULT_FILTERS)).toBe('?state=new%2Cseen');
  });

  it('sends each chosen filter, and no state at all for "Tutti"', () => {
    expect(receivedQueryString(with_({ state: 'all' }))).toBe('');
    expect(receivedQueryString(with_({ state: 'new' }))).toBe('?state=new');
    expect(receivedQueryString(with_({ state: 'archived', userId: '12' }))).toBe('?userId=12&state=archived');
    expect(
      receivedQueryString(with_({ userId: '3', category: 'spese-detrazioni', year: '2025', state: 'seen' })),
    ).toBe('?userId=3&category=spese-detrazioni&year=2025&state=seen');
  });

  it('sends the search trimmed, its inner spaces single, encoded', () => {
    expect(receivedQueryString(with_({ state: 'all', q: '  Nota   spese & co ' }))).toBe(
      '?q=Nota+spese+%26+co',
    );
    expect(receivedQueryString(with_({ state: 'all', q: '   ' }))).toBe('');
  });
});

describe('normalizeFilters', () => {
  it('gives the same filters (hence the same cached list) for searches that differ only in spaces', () => {
    expect(normalizeFilters(with_({ q: ' fattura  luce ' }))).toEqual(
      normalizeFilters(with_({ q: 'fattura luce' })),
    );
  });
});

describe('isFiltering', () => {
  it('is off for the default working list, whatever spaces the search holds', () => {
    expect(isFiltering(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltering(with_({ q: '  ' }))).toBe(false);
  });

  it('is on as soon as one filter differs from the default', () => {
    for (const change of [
      { userId: '4' },
      { category: 'fatture' },
      { year: '2024' },
      { state: 'archived' as const },
      { state: 'all' as const },
      { q: 'f24' },
    ]) {
      expect(isFiltering(with_(change)), JSON.stringify(change)).toBe(true);
    }
  });
});

describe('notePreview', () => {
  it('leaves a short one-line note whole', () => {
    expect(notePreview('Scontrini della farmacia')).toBeNull();
    expect(notePreview(`  ${'a'.repeat(60)}  `)).toBeNull();
  });

  it('cuts a long note, and a note of several lines after its first line', () => {
    // 'parola ' eight times is 56 characters: the ninth word would pass 60.
    expect(notePreview('parola '.repeat(20))).toBe(`${'parola '.repeat(8).trimEnd()}…`);
    expect(notePreview('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
    expect(notePreview('Ecco i documenti.\nIl secondo è la ricevuta.')).toBe('Ecco i documenti.…');
    expect(notePreview('Breve.\r\nAltro')).toBe('Breve.…');
  });
});
