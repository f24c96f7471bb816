import { describe, expect, it } from 'vitest';
import {
  documentsSummary,
  isNarrowed,
  NO_OVERVIEW_FILTER,
  type OverviewFilter,
  overviewParams,
} from './documents-overview';

const only = (change: Partial<OverviewFilter>): OverviewFilter => ({ ...NO_OVERVIEW_FILTER, ...change });

describe('overview filters', () => {
  it('go to the API under its names, the search trimmed', () => {
    expect(overviewParams(only({ cliente: '5', anno: '2025', q: '  f24 ' }))).toEqual({
      clientId: '5',
      category: '',
      year: '2025',
      q: 'f24',
    });
  });

  it('are narrowed by anything but the client', () => {
    expect(isNarrowed(NO_OVERVIEW_FILTER)).toBe(false);
    expect(isNarrowed(only({ cliente: '5', q: '  ' }))).toBe(false);
    expect(isNarrowed(only({ categoria: 'altro' }))).toBe(true);
    expect(isNarrowed(only({ anno: '2024' }))).toBe(true);
    expect(isNarrowed(only({ q: 'f24' }))).toBe(true);
  });
});

describe('documentsSummary', () => {
  const figures = { documents: 12_345, clients: 2, lastUploadAt: '2026-06-04T08:00:00Z' };
  it('for all clients: total, clients with documents, last upload', () => {
    expect(documentsSummary(figures, undefined)).toEqual({
      count: { label: 'Documenti totali', value: '12.345' },
      clients: { label: 'Clienti con documenti', value: '2' },
      lastUploadAt: '2026-06-04T08:00:00Z',
    });
  });

  it('for one client: their documents, their name, their last upload', () => {
    expect(documentsSummary({ ...figures, documents: 2, clients: 1 }, 'Zeno Bassi')).toEqual({
      count: { label: 'Documenti del cliente', value: '2' },
      clients: { label: 'Cliente selezionato', value: 'Zeno Bassi' },
      lastUploadAt: '2026-06-04T08:00:00Z',
    });
  });
});
