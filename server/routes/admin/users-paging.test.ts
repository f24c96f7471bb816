import type { AdminUser } from '@common/schemas/admin-users';
import { INVALID_CURSOR, PAGE_LIMIT_MAX } from '@common/schemas/paging';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPage, walkPages } from '../../../test/support/paging';
import { setupAdminApp } from '../../../test/support/setup-test-app';
import { TEST_ADMIN } from '../../../test/support/test-app';
import { createSearchUsers, createUser, login } from '../../../test/support/users';
import { users } from '../../db/schema';

const { t, admin } = setupAdminApp();
let everyone: number;
beforeAll(async () => {
  await createSearchUsers(t.app);
  // 240 accounts created within the same second: the id alone tells them apart.
  await t.app.db.execute(sql`
    insert into users (username, password_hash, full_name, email, created_at)
    select 'pagina' || i, 'x', 'Cliente Pagina ' || i, 'pagina' || i || '@example.it', '2025-01-01T00:00:00Z'
    from generate_series(1, 240) as i`);
  everyone = await t.app.db.$count(users);
});

const url = (query = '') => `/api/admin/users${query}`;
const page = (query = '') => getPage<AdminUser>(t.app, url(query), admin);

describe('GET /api/admin/users, paged', () => {
  it('sends 50 accounts at first, newest first, with the count of every matching one', async () => {
    const first = await page();
    expect(first.items).toHaveLength(50);
    expect(first).toMatchObject({ total: everyone, totalCapped: false });
    expect(first.items[0]!.username).toBe('altro.staff');
    const stamps = first.items.map((u) => Date.parse(u.createdAt));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
  });

  it('brings a limit above 200 down to it', async () => {
    expect((await page('?limit=5000')).items).toHaveLength(PAGE_LIMIT_MAX);
    expect((await page('?limit=7')).items).toHaveLength(7);
  });

  it('walks every account exactly once while others are created between pages', async () => {
    let added = 0;
    const { items } = await walkPages<AdminUser>(t.app, url('?limit=33'), admin, {
      between: async () => {
        added++;
        await createUser(t.app, { username: `arrivato${added}`, fullName: `Arrivato ${added}` });
      },
    });
    const ids = items.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.filter((u) => /^pagina\d+$/.test(u.username))).toHaveLength(240);
    expect(items.some((u) => u.username === 'niccolo.rossi')).toBe(true);
    const sameSecond = items.filter((u) => u.username.startsWith('pagina')).map((u) => u.id);
    expect(sameSecond).toEqual([...sameSecond].sort((a, b) => b - a));
  });

  it('searches name, username and e-mail whatever the case and the accents', async () => {
    const names = async (q: string) =>
      (await page(`?q=${encodeURIComponent(q)}`)).items.map((u) => u.fullName);
    expect(await names('niccolo')).toEqual(['Niccolò Rossi']);
    expect(await names('PERCHE')).toEqual(['Lucía Perché']);
    expect(await names('lucia@')).toEqual(['Lucía Perché']);
    expect(await names('%')).toEqual([]);
    const searched = await page('?q=pagina&limit=100');
    expect(searched).toMatchObject({ total: 240, totalCapped: false });
    const rest = await walkPages<AdminUser>(t.app, url('?q=pagina&limit=100'), admin);
    expect(new Set(rest.items.map((u) => u.id)).size).toBe(240);
  });

  it('filters by role in the database, together with the search', async () => {
    const staff = await walkPages<AdminUser>(t.app, url('?role=admin'), admin);
    expect(staff.items.every((u) => u.role === 'admin')).toBe(true);
    expect(staff.items.map((u) => u.username)).toEqual(
      expect.arrayContaining(['altro.staff', TEST_ADMIN.username]),
    );
    expect(staff.first.total).toBe(staff.items.length);
    expect((await page('?role=client&q=staff')).items).toEqual([]);
    expect((await page('?role=client&q=rossi')).items.map((u) => u.username)).toEqual(['niccolo.rossi']);
  });

  it('refuses a forged cursor, a bad role or limit, and everyone but the staff', async () => {
    const forged = await t.app.inject({ url: url('?cursor=abc'), cookies: admin });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: INVALID_CURSOR });
    for (const bad of ['?limit=0', '?limit=tanti', '?role=ospite', `?q=${'x'.repeat(101)}`]) {
      expect((await t.app.inject({ url: url(bad), cookies: admin })).statusCode, bad).toBe(400);
    }
    const client = await createUser(t.app);
    const asClient = await t.app.inject({
      url: url(),
      cookies: await login(t.app, client.username, client.password),
    });
    expect(asClient.statusCode).toBe(403);
    expect((await t.app.inject({ url: url() })).statusCode).toBe(401);
  });
});
