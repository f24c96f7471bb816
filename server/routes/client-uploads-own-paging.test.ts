import type { ClientUpload } from '@common/schemas/client-uploads';
import { INVALID_CURSOR, PAGE_LIMIT_MAX } from '@common/schemas/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPage, walkPages } from '../../test/support/paging';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';

let t: TestApp;
let mario: Awaited<ReturnType<typeof createUser>>;
let lucia: Awaited<ReturnType<typeof createUser>>;
let marioCookies: Record<string, string>;
let luciaCookies: Record<string, string>;

/** `count` files sent by `userId`, a minute apart from `start`. */
async function insert(userId: number, count: number, title: string, start: string) {
  await t.app.db.execute(sql`
    insert into client_uploads (user_id, title, category, year, filename, filetype, storage_key, size, sha256, uploaded_at)
    select ${userId}, ${title} || ' ' || i, 'fatture', 2025, 'file.pdf', 'application/pdf',
           gen_random_uuid()::text, 10, 'x', ${start}::timestamptz + i * interval '1 minute'
    from generate_series(1, ${count}) as i`);
}

beforeAll(async () => {
  t = await createTestApp();
  mario = await createUser(t.app, { username: 'mario.inviati' });
  lucia = await createUser(t.app, { username: 'lucia.inviati' });
  marioCookies = await login(t.app, mario.username, mario.password);
  luciaCookies = await login(t.app, lucia.username, lucia.password);
  await insert(mario.id, 240, 'Scontrino', '2025-01-01');
  await insert(mario.id, 2, 'Perché così', '2024-06-01');
  await insert(lucia.id, 30, 'Scontrino di Lucia', '2025-06-01');
});
afterAll(() => t.close());

const page = (query: string, cookies = marioCookies) =>
  getPage<ClientUpload>(t.app, `/api/client-uploads${query}`, cookies);

describe('GET /api/client-uploads (paged)', () => {
  it('sends 50 newest first by default, at most 200, with the total', async () => {
    const first = await page('');
    expect(first.items).toHaveLength(50);
    expect(first).toMatchObject({ total: 242, totalCapped: false });
    const times = first.items.map((u) => u.uploadedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await page('?limit=999')).items).toHaveLength(PAGE_LIMIT_MAX);
  });

  it('walks every file exactly once while new ones are sent', async () => {
    let sent = 0;
    const { items } = await walkPages<ClientUpload>(t.app, '/api/client-uploads?limit=33', marioCookies, {
      between: async () => {
        sent++;
        await insert(mario.id, 1, `Appena inviato ${sent}`, new Date().toISOString());
      },
    });
    const ids = items.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.filter((u) => !u.title.startsWith('Appena inviato'))).toHaveLength(242);
    await t.app.db.execute(sql`delete from client_uploads where title like 'Appena inviato %'`);
  });

  it("searches without accents, and never shows another client's files", async () => {
    expect((await page('?q=perche')).items.map((u) => u.title)).toEqual(['Perché così 2', 'Perché così 1']);
    expect((await page('?q=lucia')).total).toBe(0);
    expect((await page(`?userId=${lucia.id}`)).total).toBe(242);
    expect((await page('', luciaCookies)).total).toBe(30);
  });

  it('refuses a forged cursor with an Italian 400', async () => {
    const res = await t.app.inject({ url: '/api/client-uploads?cursor=zzz', cookies: marioCookies });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_CURSOR });
  });
});
