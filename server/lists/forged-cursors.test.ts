import { INVALID_CURSOR } from '@common/schemas/paging';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walkPages } from '../../test/support/paging';
import { type Cookies, setupAdminApp, signedInAs } from '../../test/support/setup-test-app';
import { createUser } from '../../test/support/users';

const { t, admin } = setupAdminApp();
const cursorOf = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

async function clientWithUploads(count: number): Promise<Cookies> {
  const user = await createUser(t.app);
  await t.app.db.execute(sql`
    insert into client_uploads (user_id, title, category, year, filename, filetype, storage_key, size, sha256, uploaded_at)
    select ${user.id}, 'Ricevuta ' || i, 'fatture', 2026, 'r.pdf', 'application/pdf',
           gen_random_uuid()::text, 10, 'x', '2026-12-01'::timestamptz + i * interval '1 second'
    from generate_series(1, ${count}) as i`);
  return signedInAs(t, user);
}

// Each was read as a date: some the database then refused (a 500), others it read as it liked (a page).
const forgedDates = [
  // The review's: a date as JavaScript prints it, which Date.parse reads and the database does not.
  ['a date as a browser prints it', 'Tue Dec 01 2026 19:17:18 GMT+0100 (Central European Standard Time)'],
  ['a day the calendar has not', '2026-02-30'],
  ['an hour past the day', '2026-12-01T24:00:00Z'],
  ['the year zero', '0000-01-01T00:00:00Z'],
  ['a year of six digits', '+275760-09-13T00:00:00.000Z'],
  ['a time without its zone', '2026-12-01 10:00'],
] as const;

describe('a list cursor the server did not write is a 400, never a 500 nor a page (docs/api.md)', () => {
  it.each(forgedDates)('%s', async (_what, date) => {
    const cookies = await clientWithUploads(1);
    const res = await t.app.inject({
      url: `/api/client-uploads?cursor=${cursorOf([date, 1])}`,
      cookies,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_CURSOR });
  });

  it.each([
    ['an id past the database’s integers', ['2026-12-01T00:00:00.000Z', 2 ** 31]],
    ['a name holding a NUL character', ['Rossi\u0000', 1]],
    ['a name with half a surrogate pair', ['Rossi\ud800', 1]],
  ] as const)('%s', async (what, values) => {
    const url = what.startsWith('an id') ? '/api/client-uploads' : '/api/admin/clients';
    const cookies = url === '/api/client-uploads' ? await clientWithUploads(1) : admin;
    const res = await t.app.inject({ url: `${url}?cursor=${cursorOf(values)}`, cookies });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_CURSOR });
  });

  it("every cursor the server writes reads back: timestamps, a payment's day, a name", async () => {
    const cookies = await clientWithUploads(7);
    expect((await walkPages(t.app, '/api/client-uploads?limit=2', cookies)).items).toHaveLength(7);
    const me = (await t.app.inject({ url: '/api/user', cookies })).json<{ id: number }>();
    await t.app.db.execute(sql`
      insert into documents (user_id, title, filename, filetype, storage_key, size, sha256, amount_cents, due_date)
      select ${me.id}, 'F24 ' || i, 'f24.pdf', 'application/pdf', gen_random_uuid()::text, 10, 'x',
             1000, '2026-12-01'::date + (i / 2)
      from generate_series(1, 5) as i`);
    expect((await walkPages(t.app, '/api/payments?limit=2', cookies)).items).toHaveLength(5);
    for (let i = 0; i < 3; i++) await createUser(t.app, { fullName: `Zanetti ${i}` });
    const names = await walkPages(t.app, '/api/admin/clients?limit=2&q=zanetti', admin);
    expect(names.items).toHaveLength(3);
    expect(names.pages).toBe(2);
  });
});
