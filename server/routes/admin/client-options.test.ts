import type { ClientOption } from '@common/schemas/client-options';
import { INVALID_CURSOR, PAGE_LIMIT_MAX, TOTAL_CAP } from '@common/schemas/paging';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPage, walkPages } from '../../../test/support/paging';
import { setupAdminApp } from '../../../test/support/setup-test-app';
import { createSearchUsers, createUser, login } from '../../../test/support/users';

const { t, admin } = setupAdminApp();
beforeAll(async () => {
  await createSearchUsers(t.app);
  await t.app.db.execute(sql`
    insert into users (username, password_hash, full_name, email)
    select 'seriale' || i, 'x', 'Cliente Seriale ' || lpad(i::text, 3, '0'), 'seriale' || i || '@example.it'
    from generate_series(1, 120) as i`);
});

const url = (query = '') => `/api/admin/clients${query}`;

describe('GET /api/admin/clients', () => {
  it('pages clients by name, 50 at a time, never the staff', async () => {
    const first = await getPage<ClientOption>(t.app, url(), admin);
    expect(first.items).toHaveLength(50);
    expect(first).toMatchObject({ total: 122, totalCapped: false });
    expect(first.nextCursor).toEqual(expect.any(String));
    const { items } = await walkPages<ClientOption>(t.app, url('?limit=25'), admin);
    expect(items.map((c) => c.id).sort()).toEqual([...new Set(items.map((c) => c.id))].sort());
    expect(items).toHaveLength(122);
    expect(items.some((c) => c.username === 'altro.staff')).toBe(false);
    expect(Object.keys(items[0]!).sort()).toEqual(['email', 'fullName', 'id', 'username']);
  });

  it('brings a limit above the maximum down to it', async () => {
    const page = await getPage<ClientOption>(t.app, url('?limit=5000'), admin);
    expect(page.items).toHaveLength(PAGE_LIMIT_MAX - 78);
    expect((await getPage<ClientOption>(t.app, url('?limit=200'), admin)).items.length).toBeLessThanOrEqual(
      PAGE_LIMIT_MAX,
    );
  });

  it('never repeats or skips a client while others are added during the walk', async () => {
    let added = 0;
    const { items } = await walkPages<ClientOption>(t.app, url('?q=seriale&limit=30'), admin, {
      between: async () => {
        added++;
        // 'Cliente Seriale 000-n' sorts before the pages already shown: nothing after the cursor shifts.
        await createUser(t.app, {
          username: `nuovo${added}`,
          fullName: `Cliente Seriale 000-${added}`,
          email: `s${added}@seriale.it`,
        });
      },
    });
    const ids = items.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every one of the 120 there from the start is seen exactly once.
    const original = items.filter((c) => /^seriale\d+$/.test(c.username));
    expect(original).toHaveLength(120);
  });

  it('searches name, username and e-mail, whatever the case and the accents', async () => {
    const names = async (q: string) =>
      (await getPage<ClientOption>(t.app, url(`?q=${encodeURIComponent(q)}`), admin)).items.map(
        (c) => c.fullName,
      );
    expect(await names('niccolo')).toEqual(['Niccolò Rossi']);
    expect(await names('PERCHE')).toEqual(['Lucía Perché']);
    expect(await names('lucia@')).toEqual(['Lucía Perché']);
    expect(await names('o rOss')).toEqual(['Niccolò Rossi']);
    // LIKE's wildcards are plain characters in a search.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('names one client by id, for a filter read from the address', async () => {
    const [one] = (await getPage<ClientOption>(t.app, url('?q=niccolo'), admin)).items;
    const page = await getPage<ClientOption>(t.app, url(`?id=${one!.id}`), admin);
    expect(page.items).toEqual([one]);
    expect((await getPage<ClientOption>(t.app, url('?id=1'), admin)).items).toEqual([]);
  });

  it('says past 10,000 matches that it stopped counting', async () => {
    await t.app.db.execute(sql`
      insert into users (username, password_hash, full_name, email)
      select 'massa' || i, 'x', 'Cliente Massa ' || i, 'massa' || i || '@example.it'
      from generate_series(1, ${TOTAL_CAP + 5}) as i`);
    const page = await getPage<ClientOption>(t.app, url('?q=massa'), admin);
    expect(page).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(page.items).toHaveLength(50);
  });

  it('refuses a forged cursor, bad numbers and everyone but the staff', async () => {
    const forged = await t.app.inject({ url: url('?cursor=abc'), cookies: admin });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: INVALID_CURSOR });
    expect((await t.app.inject({ url: url('?limit=0'), cookies: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: url('?limit=tanti'), cookies: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: url('?id=-3'), cookies: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: url(`?q=${'x'.repeat(101)}`), cookies: admin })).statusCode).toBe(400);
    const client = await createUser(t.app);
    expect(
      (await t.app.inject({ url: url(), cookies: await login(t.app, client.username, client.password) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: url() })).statusCode).toBe(401);
  });
});
