import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { users } from '../db/schema';

const CLOSED = 'La registrazione non è disponibile: le credenziali sono assegnate dallo studio.';

const form = {
  fullName: 'Anna Verdi',
  email: 'anna@example.it',
  username: 'anna',
  password: 'anna-password',
  confirmPassword: 'anna-password',
};

type Request = { payload?: string | object; headers?: Record<string, string> };

/** Bodies that validation or parsing would refuse with 400, 413 or 415 if they were ever read. */
const bodies: [string, Request][] = [
  ['a valid form', { payload: form }],
  ['an invalid form', { payload: { username: 'a', password: 'x' } }],
  ['an empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }],
  ['no body at all', {}],
  ['malformed JSON', { payload: '{"username":', headers: { 'content-type': 'application/json' } }],
  ['a non-JSON content type', { payload: 'username=anna', headers: { 'content-type': 'text/plain' } }],
  [
    'a form-encoded body',
    { payload: 'username=anna', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  ],
  // Twice the default 1 MiB body limit.
  ['a 2 MB body', { payload: { ...form, fullName: 'x'.repeat(2 * 1024 * 1024) } }],
];

describe('POST /api/register with registration off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(bodies)('answers 403 to %s, before reading it', async (_case, request) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', ...request });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CLOSED });
    expect(res.cookies).toEqual([]);
  });

  it('creates nobody', async () => {
    await t.app.inject({ method: 'POST', url: '/api/register', payload: form });
    expect(await t.app.db.select().from(users).where(eq(users.username, 'anna'))).toEqual([]);
  });
});

describe('POST /api/register with registration on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ALLOW_REGISTRATION: 'true' } });
  });
  afterAll(() => t.close());

  const post = (request: Request) => t.app.inject({ method: 'POST', url: '/api/register', ...request });

  it('validates the body as before', async () => {
    const invalid = await post({ payload: { ...form, fullName: 'A' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Nome completo deve contenere almeno 2 caratteri');
    expect(
      (await post({ payload: 'username=anna', headers: { 'content-type': 'text/plain' } })).statusCode,
    ).toBe(415);
    expect((await post({ payload: { ...form, fullName: 'x'.repeat(2 * 1024 * 1024) } })).statusCode).toBe(
      413,
    );
  });

  it('creates the account', async () => {
    const res = await post({ payload: form });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'anna', role: 'client' });
  });
});
