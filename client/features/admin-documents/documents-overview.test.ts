import type { AdminUser } from '@common/schemas/admin-users';
import type { AdminDocument } from '@common/schemas/documents';
import { describe, expect, it } from 'vitest';
import {
  ALL_CLIENTS,
  documentsSummary,
  documentYears,
  filterClients,
  filterDocuments,
  isNarrowed,
  NO_OVERVIEW_FILTER,
  type OverviewFilter,
  uploadRecipients,
} from './documents-overview';

function user(id: number, fullName: string, role: AdminUser['role'] = 'client'): AdminUser {
  const username = fullName.toLowerCase().replace(' ', '.');
  return {
    id,
    username,
    fullName,
    email: `${username}@example.it`,
    role,
    createdAt: '',
    documentCount: 0,
    sentCount: 0,
    twoFactorEnabled: false,
    twoFactorRequired: false,
    mustChangePassword: false,
  };
}

function doc(
  id: number,
  userId: number,
  userName: string,
  uploadedAt: string,
  more: Partial<AdminDocument> = {},
): AdminDocument {
  return {
    id,
    userId,
    userName,
    username: userName.toLowerCase(),
    userEmail: '',
    title: `Doc ${id}`,
    category: 'altro',
    year: 2026,
    filename: `doc-${id}.pdf`,
    filetype: 'application/pdf',
    size: 10,
    uploadedAt,
    firstDownloadedAt: null,
    ...more,
  };
}

const only = (change: Partial<OverviewFilter>): OverviewFilter => ({ ...NO_OVERVIEW_FILTER, ...change });

const users = [
  user(1, 'Amministratore', 'admin'),
  user(5, 'Zeno Bassi'),
  user(3, 'anna Verdi'),
  user(9, 'Ugo Staff', 'admin'),
];
const docs = [
  doc(10, 5, 'Zeno Bassi', '2026-06-03T15:05:00Z'),
  doc(11, 3, 'anna Verdi', '2026-06-04T08:00:00Z'),
  doc(12, 5, 'Zeno Bassi', '2026-05-14T09:30:00Z'),
];

describe('uploadRecipients', () => {
  it('lists clients only, never user 1 or other admins, by name whatever the case', () => {
    expect(uploadRecipients(users).map((c) => c.id)).toEqual([3, 5]);
    // Even a client-role account with id 1 is excluded.
    expect(uploadRecipients([user(1, 'Qualcuno')])).toEqual([]);
  });
});

describe('filterClients', () => {
  it('adds owners of listed documents that the user list lacks', () => {
    const options = filterClients(users, [...docs, doc(13, 42, 'Bruno Neri', '2026-01-01T00:00:00Z')]);
    expect(options.map((c) => [c.id, c.fullName])).toEqual([
      [3, 'anna Verdi'],
      [42, 'Bruno Neri'],
      [5, 'Zeno Bassi'],
    ]);
  });
});

describe('filterDocuments', () => {
  it('keeps every document for all clients, one client’s otherwise', () => {
    expect(filterDocuments(docs, only({ client: ALL_CLIENTS })).map((d) => d.id)).toEqual([10, 11, 12]);
    expect(filterDocuments(docs, only({ client: '5' })).map((d) => d.id)).toEqual([10, 12]);
    expect(filterDocuments(docs, only({ client: '77' }))).toEqual([]);
  });

  const filed = [
    doc(20, 5, 'Zeno Bassi', '2026-06-03T15:05:00Z', {
      title: 'Dichiarazione IVA',
      filename: 'iva.pdf',
      category: 'dichiarazioni-bilanci',
      year: 2025,
    }),
    doc(21, 3, 'anna Verdi', '2026-06-04T08:00:00Z', {
      title: 'Contratto di locazione',
      filename: 'Società Immobiliare.pdf',
      category: 'contratti-immobili',
      year: 2024,
    }),
    doc(22, 5, 'Zeno Bassi', '2026-05-14T09:30:00Z', {
      title: 'F24 saldo',
      filename: 'f24.pdf',
      category: 'f24-tributi',
      year: 2025,
    }),
  ];

  it('keeps the chosen category and year, together with the client', () => {
    expect(filterDocuments(filed, only({ category: 'f24-tributi' })).map((d) => d.id)).toEqual([22]);
    expect(filterDocuments(filed, only({ year: '2025' })).map((d) => d.id)).toEqual([20, 22]);
    expect(filterDocuments(filed, only({ year: '2025', client: '3' }))).toEqual([]);
    expect(
      filterDocuments(filed, only({ client: '5', category: 'dichiarazioni-bilanci', year: '2025' })).map(
        (d) => d.id,
      ),
    ).toEqual([20]);
  });

  it('searches title and file name, ignoring case, accents and extra spaces', () => {
    expect(filterDocuments(filed, only({ query: 'DICHIARAZIONE' })).map((d) => d.id)).toEqual([20]);
    expect(filterDocuments(filed, only({ query: 'societa  immobiliare' })).map((d) => d.id)).toEqual([21]);
    expect(filterDocuments(filed, only({ query: 'locazióne' })).map((d) => d.id)).toEqual([21]);
    expect(filterDocuments(filed, only({ query: '   ' })).map((d) => d.id)).toEqual([20, 21, 22]);
    expect(filterDocuments(filed, only({ query: 'bilancio' }))).toEqual([]);
  });

  it('is narrowed by category, year or a search, not by the client alone', () => {
    expect(isNarrowed(NO_OVERVIEW_FILTER)).toBe(false);
    expect(isNarrowed(only({ client: '5', query: '  ' }))).toBe(false);
    expect(isNarrowed(only({ category: 'altro' }))).toBe(true);
    expect(isNarrowed(only({ year: '2024' }))).toBe(true);
    expect(isNarrowed(only({ query: 'f24' }))).toBe(true);
  });

  it('offers the years the documents refer to, newest first, once each', () => {
    expect(documentYears(filed)).toEqual([2025, 2024]);
    expect(documentYears([])).toEqual([]);
  });
});

describe('documentsSummary', () => {
  it('for all clients: total, clients with documents, last upload', () => {
    expect(documentsSummary(docs, undefined)).toEqual({
      count: { label: 'Documenti totali', value: '3' },
      clients: { label: 'Clienti con documenti', value: '2' },
      lastUploadAt: '2026-06-04T08:00:00Z',
    });
  });

  it('for one client: their documents, their name, their last upload', () => {
    const zeno = { id: 5, fullName: 'Zeno Bassi', username: 'zeno.bassi' };
    expect(documentsSummary(filterDocuments(docs, only({ client: '5' })), zeno)).toEqual({
      count: { label: 'Documenti del cliente', value: '2' },
      clients: { label: 'Cliente selezionato', value: 'Zeno Bassi' },
      lastUploadAt: '2026-06-03T15:05:00Z',
    });
  });

  it('has no last upload without documents', () => {
    expect(documentsSummary([], undefined)).toMatchObject({
      count: { value: '0' },
      clients: { value: '0' },
      lastUploadAt: null,
    });
  });
});
