import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../../test/support/api-tokens';
import { exeFile, pdfFile } from '../../../test/support/document-fixtures';
import { type FormPart, postMultipart } from '../../../test/support/multipart';
import { markIdentityConfirmed } from '../../../test/support/passkeys';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/support/test-app';
import { createUser, login } from '../../../test/support/users';
import { apiTokens, auditEvents, documents, users } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
let client: Awaited<ReturnType<typeof createUser>>;
const CF = 'MRTMTT25D09F205Z';

beforeAll(async () => {
  t = await createTestApp({ env: { API_TOKEN_REQUESTS_PER_MINUTE: '20' } });
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  client = await createUser(t.app, { username: 'cliente.api' });
  await t.app.db
    .update(users)
    .set({ codiceFiscale: CF, partitaIva: '01114601006' })
    .where(eq(users.id, client.id));
});
afterAll(() => t.close());

const newToken = (body: Record<string, unknown> = {}) => createApiToken(t.app, admin, body);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const deliveryParts = (fields: Record<string, string>, content = pdfFile()): FormPart[] => [
  ...Object.entries({
    title: 'Cedolino novembre 2026',
    category: 'buste-paga-lavoro',
    year: '2026',
    ...fields,
  }).map(([name, value]) => ({ name, value })),
  { name: 'file', filename: 'cedolino.pdf', content },
];
const deliver = (token: string, fields: Record<string, string>, content?: Buffer) =>
  postMultipart(t.app, '/api/v1/documents', undefined, deliveryParts(fields, content), bearer(token));

describe('API tokens (admin)', () => {
  it('are shown once, stored hashed, listed without the secret, and audited', async () => {
    const { id, token } = await newToken({ name: '  Gestionale  ', expiresAt: '2027-01-31' });
    expect(token).toMatch(/^stdp_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token.slice(5));
    const list = await t.app.inject({ url: '/api/admin/api-tokens', cookies: admin });
    expect(list.body).not.toContain(token.slice(5));
    expect(list.json().items.find((i: { id: number }) => i.id === id)).toMatchObject({
      name: 'Gestionale',
      scopes: ['documents:write', 'documents:read'],
      createdBy: TEST_ADMIN.username,
      lastUsedAt: null,
      revokedAt: null,
      // The last day in Italy, whole: midnight after it, Rome time (UTC+1 in winter).
      expiresAt: '2027-01-31T23:00:00.000Z',
    });
    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'api-token.create'));
    expect(event!.details).toMatchObject({ token: id, name: 'Gestionale' });
  });

  it('refuse a form without name or scope, an unknown scope or a past expiry, in Italian', async () => {
    await markIdentityConfirmed(t.app, admin);
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/api-tokens',
        cookies: admin,
        payload: { expiresAt: '2099-01-01', ...payload },
      });
    expect((await post({ name: '', scopes: ['documents:read'] })).json().message).toBe(
      'Il nome è obbligatorio',
    );
    expect((await post({ name: 'x', scopes: [] })).json().message).toBe('Scegli almeno un permesso');
    expect((await post({ name: 'x', scopes: ['users:write'] })).json().message).toBe('Permesso non valido');
    const past = await post({ name: 'x', scopes: ['documents:read'], expiresAt: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ expiresAt: 'La scadenza deve essere una data futura' });
  });

  it('are for administrators only', async () => {
    const own = await login(t.app, client.username, client.password);
    const res = await t.app.inject({ url: '/api/admin/api-tokens', cookies: own });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/v1/documents', () => {
  it('delivers a document to the client named by codice fiscale, with the audit of the token', async () => {
    const { id, token } = await newToken();
    const res = await deliver(token, { codiceFiscale: CF.toLowerCase() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      userId: client.id,
      title: 'Cedolino novembre 2026',
      category: 'buste-paga-lavoro',
      year: 2026,
    });
    const [doc] = await t.app.db.select().from(documents).where(eq(documents.id, res.json().id));
    expect(doc).toMatchObject({ userId: client.id, uploadedBy: null, filetype: 'application/pdf' });
    // The client sees it in their own list.
    const own = await login(t.app, client.username, client.password);
    const mine = await t.app.inject({ url: '/api/documents?year=2026', cookies: own });
    expect(mine.json().items.map((d: { id: number }) => d.id)).toContain(res.json().id);
    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.username, 'token:Gestionale paghe'));
    expect(events.map((e) => e.event).sort()).toEqual(['api-token.use', 'document.upload']);
    expect(events.find((e) => e.event === 'api-token.use')!.details).toMatchObject({
      token: id,
      method: 'POST',
      route: '/api/v1/documents',
      status: 201,
    });
    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('finds the client by partita IVA or id, and says when none has it', async () => {
    const { token } = await newToken();
    expect((await deliver(token, { partitaIva: 'IT01114601006' })).json().userId).toBe(client.id);
    expect((await deliver(token, { userId: String(client.id) })).json().userId).toBe(client.id);
    const unknown = await deliver(token, { codiceFiscale: 'RSSMRA85T10A562S' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ codiceFiscale: 'Nessun cliente ha questo codice fiscale' });
    const wrong = await deliver(token, { partitaIva: '01114601007' });
    expect(wrong.json().fieldErrors.partitaIva).toMatch(/cifra di controllo/);
    const both = await deliver(token, { userId: String(client.id), codiceFiscale: CF });
    expect(both.json().message).toBe('Indica il cliente: userId, codiceFiscale o partitaIva (uno solo)');
    // An administrator's account is no client.
    expect((await deliver(token, { userId: '1' })).json().fieldErrors).toEqual({
      userId: 'Nessun cliente con questo userId',
    });
  });

  it('checks the file by content as the admin panel does', async () => {
    const { token } = await newToken();
    const before = await t.app.db.$count(documents);
    const res = await deliver(token, { codiceFiscale: CF }, exeFile());
    expect(res.statusCode).toBe(415);
    expect(await t.app.db.$count(documents)).toBe(before);
  });

  it('needs the documents:write scope; a read token lists what was delivered', async () => {
    const { token } = await newToken({ name: 'Sola lettura', scopes: ['documents:read'] });
    const refused = await deliver(token, { codiceFiscale: CF });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Questo token non ha il permesso documents:write.' });
    const list = await t.app.inject({
      url: `/api/v1/documents?clientId=${client.id}`,
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.length).toBeGreaterThan(0);
    expect(list.json().items.every((d: { userId: number }) => d.userId === client.id)).toBe(true);
    const writer = await newToken({ name: 'Solo scrittura', scopes: ['documents:write'] });
    expect((await t.app.inject({ url: '/api/v1/documents', headers: bearer(writer.token) })).statusCode).toBe(
      403,
    );
  });

  it('takes the scheme in any case, as HTTP defines it (bearer, BEARER)', async () => {
    const { token } = await newToken();
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const res = await t.app.inject({
        url: '/api/v1/documents',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses a revoked, an expired, a wrong or a missing token with 401', async () => {
    const revoked = await newToken();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/api-tokens/${revoked.id}`,
      cookies: admin,
    });
    expect(del.statusCode).toBe(204);
    const res = await t.app.inject({ url: '/api/v1/documents', headers: bearer(revoked.token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Token di accesso revocato.' });
    expect(res.headers['www-authenticate']).toMatch(/^Bearer /);

    const expiring = await newToken({ expiresAt: new Date(t.clock.now.getTime() + 60_000).toISOString() });
    expect(
      (await t.app.inject({ url: '/api/v1/documents', headers: bearer(expiring.token) })).statusCode,
    ).toBe(200);
    t.clock.advance(61_000);
    const expired = await t.app.inject({ url: '/api/v1/documents', headers: bearer(expiring.token) });
    expect(expired.json()).toEqual({ message: 'Token di accesso scaduto.' });

    const wrong = await t.app.inject({ url: '/api/v1/documents', headers: bearer('stdp_nonesiste') });
    expect(wrong.json()).toEqual({ message: 'Token di accesso non valido.' });
    const none = await t.app.inject({ url: '/api/v1/documents' });
    expect(none.statusCode).toBe(401);
  });

  it('never takes a session cookie, and a token never opens a cookie route', async () => {
    const cookieOnly = await t.app.inject({ url: '/api/v1/documents', cookies: admin });
    expect(cookieOnly.statusCode).toBe(401);
    const cookieUpload = await postMultipart(
      t.app,
      '/api/v1/documents',
      admin,
      deliveryParts({ codiceFiscale: CF }),
    );
    expect(cookieUpload.statusCode).toBe(401);
    const { token } = await newToken();
    const adminRoute = await t.app.inject({ url: '/api/admin/users', headers: bearer(token) });
    expect(adminRoute.statusCode).toBe(401);
    const upload = await t.app.inject({ url: '/api/documents', headers: bearer(token) });
    expect(upload.statusCode).toBe(401);
  });

  it('limits each token on its own: 429 with Retry-After past the limit', async () => {
    const busy = await newToken({ name: 'Occupato' });
    const calm = await newToken({ name: 'Tranquillo' });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 21; i++) {
      last = await t.app.inject({ url: '/api/v1/documents?limit=1', headers: bearer(busy.token) });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toMatch(/^Troppe richieste con questo token\. Riprova tra/);
    expect(
      (await t.app.inject({ url: '/api/v1/documents?limit=1', headers: bearer(calm.token) })).statusCode,
    ).toBe(200);
  });

  it("audits a minute's first refusal past the limit, not every one of a client looping on", async () => {
    const looping = await newToken({ name: 'In loop' });
    for (let i = 0; i < 30; i++)
      await t.app.inject({ url: '/api/v1/documents?limit=1', headers: bearer(looping.token) });
    const uses = async () =>
      (await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'api-token.use')))
        .map((e) => e.details as { token: number; status: number })
        .filter((d) => d.token === looping.id)
        .map((d) => d.status);
    expect(await uses()).toEqual([...Array(20).fill(200), 429]);
    // The next minute counts afresh, and its first refusal is written again.
    t.clock.advance(61_000);
    for (let i = 0; i < 22; i++)
      await t.app.inject({ url: '/api/v1/documents?limit=1', headers: bearer(looping.token) });
    expect((await uses()).filter((s) => s === 429)).toEqual([429, 429]);
  });
});
