import type { AdminUser } from '@common/schemas/admin-users';
import type { AdminDocument } from '@common/schemas/documents';
import { describe, expect, it } from 'vitest';
import {
  documentsSummary,
  filterClients,
  isNarrowed,
  NO_OVERVIEW_FILTER,
  type OverviewFilter,
  overviewParams,
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
