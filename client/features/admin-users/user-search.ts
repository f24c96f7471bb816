import type { AdminUser } from '@common/schemas/admin-users';

export const USERS_PAGE_SIZE = 25;

/** Lower case without accents or repeated spaces: 'Niccolò  Bàrbieri' matches 'niccolo barbieri'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The users whose username, full name or e-mail contains the query. */
export function filterUsers(users: readonly AdminUser[], query: string): AdminUser[] {
  const needle = foldForSearch(query);
  if (!needle) return [...users];
  return users.filter((u) =>
    [u.username, u.fullName, u.email].some((field) => foldForSearch(field).includes(needle)),
  );
}

export interface UsersPage {
  rows: AdminUser[];
  /** 1-based, clamped to the pages that exist (a deletion can empty the last one). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 when there is none. */
  first: number;
  last: number;
}

export function pageOf(users: readonly AdminUser[], page: number, size = USERS_PAGE_SIZE): UsersPage {
  const pageCount = Math.max(1, Math.ceil(users.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * size;
  const rows = users.slice(start, start + size);
  return {
    rows,
    page: current,
    pageCount,
    first: rows.length ? start + 1 : 0,
    last: start + rows.length,
  };
}
