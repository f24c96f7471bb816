import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../test/support/api-tokens';
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
      readFrom: 'name',
      candidates: [{ id: anna.id, fullName: 'Anna Verdi', username: 'anna.verdi', via: 'codiceFiscale' }],
      others: 0,
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
      readFrom: null,
      candidates: [],
      category: 'altro',
    });
  });

  it('takes the codes read on a first page only when the name has none, and checks them again', async () => {
    const bruno = await createUser(t.app, { username: 'bruno.neri', fullName: 'Bruno Neri' });
    await t.app.db.update(users).set({ codiceFiscale: 'RSSMRA85T10A562S' }).where(eq(users.id, bruno.id));
    const res = await preview({
      files: [
        { name: 'scansione 2025.pdf', pageCodes: ['RSSMRA85T10A562S', 'RSSMRA85T10A562T'] },
        // The name's code wins over the page's.
        { name: 'F24 MRTMTT25D09F205Z.pdf', pageCodes: ['RSSMRA85T10A562S'] },
        { name: 'scansione 2.pdf', pageCodes: ['not a code'] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [byPage, byName, nothing] = res.json().rows;
    expect(byPage).toMatchObject({
      status: 'matched',
      userId: bruno.id,
      read: ['RSSMRA85T10A562S'],
      readFrom: 'firstPage',
      title: 'Scansione 2025',
      year: 2025,
    });
    expect(byName).toMatchObject({ read: ['MRTMTT25D09F205Z'], readFrom: 'name' });
    expect(byName.candidates.map((c: { id: number }) => c.id)).not.toContain(bruno.id);
    expect(nothing).toMatchObject({ status: 'unmatched', read: [], readFrom: null });

    const crowded = await preview({
      files: [{ name: 'registro.pdf', pageCodes: Array.from({ length: 101 }, () => 'RSSMRA85T10A562S') }],
    });
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().message).toBe('Al massimo 100 codici della prima pagina per file');
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
      (await createApiToken(t.app, admin, { name: scopes.join(), scopes })).token;
    const url = '/api/v1/imports/preview';
    const writer = { authorization: `Bearer ${await create(['documents:write'])}` };
    const reader = { authorization: `Bearer ${await create(['documents:read'])}` };
    const files = { files: [{ name: 'a.pdf' }] };
    expect((await preview(files, { url, headers: writer, cookies: {} })).statusCode).toBe(200);
    expect((await preview(files, { url, headers: reader, cookies: {} })).statusCode).toBe(403);
  });
});
