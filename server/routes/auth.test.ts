import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { auditEvents, sessions } from '../db/schema';

let t: TestApp;
let mario: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  mario = await createUser(t.app, {
    username: 'Mario.Rossi',
    password: 'giusta-password',
    fullName: 'Mario Rossi',
  });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, cookies });

describe('POST /api/login', () => {
  it('signs in with the right password, case-insensitive username, and sets a safe cookie', async () => {
    const res = await post('/api/login', { username: 'mario.rossi', password: 'giusta-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: mario.id,
      username: 'Mario.Rossi',
      fullName: 'Mario Rossi',
      role: 'client',
    });
    expect(res.body).not.toContain('argon2');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeUndefined();
    // The readable hint carries no secret: the page only learns "ask /api/user".
    expect(res.cookies.find((c) => c.name === 'signed_in')).toMatchObject({
      value: expect.stringMatching(/^[0-9a-f]{8}$/),
      path: '/',
      sameSite: 'Lax',
    });
    expect(res.cookies.find((c) => c.name === 'signed_in')?.httpOnly).toBeFalsy();
    const me = await t.app.inject({ url: '/api/user', cookies: { sid: cookie!.value } });
    expect(me.json().username).toBe('Mario.Rossi');
  });

  it('gives a 30-day cookie with Ricordami', async () => {
    const res = await post('/api/login', {
      username: 'Mario.Rossi',
      password: 'giusta-password',
      remember: true,
    });
    expect(res.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(30 * 24 * 3600);
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const wrong = await post('/api/login', { username: 'Mario.Rossi', password: 'sbagliata-1' });
    const unknown = await post('/api/login', { username: 'nessuno', password: 'sbagliata-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Credenziali non valide' });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies).toEqual([]);
  });

  it.each([
    [{ username: 'ab', password: 'abcdef' }, 'Username deve contenere almeno 3 caratteri'],
    [{ username: 'abc', password: 'abcde' }, 'Password deve contenere almeno 6 caratteri'],
    [{ password: 'abcdef' }, 'Username è richiesto'],
    [{ username: 'abc' }, 'Password è richiesta'],
    [{ username: 'abc', password: 'x'.repeat(129) }, 'Password può contenere al massimo 128 caratteri'],
  ])('validates %j', async (payload, message) => {
    const res = await post('/api/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('rotates the session: the token held before signing in is deleted', async () => {
    const before = await login(t.app, 'Mario.Rossi', 'giusta-password');
    const res = await post('/api/login', { username: 'Mario.Rossi', password: 'giusta-password' }, before);
    const after = res.cookies.find((c) => c.name === 'sid')!.value;
    expect(after).not.toBe(before.sid);
    expect((await t.app.inject({ url: '/api/user', cookies: before })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', cookies: { sid: after } })).statusCode).toBe(200);
  });

  it('audits success and failure with address and agent, never the password', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'Mario.Rossi', password: 'audit-wrong-pw' },
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    const rows = await t.app.db.select().from(auditEvents).where(eq(auditEvents.userAgent, 'AuditTest/1.0'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'login.failure',
      userId: mario.id,
      username: 'Mario.Rossi',
      ip: '127.0.0.1',
    });
    const everything = JSON.stringify(await t.app.db.select().from(auditEvents));
    expect(everything).not.toContain('audit-wrong-pw');
    expect(everything).not.toContain('giusta-password');
    expect(everything).toContain('login.success');
  });
});

describe('POST /api/logout', () => {
  it('deletes the session on the server and clears the cookie', async () => {
    const cookies = await login(t.app, 'Mario.Rossi', 'giusta-password');
    const res = await post('/api/logout', undefined, cookies);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(res.cookies.find((c) => c.name === 'signed_in')?.value).toBe('');
    expect((await t.app.inject({ url: '/api/user', cookies })).statusCode).toBe(401);
    const left = await t.app.db.select().from(sessions).where(eq(sessions.userId, mario.id));
    expect(left.every((s) => s.tokenHash.length === 64)).toBe(true);
  });

  it('is harmless without a session', async () => {
    expect((await post('/api/logout', undefined)).statusCode).toBe(204);
  });
});

describe('POST /api/register', () => {
  const form = {
    fullName: 'Anna Verdi',
    email: 'Anna@Example.it',
    username: 'anna',
    password: 'anna-password',
    confirmPassword: 'anna-password',
  };

  it('is closed by default', async () => {
    const res = await post('/api/register', form);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'La registrazione non è disponibile: le credenziali sono assegnate dallo studio.',
    );
  });

  it('when enabled creates a client, never an admin, and refuses a taken name', async () => {
    const open = await createTestApp({ env: { ALLOW_REGISTRATION: 'true' } });
    try {
      const res = await open.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...form, role: 'admin' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ username: 'anna', role: 'client', email: 'anna@example.it' });
      const again = await open.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...form, username: TEST_ADMIN.username.toUpperCase() },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Username già in uso');
      const mismatch = await open.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...form, username: 'other', confirmPassword: 'different-pw' },
      });
      expect(mismatch.json()).toMatchObject({
        message: 'Le password non corrispondono',
        fieldErrors: { confirmPassword: 'Le password non corrispondono' },
      });
      const badEmail = await open.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...form, email: 'x@' },
      });
      expect(badEmail.json().message).toBe('Email non valida');
    } finally {
      await open.close();
    }
  });
});
