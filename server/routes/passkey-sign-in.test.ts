import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPasskey,
  newAuthenticator,
  passkeyEnv,
  registrationOptions,
  sendSignIn,
  sessionCookie,
  signInOptions,
  signInWithPasskey,
} from '../../test/support/passkeys';
import type { SoftAuthenticator } from '../../test/support/soft-authenticator';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { seedTwoFactor } from '../../test/support/two-factor';
import { createUser, login } from '../../test/support/users';
import { auditEvents, passkeys } from '../db/schema';
import { CHALLENGE_EXPIRED, CHALLENGE_TTL_MS } from '../passkeys/challenges';
import { INVALID_RESPONSE } from '../passkeys/response-schemas';
import { PASSKEY_SIGN_IN_FAILED, PASSKEY_UNKNOWN } from './passkey-sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: passkeyEnv });
});
afterAll(() => t.close());

let addresses = 0;
/** Each test signs in from an address of its own: failures in one never throttle another. */
const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** A client with one passkey on a device of theirs. */
async function clientWithPasskey() {
  const user = await createUser(t.app);
  const session = await login(t.app, user.username, user.password);
  const authenticator = newAuthenticator();
  const credentialId = await addPasskey(t.app, session, authenticator, 'Telefono');
  return { user, session, authenticator, credentialId };
}

const passkeyRow = async (credentialId: string) =>
  (await t.app.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)))[0]!;

const lastEvent = async (event: 'login.success' | 'login.failure' | 'login.throttled', ip: string) =>
  (
    await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, event), eq(auditEvents.ip, ip)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0];

describe('signing in with a passkey', () => {
  it('asks for any passkey of this site, unlocked by the person', async () => {
    const { options } = await signInOptions(t.app);
    expect(options).toMatchObject({ rpId: 'portale.studio.example', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('opens a session, moves the counter, records the use and the method', async () => {
    const { user, authenticator, credentialId } = await clientWithPasskey();
    const ip = newAddress();
    const res = await signInWithPasskey(t.app, authenticator, { remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username, twoFactorEnabled: false });
    const session = sessionCookie(res);
    const me = await t.app.inject({ url: '/api/user', cookies: session });
    expect(me.json().id).toBe(user.id);
    expect(res.cookies.find((c) => c.name === 'sid')?.maxAge).toBeUndefined();

    const row = await passkeyRow(credentialId);
    expect(row.counter).toBe(1);
    expect(row.lastUsedAt?.toISOString()).toBe(t.clock.now.toISOString());
    const [listed] = (await t.app.inject({ url: '/api/passkeys', cookies: session })).json();
    expect(listed.lastUsedAt).toBe(t.clock.now.toISOString());
    const event = await lastEvent('login.success', ip);
    expect(event).toMatchObject({ userId: user.id, details: { remember: false, method: 'passkey' } });

    t.clock.advance(60_000);
    const again = await signInWithPasskey(t.app, authenticator, { remoteAddress: ip, remember: true });
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(30 * 24 * 3600);
    expect((await passkeyRow(credentialId)).counter).toBe(2);
    expect((await lastEvent('login.success', ip))?.details).toEqual({ remember: true, method: 'passkey' });
  });

  it('accepts a synced passkey whose counter stays at zero', async () => {
    const { authenticator, credentialId } = await clientWithPasskey();
    authenticator.counterStep = 0;
    for (let i = 0; i < 2; i++) {
      expect(
        (await signInWithPasskey(t.app, authenticator, { remoteAddress: newAddress() })).statusCode,
      ).toBe(200);
    }
    expect((await passkeyRow(credentialId)).counter).toBe(0);
  });

  it('counts as both factors: an administrator reaches the admin routes', async () => {
    const session = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const authenticator = newAuthenticator();
    await addPasskey(t.app, session, authenticator, 'Chiavetta');
    const res = await signInWithPasskey(t.app, authenticator, { remoteAddress: newAddress() });
    expect(res.json()).toMatchObject({ role: 'admin', twoFactorEnabled: true });
    const audit = await t.app.inject({ url: '/api/admin/audit-events', cookies: sessionCookie(res) });
    expect(audit.statusCode).toBe(200);
  });

  it('reports the authenticator app of a client who has one', async () => {
    const { user, authenticator } = await clientWithPasskey();
    await seedTwoFactor(t.app, user.id);
    const res = await signInWithPasskey(t.app, authenticator, { remoteAddress: newAddress() });
    expect(res.json().twoFactorEnabled).toBe(true);
  });
});

describe('refusing a passkey sign-in', () => {
  async function started(authenticator: SoftAuthenticator) {
    const ip = newAddress();
    const { options, challenge } = await signInOptions(t.app, ip);
    return { ip, options, challenge, response: authenticator.authenticate(options) };
  }

  const expectRefused = async (
    res: Awaited<ReturnType<typeof sendSignIn>>,
    status: number,
    message: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  };

  it('without a challenge', async () => {
    const { authenticator } = await clientWithPasskey();
    const { ip, response } = await started(authenticator);
    await expectRefused(await sendSignIn(t.app, {}, { response }, ip), 400, CHALLENGE_EXPIRED);
  });

  it('with an expired challenge', async () => {
    const { authenticator } = await clientWithPasskey();
    const { ip, challenge, response } = await started(authenticator);
    t.clock.advance(CHALLENGE_TTL_MS);
    await expectRefused(await sendSignIn(t.app, challenge, { response }, ip), 400, CHALLENGE_EXPIRED);
  });

  it('replayed: the same answer a second time', async () => {
    const { authenticator } = await clientWithPasskey();
    const { ip, challenge, response } = await started(authenticator);
    expect((await sendSignIn(t.app, challenge, { response }, ip)).statusCode).toBe(200);
    await expectRefused(await sendSignIn(t.app, challenge, { response }, ip), 400, CHALLENGE_EXPIRED);
  });

  it('with a registration challenge', async () => {
    const { session, authenticator } = await clientWithPasskey();
    const { options, challenge } = await registrationOptions(t.app, session);
    const response = authenticator.authenticate({ challenge: options.challenge });
    await expectRefused(
      await sendSignIn(t.app, challenge, { response }, newAddress()),
      400,
      CHALLENGE_EXPIRED,
    );
  });

  it('with a passkey the portal does not know, or no longer', async () => {
    const { session, authenticator, credentialId } = await clientWithPasskey();
    const stranger = newAuthenticator();
    stranger.register({
      challenge: 'AAAA',
      rp: { id: 'portale.studio.example' },
      user: { id: 'dXNlci05OTk' },
    });
    const unknown = await started(stranger);
    await expectRefused(
      await sendSignIn(t.app, unknown.challenge, { response: unknown.response }, unknown.ip),
      401,
      PASSKEY_UNKNOWN,
    );
    expect(await lastEvent('login.failure', unknown.ip)).toMatchObject({
      userId: null,
      details: { method: 'passkey' },
    });

    const { id } = await passkeyRow(credentialId);
    await t.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, cookies: session });
    const removed = await started(authenticator);
    await expectRefused(
      await sendSignIn(t.app, removed.challenge, { response: removed.response }, removed.ip),
      401,
      PASSKEY_UNKNOWN,
    );
  });

  it.each([
    [
      'signed on another site',
      (a: SoftAuthenticator, o: { challenge: string }) =>
        a.authenticate(o, { origin: 'https://studio-rossi.example' }),
    ],
    [
      'for another relying party',
      (a: SoftAuthenticator, o: { challenge: string }) =>
        a.authenticate({ ...o, rpId: 'studio-rossi.example' }),
    ],
    [
      'without fingerprint, face or PIN',
      (a: SoftAuthenticator, o: { challenge: string }) => {
        a.userVerified = false;
        return a.authenticate(o);
      },
    ],
    [
      'with a signature that does not match',
      (a: SoftAuthenticator, o: { challenge: string }) => {
        const r = a.authenticate(o);
        const other = a.authenticate({ ...o, challenge: 'b3RoZXI' });
        return { ...r, response: { ...r.response, signature: other.response.signature } };
      },
    ],
    [
      'naming another account',
      (a: SoftAuthenticator, o: { challenge: string }) => {
        const r = a.authenticate(o);
        return { ...r, response: { ...r.response, userHandle: 'dXNlci0x' } };
      },
    ],
    [
      'with data that is not authenticator data',
      (a: SoftAuthenticator, o: { challenge: string }) => {
        const r = a.authenticate(o);
        return { ...r, response: { ...r.response, authenticatorData: 'AAAA' } };
      },
    ],
  ])('%s', async (_what, answer) => {
    const { user, authenticator, credentialId } = await clientWithPasskey();
    const ip = newAddress();
    const { options, challenge } = await signInOptions(t.app, ip);
    const res = await sendSignIn(t.app, challenge, { response: answer(authenticator, options) }, ip);
    await expectRefused(res, 401, PASSKEY_SIGN_IN_FAILED);
    expect(await lastEvent('login.failure', ip)).toMatchObject({
      userId: user.id,
      details: { method: 'passkey' },
    });
    const row = await passkeyRow(credentialId);
    expect(row.lastUsedAt).toBeNull();
  });

  it('from a copy of the passkey whose counter went backwards', async () => {
    const { authenticator, credentialId } = await clientWithPasskey();
    expect((await signInWithPasskey(t.app, authenticator, { remoteAddress: newAddress() })).statusCode).toBe(
      200,
    );
    expect((await signInWithPasskey(t.app, authenticator, { remoteAddress: newAddress() })).statusCode).toBe(
      200,
    );
    authenticator.setCounter(credentialId, 0);
    const { ip, challenge, response } = await started(authenticator);
    await expectRefused(await sendSignIn(t.app, challenge, { response }, ip), 401, PASSKEY_SIGN_IN_FAILED);
    expect((await passkeyRow(credentialId)).counter).toBe(2);
  });

  it.each([
    ['no response', { response: undefined }, INVALID_RESPONSE],
    ['a response of another shape', { response: [1, 2] }, INVALID_RESPONSE],
    [
      'an id that is not base64url',
      { response: { id: '<>', rawId: '<>', type: 'public-key', response: {} } },
      INVALID_RESPONSE,
    ],
    ['a remember that is not a choice', { remember: 'sì' }, 'Valore di «Ricordami» non valido'],
  ])('with %s, as a 400 in Italian', async (_what, payload, message) => {
    const { authenticator } = await clientWithPasskey();
    const { ip, challenge, response } = await started(authenticator);
    const res = await sendSignIn(t.app, challenge, { response, ...payload }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('throttling', () => {
  it('slows an address down after repeated failures, as for passwords, and lets it try again later', async () => {
    const { user, authenticator } = await clientWithPasskey();
    const stranger = newAuthenticator();
    stranger.register({
      challenge: 'AAAA',
      rp: { id: 'portale.studio.example' },
      user: { id: 'dXNlci05OTk' },
    });
    const ip = newAddress();
    const fail = async (attempt: { options: { challenge: string }; challenge: Record<string, string> }) => {
      const res = await sendSignIn(
        t.app,
        attempt.challenge,
        { response: stranger.authenticate(attempt.options) },
        ip,
      );
      expect(res.statusCode).toBe(401);
    };
    // 20 free failures per address (server/auth/login-throttle.ts), then a wait that doubles.
    for (let i = 0; i < 20; i++) await fail(await signInOptions(t.app, ip));
    const early = await signInOptions(t.app, ip);
    await fail(await signInOptions(t.app, ip));

    const options = await t.app.inject({
      method: 'POST',
      url: '/api/passkeys/sign-in/options',
      remoteAddress: ip,
    });
    expect(options.statusCode).toBe(429);
    expect(options.headers['retry-after']).toBe('1');
    expect(options.json()).toEqual({ message: 'Troppi tentativi di accesso. Riprova tra 1 secondo.' });
    expect(options.cookies).toEqual([]);
    // A challenge fetched before the block does not get past it.
    const held = await sendSignIn(
      t.app,
      early.challenge,
      { response: authenticator.authenticate(early.options) },
      ip,
    );
    expect(held.statusCode).toBe(429);
    expect(await lastEvent('login.throttled', ip)).toMatchObject({ details: { method: 'passkey' } });
    // The password form is held back at the same address: the counters are shared.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password },
      remoteAddress: ip,
    });
    expect(password.statusCode).toBe(429);

    t.clock.advance(1000);
    expect((await signInWithPasskey(t.app, authenticator, { remoteAddress: ip })).statusCode).toBe(200);
  });
});
