import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { users } from '../db/schema';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const preview = (
  payload: object,
  options: { cookies?: Record<string, string>; url?: string; headers?: object } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/admin/imports/preview',
    payload,
    cookies: options.cookies ?? admin,
    headers: options.headers as Record<string, string>,
  });

describe('POST /api/admin/imports/preview', () => {
  it('says whose each file is, from its name, with what it read, and stores nothing', async () => {
    const anna = await createUser(t.app, { username: 'anna.verdi', fullName: 'Anna Verdi' });
    // An 11-digit number is looked up both as a company's codice fiscale and as a partita IVA.
    await t.app.db
      .update(users)
      .set({ codiceFiscale: 'MRTMTT25D09F205Z', partitaIva: '01114601006' })
      .where(eq(users.id, anna.id));
    const res = await preview({
      files: [
        { name: 'busta paga 2026 MRTMTT25D09F205Z.pdf' },
        { name: 'IT01114601006.pdf' },
        { name: 'x.pdf' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [byCf, byPiva, none] = res.json().rows;
    expect(byCf).toEqual({
      name: 'busta paga 2026 MRTMTT25D09F205Z.pdf',
      status: 'matched',
      read: ['MRTMTT25D09F205Z'],
      candidates: [{ id: anna.id, fullName: 'Anna Verdi', username: 'anna.verdi', via: 'codiceFiscale' }],
      userId: anna.id,
      title: 'Busta paga 2026',
      category: 'buste-paga-lavoro',
      year: 2026,
    });
    expect(byPiva).toMatchObject({ status: 'matched', userId: anna.id, candidates: [{ via: 'partitaIva' }] });
    expect(none).toMatchObject({
      status: 'unmatched',
      userId: null,
      read: [],
      candidates: [],
      category: 'altro',
    });
  });

  it('refuses more than 500 files, and anyone but an admin', async () => {
    const many = { files: Array.from({ length: 501 }, (_, i) => ({ name: `${i}.pdf` })) };
    const res = await preview(many);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Si possono importare al massimo 500 file per volta');
    const client = await createUser(t.app);
    const own = await login(t.app, client.username, client.password);
    expect((await preview({ files: [{ name: 'a.pdf' }] }, { cookies: own })).statusCode).toBe(403);
  });

  it('answers a token with documents:write on /api/v1, not one that may only read', async () => {
    const create = async (scopes: string[]) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/api-tokens',
          cookies: admin,
          payload: { name: scopes.join(), scopes },
        })
      ).json().token as string;
    const url = '/api/v1/imports/preview';
    const writer = { authorization: `Bearer ${await create(['documents:write'])}` };
    const reader = { authorization: `Bearer ${await create(['documents:read'])}` };
    const files = { files: [{ name: 'a.pdf' }] };
    expect((await preview(files, { url, headers: writer, cookies: {} })).statusCode).toBe(200);
    expect((await preview(files, { url, headers: reader, cookies: {} })).statusCode).toBe(403);
  });
});
