import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { seedRecoveryCode, seedTwoFactor } from '../../test/support/two-factor';
import { createUser } from '../../test/support/users';
import { auditEvents, sessions } from '../db/schema';
import { totpCode } from '../two-factor/totp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP = 30_000;

async function userWithTwoFactor(role: 'client' | 'admin' = 'client') {
  const user = await createUser(t.app, { role });
  const secret = await seedTwoFactor(t.app, user.id);
  return { ...user, secret };
}

function cookiesOf(res: LightMyRequestResponse) {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

async function passwordStep(user: { username: string; password: string }, remember = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: user.password, remember },
  });
  expect(res.statusCode, res.body).toBe(202);
  return { res, cookies: cookiesOf(res) };
}

const codeStep = (cookies: Record<string, string>, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/second-factor', payload: { code }, cookies });

describe('sign-in with a second factor', () => {
  it('the password step answers 202 and opens no session; the code step does', async () => {
    const user = await userWithTwoFactor();
    const { res, cookies } = await passwordStep(user);
    expect(res.json()).toEqual({ secondFactor: 'totp' });
    expect(Object.keys(cookies)).toEqual(['sign-in']);
    const pending = res.cookies.find((c) => c.name === 'sign-in');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const done = await codeStep(cookies, totpCode(user.secret, t.clock.now));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, twoFactorEnabled: true });
    const sid = done.cookies.find((c) => c.name === 'sid')!.value;
    expect((await t.app.inject({ url: '/api/documents', cookies: { sid } })).statusCode).toBe(200);
    // The half sign-in is spent.
    expect(done.cookies.find((c) => c.name === 'sign-in')?.value).toBe('');
    expect((await codeStep(cookies, totpCode(user.secret, t.clock.now))).statusCode).toBe(401);
  });

  it('no protected route accepts the half sign-in, admin routes included', async () => {
    const admin = await userWithTwoFactor('admin');
    const { cookies } = await passwordStep(admin);
    for (const url of ['/api/admin/users', '/api/documents', '/api/user']) {
      // Even sent as the session cookie it opens nothing.
      const asIs = await t.app.inject({ url, cookies });
      const asSession = await t.app.inject({ url, cookies: { sid: cookies['sign-in']! } });
      expect([asIs.statusCode, asSession.statusCode], url).toEqual([401, 401]);
    }
  });

  it('refuses a wrong code and a code used once already, and accepts one step of clock skew', async () => {
    const user = await userWithTwoFactor();
    const { cookies } = await passwordStep(user);
    const wrong = await codeStep(cookies, totpCode(user.secret, new Date(t.clock.now.getTime() + 5 * STEP)));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Codice non valido o già usato' });
    // A phone a step behind.
    const behind = await codeStep(cookies, totpCode(user.secret, new Date(t.clock.now.getTime() - STEP)));
    expect(behind.statusCode, behind.body).toBe(200);

    const again = await passwordStep(user);
    const reused = await codeStep(
      again.cookies,
      totpCode(user.secret, new Date(t.clock.now.getTime() - STEP)),
    );
    expect(reused.statusCode).toBe(401);
    // Nor can an earlier code come after a later one.
    const ahead = await codeStep(
      again.cookies,
      totpCode(user.secret, new Date(t.clock.now.getTime() + STEP)),
    );
    expect(ahead.statusCode).toBe(200);
    const current = await codeStep((await passwordStep(user)).cookies, totpCode(user.secret, t.clock.now));
    expect(current.statusCode).toBe(401);
    const failures = await t.app.db.select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(failures.filter((e) => e.event === 'login.second-factor.failure')).toHaveLength(3);
  });

  it('accepts a recovery code once, however it is typed', async () => {
    const user = await userWithTwoFactor();
    const code = await seedRecoveryCode(t.app, user.id);
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const ok = await codeStep((await passwordStep(user)).cookies, typed);
    expect(ok.statusCode, ok.body).toBe(200);
    const twice = await codeStep((await passwordStep(user)).cookies, code);
    expect(twice.statusCode).toBe(401);
    const [success] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.userId, user.id))
      .orderBy(auditEvents.id)
      .limit(1)
      .offset(1);
    expect(success).toMatchObject({ event: 'login.success', details: { method: 'password+recovery-code' } });
  });

  it('throttles codes like passwords, per account', async () => {
    const user = await userWithTwoFactor();
    const { cookies } = await passwordStep(user);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await codeStep(cookies, '000000')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await codeStep(cookies, totpCode(user.secret, t.clock.now));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // The password step of that account waits too.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password },
    });
    expect(password.statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000);
  });

  it('a half sign-in expires after five minutes', async () => {
    const user = await userWithTwoFactor();
    const { cookies } = await passwordStep(user);
    t.clock.advance(5 * 60 * 1000 + 1);
    const late = await codeStep(cookies, totpCode(user.secret, t.clock.now));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/scaduta/);
  });

  it('Ricordami chosen at the password step carries to the session', async () => {
    const user = await userWithTwoFactor();
    const { cookies } = await passwordStep(user, true);
    const done = await codeStep(cookies, totpCode(user.secret, t.clock.now));
    expect(done.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(30 * 24 * 3600);
  });

  it('refuses a code step with no half sign-in, and bad input with 400', async () => {
    expect((await codeStep({}, '123456')).statusCode).toBe(401);
    const empty = await codeStep({}, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Inserisci il codice' });
  });
});
