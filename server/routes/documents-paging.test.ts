import type { DocumentYears } from '@common/schemas/document-list';
import type { ClientDocument } from '@common/schemas/documents';
import { INVALID_CURSOR, PAGE_LIMIT_MAX } from '@common/schemas/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPage, walkPages } from '../../test/support/paging';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';

let t: TestApp;
let anna: Awaited<ReturnType<typeof createUser>>;
let bruno: Awaited<ReturnType<typeof createUser>>;
let annaCookies: Record<string, string>;
let brunoCookies: Record<string, string>;

/** `count` documents of `userId` referring to `year`, uploaded a minute apart from `start`. */
async function insert(
  userId: number,
  count: number,
  fields: { title: string; year: number; category?: string; start: string },
) {
  await t.app.db.execute(sql`
    insert into documents (user_id, title, category, year, filename, filetype, storage_key, size, sha256, uploaded_at)
    select ${userId}, ${fields.title} || ' ' || i, ${fields.category ?? 'altro'}, ${fields.year}, 'file.pdf',
           'application/pdf', gen_random_uuid()::text, 10, 'x', ${fields.start}::timestamptz + i * interval '1 minute'
    from generate_series(1, ${count}) as i`);
}

beforeAll(async () => {
  t = await createTestApp();
  anna = await createUser(t.app, { username: 'anna.paging' });
  bruno = await createUser(t.app, { username: 'bruno.paging' });
  annaCookies = await login(t.app, anna.username, anna.password);
  brunoCookies = await login(t.app, bruno.username, bruno.password);
  await insert(anna.id, 130, { title: 'Fattura', year: 2025, category: 'fatture', start: '2025-02-01' });
  await insert(anna.id, 90, { title: 'Ricevuta', year: 2024, start: '2024-02-01' });
  await insert(anna.id, 3, {
    title: 'Perché questo F24',
    year: 2023,
    category: 'f24-tributi',
    start: '2023-05-01',
  });
  // Bruno's rows share every title and year with Anna's: only the session tells them apart.
  await insert(bruno.id, 60, { title: 'Fattura', year: 2025, category: 'fatture', start: '2025-03-01' });
  await insert(bruno.id, 5, { title: 'Perché di Bruno', year: 2022, start: '2022-01-01' });
});
afterAll(() => t.close());

const page = (query: string, cookies = annaCookies) =>
  getPage<ClientDocument>(t.app, `/api/documents${query}`, cookies);

describe('GET /api/documents (paged)', () => {
  it('sends 50 newest first by default, at most 200, counting every match', async () => {
    const first = await page('');
    expect(first.items).toHaveLength(50);
    expect(first).toMatchObject({ total: 223, totalCapped: false });
    expect(first.nextCursor).toEqual(expect.any(String));
    const times = first.items.map((d) => d.uploadedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await page('?limit=5000')).items).toHaveLength(PAGE_LIMIT_MAX);
    expect(Object.keys(first.items[0]!).sort()).toEqual(
      [
        'amountCents',
        'category',
        'dueDate',
        'filename',
        'filetype',
        'firstDownloadedAt',
        'id',
        'size',
        'title',
        'uploadedAt',
        'year',
      ].sort(),
    );
  });

  it('walks a year page by page, each row exactly once while new ones arrive', async () => {
    let added = 0;
    const { items, first } = await walkPages<ClientDocument>(
      t.app,
      '/api/documents?year=2025&limit=17',
      annaCookies,
      {
        between: async () => {
          added++;
          // Newer than every page shown: they sort before the cursor and shift nothing after it.
          await insert(anna.id, 1, {
            title: `Arrivata ${added}`,
            year: 2025,
            start: new Date().toISOString(),
          });
        },
      },
    );
    expect(first.total).toBe(130);
    const ids = items.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.filter((d) => d.title.startsWith('Fattura '))).toHaveLength(130);
    expect(items.every((d) => d.year === 2025)).toBe(true);
    await t.app.db.execute(sql`delete from documents where title like 'Arrivata %'`);
  });

  it('filters by year and category, and searches whatever the accents and case', async () => {
    expect((await page('?year=2024')).total).toBe(90);
    expect((await page('?category=fatture')).total).toBe(130);
    expect((await page('?category=fatture&year=2024')).total).toBe(0);
    const found = await page('?q=PERCHE');
    expect(found.items.map((d) => d.title).sort()).toEqual([
      'Perché questo F24 1',
      'Perché questo F24 2',
      'Perché questo F24 3',
    ]);
    expect((await page('?q=perch%C3%A9&category=f24-tributi&year=2023')).total).toBe(3);
    expect((await page('?q=%25')).total).toBe(0);
  });

  it("never shows another client's rows, whatever the query asks", async () => {
    const mine = await walkPages<ClientDocument>(t.app, '/api/documents?limit=200', brunoCookies);
    expect(mine.items).toHaveLength(65);
    expect((await page('?q=bruno')).total).toBe(0);
    expect((await page('?year=2022')).total).toBe(0);
    // Unknown parameters (an owner, a user id) change nothing.
    expect((await page(`?userId=${bruno.id}&user_id=${bruno.id}&year=2022`)).total).toBe(0);
    // Staff get their own (none) here too: the firm's view is the admin list.
    const admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await page('', admin)).total).toBe(0);
  });

  it('refuses a forged cursor and bad filters with an Italian 400', async () => {
    const forged = await t.app.inject({ url: '/api/documents?cursor=abc', cookies: annaCookies });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: INVALID_CURSOR });
    for (const query of ['?limit=0', '?year=duemila', '?year=1800', `?q=${'x'.repeat(101)}`]) {
      const res = await t.app.inject({ url: `/api/documents${query}`, cookies: annaCookies });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ url: '/api/documents' })).statusCode).toBe(401);
  });
});

describe('GET /api/documents/years', () => {
  const years = async (query = '', cookies = annaCookies) => {
    const res = await t.app.inject({ url: `/api/documents/years${query}`, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    return res.json<DocumentYears>().years;
  };

  it("counts the caller's own documents per year, newest year first, under the same filters", async () => {
    expect(await years()).toEqual([
      { year: 2025, count: 130 },
      { year: 2024, count: 90 },
      { year: 2023, count: 3 },
    ]);
    expect(await years('?q=perche')).toEqual([{ year: 2023, count: 3 }]);
    expect(await years('?category=fatture')).toEqual([{ year: 2025, count: 130 }]);
    expect(await years('', brunoCookies)).toEqual([
      { year: 2025, count: 60 },
      { year: 2022, count: 5 },
    ]);
    expect((await t.app.inject({ url: '/api/documents/years' })).statusCode).toBe(401);
  });

  it("answers the newest year's first page with the years, as the list would, and none without documents", async () => {
    for (const query of ['', '?q=perche', '?category=fatture']) {
      const res = await t.app.inject({ url: `/api/documents/years${query}`, cookies: annaCookies });
      const { years: found, newestPage } = res.json<DocumentYears>();
      const separator = query ? '&' : '?';
      const list = await t.app.inject({
        url: `/api/documents${query}${separator}year=${found[0]!.year}`,
        cookies: annaCookies,
      });
      expect(newestPage, query).toEqual(list.json());
      expect(newestPage!.items.length, query).toBeGreaterThan(0);
    }
    const nothing = await t.app.inject({
      url: '/api/documents/years?q=nessuna-parola-simile',
      cookies: annaCookies,
    });
    expect(nothing.json()).toEqual({ years: [], newestPage: null });
  });
});
