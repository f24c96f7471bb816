import type { ClientDocument } from '@common/schemas/documents';
import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  categoriesPresent,
  countText,
  filterDocuments,
  groupByYear,
  isFiltering,
  NO_FILTER,
} from './documents-browse';

function doc(
  id: number,
  title: string,
  category: string,
  year: number,
  filename = `${id}.pdf`,
): ClientDocument {
  return {
    id,
    title,
    category,
    year,
    filename,
    filetype: 'application/pdf',
    size: 100,
    uploadedAt: `${year}-06-0${id}T10:00:00Z`,
    firstDownloadedAt: null,
  };
}

// The server's order: newest upload first. The 2024 deed was uploaded after the 2025 return.
const docs = [
  doc(5, 'Modello Redditi 2026', 'dichiarazioni-bilanci', 2026, 'redditi-2026.pdf'),
  doc(4, 'F24 saldo IMU', 'f24-tributi', 2026, 'f24-imu.pdf'),
  doc(3, 'Atto di proprietà', 'contratti-immobili', 2024, 'atto.pdf'),
  doc(2, 'Modello Redditi 2025', 'dichiarazioni-bilanci', 2025, 'redditi-2025.pdf'),
  doc(1, 'Modello Redditi 2024', 'dichiarazioni-bilanci', 2024, 'redditi-2026.pdf'),
];
const ids = (list: readonly ClientDocument[]) => list.map((d) => d.id);

describe('groupByYear', () => {
  it('makes one group per year, newest year first, each in the list order', () => {
    expect(groupByYear(docs).map((g) => [g.year, ids(g.documents)])).toEqual([
      [2026, [5, 4]],
      [2025, [2]],
      [2024, [3, 1]],
    ]);
  });

  it('has no groups for no documents', () => {
    expect(groupByYear([])).toEqual([]);
  });
});

describe('filterDocuments', () => {
  const shown = (category: string, query: string) => ids(filterDocuments(docs, { category, query }));

  it('keeps everything without a filter', () => {
    expect(shown(ALL_CATEGORIES, '')).toEqual([5, 4, 3, 2, 1]);
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(isFiltering({ category: ALL_CATEGORIES, query: '  ' })).toBe(false);
  });

  it('searches title and file name, without case, accents or extra spaces', () => {
    expect(shown(ALL_CATEGORIES, 'REDDITI')).toEqual([5, 2, 1]);
    expect(shown(ALL_CATEGORIES, 'proprieta')).toEqual([3]);
    expect(shown(ALL_CATEGORIES, '  saldo   imu ')).toEqual([4]);
    // The 2024 return's file is named redditi-2026.pdf: the file name matches too.
    expect(shown(ALL_CATEGORIES, '2026')).toEqual([5, 1]);
    expect(shown(ALL_CATEGORIES, 'fattura')).toEqual([]);
  });

  it('narrows by category, and by category and search together', () => {
    expect(shown('contratti-immobili', '')).toEqual([3]);
    expect(shown('dichiarazioni-bilanci', '2025')).toEqual([2]);
    expect(isFiltering({ category: 'f24-tributi', query: '' })).toBe(true);
  });
});

describe('categoriesPresent', () => {
  it('lists the used categories in the common order, unknown values last', () => {
    expect(categoriesPresent([...docs, doc(9, 'Vecchio', 'zeta', 2020)])).toEqual([
      { value: 'f24-tributi', label: 'F24 e tributi' },
      { value: 'dichiarazioni-bilanci', label: 'Dichiarazioni e bilanci' },
      { value: 'contratti-immobili', label: 'Contratti e immobili' },
      { value: 'zeta', label: 'zeta' },
    ]);
  });
});

describe('countText', () => {
  it('counts the whole list, or what the filters found', () => {
    expect(countText(5, false)).toBe('5 documenti, dal più recente.');
    expect(countText(1, false)).toBe('1 documento, dal più recente.');
    expect(countText(3, true)).toBe('3 documenti trovati');
    expect(countText(1, true)).toBe('1 documento trovato');
    expect(countText(0, true)).toBe('Nessun documento trovato');
  });
});
