import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser } from '../../test/support/users';
import { MUST_ENROL_TWO_FACTOR } from '../auth/guards';
import { auditEvents, recoveryCodes, userTotp } from '../db/schema';
import { totpCode } from '../two-factor/totp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(role: 'client' | 'admin' = 'client') {
  const user = await createUser(t.app, { role });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, cookies: { sid: res.cookies.find((c) => c.name === 'sid')!.value } };
}

const call = (method: 'GET' | 'POST', url: string, cookies: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/user/two-factor${url}`, cookies, payload });

async function enrol(user: { cookies: Record<string, string> }) {
  const setup = await call('POST', '/setup', user.cookies);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json();
  const confirm = await call('POST', '/confirm', user.cookies, { code: totpCode(secret, t.clock.now) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

describe('enrolment from the profile', () => {
  it('shows a QR code drawn by the server and the key, and turns on with the first code', async () => {
    const user = await signedIn();
    expect((await call('GET', '', user.cookies)).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const setup = await call('POST', '/setup', user.cookies);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, uri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Stored sealed, never as the key itself.
    const [row] = await t.app.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.secret).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();

    const wrong = await call('POST', '/confirm', user.cookies, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Codice non valido/);
    const ok = await call('POST', '/confirm', user.cookies, { code: totpCode(secret, t.clock.now) });
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only hashes are kept.
    const stored = await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect((await call('GET', '', user.cookies)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await call('POST', '/setup', user.cookies)).statusCode).toBe(409);
    const events = await t.app.db.select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toContain('two-factor.enable');
  });

  it('a second setup before confirming replaces the key', async () => {
    const user = await signedIn();
    const first = (await call('POST', '/setup', user.cookies)).json().secret;
    const second = (await call('POST', '/setup', user.cookies)).json().secret;
    expect(second).not.toBe(first);
    const stale = await call('POST', '/confirm', user.cookies, { code: totpCode(first, t.clock.now) });
    expect(stale.statusCode).toBe(400);
  });

  it('new recovery codes and turning off ask for the password', async () => {
    const user = await signedIn();
    const { recoveryCodes: old } = await enrol(user);
    const wrong = await call('POST', '/recovery-codes', user.cookies, { password: 'sbagliata' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'La password non è corretta' });
    const fresh = await call('POST', '/recovery-codes', user.cookies, { password: user.password });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().recoveryCodes).not.toContain(old[0]);

    expect((await call('POST', '/disable', user.cookies, { password: 'sbagliata' })).statusCode).toBe(400);
    const off = await call('POST', '/disable', user.cookies, { password: user.password });
    expect(off.statusCode).toBe(204);
    expect(await t.app.db.select().from(userTotp).where(eq(userTotp.userId, user.id))).toEqual([]);
    expect(await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    // And the next sign-in is one step again.
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password },
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses anything to a visitor', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', '/setup'],
      ['POST', '/confirm'],
      ['POST', '/disable'],
      ['POST', '/recovery-codes'],
    ] as const) {
      const res = await call(
        method,
        url,
        {},
        method === 'POST' ? { code: '123456', password: 'x' } : undefined,
      );
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('a required second factor', () => {
  it('an administrator without one reaches nothing but enrolment, then everything', async () => {
    const admin = await signedIn('admin');
    const me = await t.app.inject({ url: '/api/user', cookies: admin.cookies });
    expect(me.json()).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: false });
    for (const url of ['/api/admin/users', '/api/admin/contact-messages', '/api/documents']) {
      const res = await t.app.inject({ url, cookies: admin.cookies });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: MUST_ENROL_TWO_FACTOR });
    }
    await enrol(admin);
    expect((await t.app.inject({ url: '/api/admin/users', cookies: admin.cookies })).statusCode).toBe(200);
    // It cannot be turned off.
    const off = await call('POST', '/disable', admin.cookies, { password: admin.password });
    expect(off.statusCode).toBe(403);
  });

  it('a client the firm asked for it enrols at the next sign-in', async () => {
    const admin = await signedIn('admin');
    await enrol(admin);
    const client = await createUser(t.app);
    const asked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${client.id}/two-factor-required`,
      cookies: admin.cookies,
      payload: { required: true },
    });
    expect(asked.statusCode).toBe(204);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: client.username, password: client.password },
    });
    const cookies = { sid: signIn.cookies.find((c) => c.name === 'sid')!.value };
    expect(signIn.json()).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: false });
    expect((await t.app.inject({ url: '/api/documents', cookies })).statusCode).toBe(403);
    await enrol({ cookies });
    expect((await t.app.inject({ url: '/api/documents', cookies })).statusCode).toBe(200);
  });
});
