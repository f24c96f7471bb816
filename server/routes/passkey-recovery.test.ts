import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPasskey, newAuthenticator, passkeyEnv, signInWithPasskey } from '../../test/support/passkeys';
import type { SoftAuthenticator } from '../../test/support/soft-authenticator';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { seedTwoFactor } from '../../test/support/two-factor';
import { createUser, login } from '../../test/support/users';
import { resetPassword } from '../cli/admin-commands';
import { mailOutbox } from '../db/schema';
import { PASSKEY_UNKNOWN } from './passkey-sign-in';

type Cookies = Record<string, string>;
let t: TestApp;
let mainAdmin: Cookies;
beforeAll(async () => {
  // Mail on (to a closed port): the reset link is only offered when it can be sent.
  t = await createTestApp({
    env: { ...passkeyEnv, SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it' },
  });
  mainAdmin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

let addresses = 0;
const passkeySignIn = (authenticator: SoftAuthenticator) =>
  signInWithPasskey(t.app, authenticator, {
    remoteAddress: `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  });

/** A client who added a passkey from their profile, and can sign in with it. */
async function clientWithPasskey() {
  const user = await createUser(t.app);
  const session = await login(t.app, user.username, user.password);
  const authenticator = newAuthenticator();
  await addPasskey(t.app, session, authenticator);
  expect((await passkeySignIn(authenticator)).statusCode).toBe(200);
  return { user, session, authenticator };
}

async function expectPasskeyGone(authenticator: SoftAuthenticator) {
  const res = await passkeySignIn(authenticator);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: PASSKEY_UNKNOWN });
}

const post = (url: string, cookies: Cookies, payload?: object) =>
  t.app.inject({ method: 'POST', url, cookies, payload });

describe('every way back into an account takes its passkeys away', () => {
  it('the firm sets a new password', async () => {
    const { user, authenticator } = await clientWithPasskey();
    const res = await post(`/api/admin/users/${user.id}/password`, mainAdmin, {
      password: 'Nuova-Dallo-Studio-7',
    });
    expect(res.statusCode).toBe(200);
    await expectPasskeyGone(authenticator);
  });

  it('the firm sends a reset link, and the link is used', async () => {
    const { user, authenticator } = await clientWithPasskey();
    expect((await post(`/api/admin/users/${user.id}/password-reset-link`, mainAdmin)).statusCode).toBe(202);
    await expectPasskeyGone(authenticator);

    // The old password works until the link is used: a passkey added meanwhile goes when it is.
    const session = await login(t.app, user.username, user.password);
    const later = newAuthenticator();
    await addPasskey(t.app, session, later);
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'password-reset')));
    const token = /\/reimposta-password#([\w-]+)/.exec(mail!.text)![1];
    const password = 'Scelta-Dal-Cliente-8';
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { token, password, confirmPassword: password },
    });
    expect(done.statusCode).toBe(200);
    await expectPasskeyGone(later);
  });

  it('the command line resets the password', async () => {
    const { user, authenticator } = await clientWithPasskey();
    await resetPassword(t.app.db, user.username);
    await expectPasskeyGone(authenticator);
  });

  it("the firm resets the client's second factor", async () => {
    const { user, authenticator } = await clientWithPasskey();
    await seedTwoFactor(t.app, user.id);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/users/${user.id}/two-factor`,
          cookies: mainAdmin,
        })
      ).statusCode,
    ).toBe(200);
    await expectPasskeyGone(authenticator);
  });

  it("'end all other sessions' removes them when asked, and only then", async () => {
    const { session, authenticator } = await clientWithPasskey();
    const keep = await post('/api/user/sessions/end-others', session, { removePasskeys: false });
    expect(keep.json()).toMatchObject({ passkeysRemoved: 0 });
    expect((await passkeySignIn(authenticator)).statusCode).toBe(200);
    const remove = await post('/api/user/sessions/end-others', session, { removePasskeys: true });
    expect(remove.json()).toMatchObject({ passkeysRemoved: 1 });
    await expectPasskeyGone(authenticator);
  });
});

describe("the firm sees a client's passkeys and removes one", () => {
  it('lists name, added and last used; removes one, which then signs in no more', async () => {
    const { user, authenticator } = await clientWithPasskey();
    const other = newAuthenticator();
    await addPasskey(t.app, await login(t.app, user.username, user.password), other, 'Computer');
    const listed = await t.app.inject({ url: `/api/admin/users/${user.id}/passkeys`, cookies: mainAdmin });
    expect(listed.statusCode).toBe(200);
    const [phone, computer] = listed.json();
    expect(phone).toMatchObject({ name: 'Telefono', lastUsedAt: t.clock.now.toISOString() });
    expect(computer).toMatchObject({ name: 'Computer', lastUsedAt: null });

    const url = `/api/admin/users/${user.id}/passkeys/${phone.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, cookies: mainAdmin })).statusCode).toBe(204);
    await expectPasskeyGone(authenticator);
    expect((await passkeySignIn(other)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, cookies: mainAdmin })).statusCode).toBe(404);
  });

  it("answers 404 for another user's passkey, 403 to a client, 401 to a visitor", async () => {
    const owner = await clientWithPasskey();
    const [theirs] = (
      await t.app.inject({ url: `/api/admin/users/${owner.user.id}/passkeys`, cookies: mainAdmin })
    ).json();
    const someone = await createUser(t.app);
    const wrongUser = `/api/admin/users/${someone.id}/passkeys/${theirs.id}`;
    expect((await t.app.inject({ method: 'DELETE', url: wrongUser, cookies: mainAdmin })).statusCode).toBe(
      404,
    );
    const list = `/api/admin/users/${owner.user.id}/passkeys`;
    expect((await t.app.inject({ url: list, cookies: owner.session })).statusCode).toBe(403);
    expect((await t.app.inject({ url: list })).statusCode).toBe(401);
    expect((await passkeySignIn(owner.authenticator)).statusCode).toBe(200);
  });
});

describe('only the main administrator may act on the main administrator', () => {
  it('another administrator is refused every way into account 1; the main one is not', async () => {
    const second = await createUser(t.app, { role: 'admin' });
    const other = await login(t.app, second.username, second.password);
    const attempts = [
      { method: 'POST', url: '/api/admin/users/1/password', payload: { password: 'Presa-Di-Controllo-9' } },
      { method: 'POST', url: '/api/admin/users/1/password-reset-link' },
      { method: 'DELETE', url: '/api/admin/users/1/two-factor' },
      { method: 'DELETE', url: '/api/admin/users/1/sessions' },
      { method: 'GET', url: '/api/admin/users/1/passkeys' },
      { method: 'DELETE', url: '/api/admin/users/1/passkeys/1' },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, cookies: other });
      expect(res.statusCode, attempt.url).toBe(403);
      expect(res.json().message, attempt.url).toMatch(/^Solo l'amministratore principale/);
    }
    // Nothing was changed: the main administrator still signs in with the same password.
    await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await t.app.inject({ url: '/api/admin/users/1/passkeys', cookies: mainAdmin })).statusCode).toBe(
      200,
    );
    // The main administrator may still act on another administrator.
    const sessions = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${second.id}/sessions`,
      cookies: mainAdmin,
    });
    expect(sessions.statusCode).toBe(200);
  });
});
