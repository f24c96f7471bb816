import type { AdminUser } from '@common/schemas/admin-users';
import { describe, expect, it } from 'vitest';
import { filterUsers, foldForSearch, pageOf } from './user-search';

function user(id: number, username: string, fullName: string, email: string): AdminUser {
  return {
    id,
    username,
    fullName,
    email,
    role: 'client',
    createdAt: '2026-01-01T00:00:00Z',
    documentCount: 0,
    sentCount: 0,
    twoFactorEnabled: false,
    twoFactorRequired: false,
    mustChangePassword: false,
  };
}

const users = [
  user(1, 'admin', 'Amministratore', 'studio@example.it'),
  user(2, 'niccolo.barbieri', 'Niccolò  Bàrbieri', 'niccolo@example.it'),
  user(3, 'ÉLODIE.R', 'Élodie Renard', 'elodie@esempio.fr'),
  user(4, 'mario.rossi', 'Mario Rossi', 'mario.rossi@example.it'),
];

describe('foldForSearch', () => {
  it('drops accents and case and collapses spaces', () => {
    expect(foldForSearch('  Niccolò  Bàrbieri ')).toBe('niccolo barbieri');
    expect(foldForSearch('ÉLODIE')).toBe('elodie');
  });
});

describe('filterUsers', () => {
  const ids = (query: string) => filterUsers(users, query).map((u) => u.id);

  it('keeps every user for an empty or blank query', () => {
    expect(ids('')).toEqual([1, 2, 3, 4]);
    expect(ids('   ')).toEqual([1, 2, 3, 4]);
  });

  it('matches the full name without accents, case or extra spaces', () => {
    expect(ids('NICCOLO barbieri')).toEqual([2]);
    expect(ids('niccolò   bàrbieri')).toEqual([2]);
  });

  it('matches the username and the e-mail, in any part', () => {
    expect(ids('elodie.r')).toEqual([3]);
    expect(ids('esempio.fr')).toEqual([3]);
    expect(ids('example.it')).toEqual([1, 2, 4]);
  });

  it('finds nothing for text no field contains', () => {
    expect(ids('verdi')).toEqual([]);
  });
});

describe('pageOf', () => {
  const many = Array.from({ length: 53 }, (_, i) =>
    user(i + 1, `u${i + 1}`, `Utente ${i + 1}`, `u${i + 1}@x.it`),
  );

  it('cuts pages of 25 and reports the positions shown', () => {
    expect(pageOf(many, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 25 });
    const last = pageOf(many, 3);
    expect(last).toMatchObject({ page: 3, pageCount: 3, first: 51, last: 53 });
    expect(last.rows.map((u) => u.id)).toEqual([51, 52, 53]);
  });

  it('clamps a page that no longer exists to the last one, and a bad page to the first', () => {
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf(many, 0).page).toBe(1);
    expect(pageOf(many, Number.NaN).page).toBe(1);
  });

  it('has one empty page when nothing matches', () => {
    expect(pageOf([], 2)).toEqual({ rows: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });
});
