import { describe, expect, it } from 'vitest';
import {
  countText,
  DOCUMENT_FILTER_DEFAULTS,
  documentCount,
  isFiltering,
  listParams,
} from './documents-browse';

describe('the client’s document list', () => {
  it('filters only when a search or a category is chosen', () => {
    expect(isFiltering(DOCUMENT_FILTER_DEFAULTS)).toBe(false);
    expect(isFiltering({ q: '  ', categoria: '' })).toBe(false);
    expect(isFiltering({ q: 'f24', categoria: '' })).toBe(true);
    expect(isFiltering({ q: '', categoria: 'fatture' })).toBe(true);
  });

  it('asks the server with the search tidied and the category by its stored value', () => {
    expect(listParams({ q: '  modello   730 ', categoria: 'fatture' })).toEqual({
      q: 'modello 730',
      category: 'fatture',
    });
  });

  it('counts in Italian, with thousands separated', () => {
    expect(countText(1, false)).toBe('1 documento, dal più recente.');
    expect(countText(23456, false)).toBe('23.456 documenti, dal più recente.');
    expect(countText(0, true)).toBe('Nessun documento trovato');
    expect(countText(1, true)).toBe('1 documento trovato');
    expect(countText(12, true)).toBe('12 documenti trovati');
    expect(documentCount(1)).toBe('1 documento');
    expect(documentCount(12000)).toBe('12.000 documenti');
  });
});
