import type { AdminUser } from '@common/schemas/admin-users';
import type { AdminDocument } from '@common/schemas/documents';
import { describe, expect, it } from 'vitest';
import {
  ALL_CLIENTS,
  documentsSummary,
  filterClients,
  filterDocuments,
  selectAllState,
  toggleAll,
  uploadRecipients,
} from './documents-overview';

function user(id: number, fullName: string, role: AdminUser['role'] = 'client'): AdminUser {
  const username = fullName.toLowerCase().replace(' ', '.');
  return { id, username, fullName, email: `${username}@example.it`, role, createdAt: '', documentCount: 0 };
}

function doc(id: number, userId: number, userName: string, uploadedAt: string): AdminDocument {
  return {
    id,
    userId,
    userName,
    username: userName.toLowerCase(),
    userEmail: '',
    title: `Doc ${id}`,
    filename: `doc-${id}.pdf`,
    filetype: 'application/pdf',
    size: 10,
    uploadedAt,
    firstDownloadedAt: null,
  };
}

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
    expect(filterDocuments(docs, ALL_CLIENTS).map((d) => d.id)).toEqual([10, 11, 12]);
    expect(filterDocuments(docs, '5').map((d) => d.id)).toEqual([10, 12]);
    expect(filterDocuments(docs, '77')).toEqual([]);
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
    expect(documentsSummary(filterDocuments(docs, '5'), zeno)).toEqual({
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

describe('selection', () => {
  it('the select-all box is off, mixed or on over the shown rows', () => {
    expect(selectAllState(new Set(), [1, 2])).toBe(false);
    expect(selectAllState(new Set([1]), [1, 2])).toBe('indeterminate');
    expect(selectAllState(new Set([1, 2]), [1, 2])).toBe(true);
    // Rows hidden by the filter do not count.
    expect(selectAllState(new Set([7]), [1, 2])).toBe(false);
    expect(selectAllState(new Set(), [])).toBe(false);
  });

  it('select-all toggles between every shown row and none', () => {
    expect([...toggleAll(new Set(), [1, 2])]).toEqual([1, 2]);
    expect([...toggleAll(new Set([2]), [1, 2])]).toEqual([1, 2]);
    expect([...toggleAll(new Set([1, 2]), [1, 2])]).toEqual([]);
  });
});
