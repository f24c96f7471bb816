import { PASSKEYS_PER_USER_MAX } from '@common/schemas/passkeys';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPasskey,
  markIdentityConfirmed,
  newAuthenticator,
  passkeyEnv,
  registrationOptions,
  sendRegistration,
  signInOptions,
} from '../../test/support/passkeys';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { auditEvents, passkeys } from '../db/schema';
import { CHALLENGE_EXPIRED, CHALLENGE_TTL_MS } from '../passkeys/challenges';
import { INVALID_RESPONSE } from '../passkeys/response-schemas';
import {
  PASSKEY_ALREADY_REGISTERED,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_VERIFIED,
  TOO_MANY_PASSKEYS,
} from './passkeys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: passkeyEnv });
});
afterAll(() => t.close());

async function client() {
  const user = await createUser(t.app);
  return { user, session: await login(t.app, user.username, user.password) };
}

const list = (session: Record<string, string>) => t.app.inject({ url: '/api/passkeys', cookies: session });

describe('adding a passkey', () => {
  it('asks for a discoverable passkey unlocked by the person, and stores it under the name given', async () => {
    const { user, session } = await client();
    const { options, challenge } = await registrationOptions(t.app, session);
    expect(options.rp).toEqual({ id: 'portale.studio.example', name: 'Studio Rossi Consulting' });
    expect(options.user.name).toBe(user.username);
    expect(options.user.displayName).toBe(user.fullName);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.excludeCredentials).toEqual([]);

    const authenticator = newAuthenticator();
    const response = authenticator.register(options);
    const res = await sendRegistration(
      t.app,
      { ...session, ...challenge },
      { name: '  iPhone di Anna ', response },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'iPhone di Anna', lastUsedAt: null });

    const [row] = await t.app.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row).toMatchObject({ credentialId: response.id, counter: 0, transports: ['internal'] });
    expect(row!.publicKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await list(session)).json()).toEqual([
      { id: row!.id, name: 'iPhone di Anna', createdAt: row!.createdAt.toISOString(), lastUsedAt: null },
    ]);
    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'passkey.add'), eq(auditEvents.userId, user.id)));
    expect(event?.details).toEqual({ passkeyId: row!.id, name: 'iPhone di Anna' });
  });

  it('tells the device which passkeys the account already has, so it makes no second one', async () => {
    const { session } = await client();
    const first = await addPasskey(t.app, session, newAuthenticator());
    const { options } = await registrationOptions(t.app, session);
    expect(options.excludeCredentials).toEqual([{ id: first, type: 'public-key', transports: ['internal'] }]);
  });

  it('needs a session for every step', async () => {
    const options = await t.app.inject({ method: 'POST', url: '/api/passkeys/registration/options' });
    expect(options.statusCode).toBe(401);
    expect(options.json()).toEqual({ message: 'Accesso richiesto.' });
    expect(options.cookies).toEqual([]);
    const verify = await sendRegistration(
      t.app,
      {},
      {
        name: 'x',
        response: newAuthenticator().register({
          challenge: 'AAAA',
          rp: { id: 'portale.studio.example' },
          user: { id: 'AAAA' },
        }),
      },
    );
    expect(verify.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/passkeys' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/passkeys/1' })).statusCode).toBe(401);
  });
});

describe('refusing a registration', () => {
  async function started() {
    const { user, session } = await client();
    const { options, challenge } = await registrationOptions(t.app, session);
    const authenticator = newAuthenticator();
    return { user, session, options, challenge, authenticator, response: authenticator.register(options) };
  }

  const expectRefused = async (
    res: Awaited<ReturnType<typeof sendRegistration>>,
    status: number,
    message: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  };

  it('without a challenge', async () => {
    const { session, response } = await started();
    await expectRefused(
      await sendRegistration(t.app, session, { name: 'Telefono', response }),
      400,
      CHALLENGE_EXPIRED,
    );
  });

  it('with an expired challenge', async () => {
    const { session, challenge, response } = await started();
    t.clock.advance(CHALLENGE_TTL_MS);
    const res = await sendRegistration(t.app, { ...session, ...challenge }, { name: 'Telefono', response });
    await expectRefused(res, 400, CHALLENGE_EXPIRED);
  });

  it('with a challenge already used, even by a registration that failed', async () => {
    const { session, challenge, response, options, authenticator } = await started();
    const ok = await sendRegistration(t.app, { ...session, ...challenge }, { name: 'Telefono', response });
    expect(ok.statusCode).toBe(201);
    const again = await sendRegistration(t.app, { ...session, ...challenge }, { name: 'Telefono', response });
    await expectRefused(again, 400, CHALLENGE_EXPIRED);

    const next = await registrationOptions(t.app, session);
    const wrong = authenticator.register(next.options, { origin: 'https://altro.example' });
    const failed = await sendRegistration(
      t.app,
      { ...session, ...next.challenge },
      { name: 'PC', response: wrong },
    );
    await expectRefused(failed, 400, PASSKEY_NOT_VERIFIED);
    const right = authenticator.register(next.options);
    const retried = await sendRegistration(
      t.app,
      { ...session, ...next.challenge },
      { name: 'PC', response: right },
    );
    await expectRefused(retried, 400, CHALLENGE_EXPIRED);
    expect(options.challenge).not.toBe(next.options.challenge);
  });

  it('with a sign-in challenge', async () => {
    const { session, options, authenticator } = await started();
    const signIn = await signInOptions(t.app);
    const response = authenticator.register({ ...options, challenge: signIn.options.challenge });
    const res = await sendRegistration(
      t.app,
      { ...session, ...signIn.challenge },
      { name: 'Telefono', response },
    );
    await expectRefused(res, 400, CHALLENGE_EXPIRED);
  });

  it("with another user's challenge", async () => {
    const { challenge, response } = await started();
    const other = await client();
    await markIdentityConfirmed(t.app, other.session);
    const res = await sendRegistration(
      t.app,
      { ...other.session, ...challenge },
      { name: 'Telefono', response },
    );
    await expectRefused(res, 400, CHALLENGE_EXPIRED);
  });

  it.each([
    ['from another site', { origin: 'https://studio-rossi.example' }],
    ['for another relying party', { rpId: 'studio-rossi.example' }],
  ])('made %s', async (_what, overrides) => {
    const { session, options, challenge, authenticator } = await started();
    const response = authenticator.register(options, overrides);
    const res = await sendRegistration(t.app, { ...session, ...challenge }, { name: 'Telefono', response });
    await expectRefused(res, 400, PASSKEY_NOT_VERIFIED);
  });

  it('made without fingerprint, face or PIN', async () => {
    const { session, options, challenge, authenticator } = await started();
    authenticator.userVerified = false;
    const response = authenticator.register(options);
    const res = await sendRegistration(t.app, { ...session, ...challenge }, { name: 'Telefono', response });
    await expectRefused(res, 400, PASSKEY_NOT_VERIFIED);
  });

  it('of a passkey already registered, to this account or another', async () => {
    const owner = await client();
    const authenticator = newAuthenticator();
    const credentialId = await addPasskey(t.app, owner.session, authenticator);
    for (const who of [owner, await client()]) {
      const { options, challenge } = await registrationOptions(t.app, who.session);
      const response = authenticator.register(options, { again: credentialId });
      const res = await sendRegistration(
        t.app,
        { ...who.session, ...challenge },
        { name: 'Copia', response },
      );
      await expectRefused(res, 409, PASSKEY_ALREADY_REGISTERED);
    }
    expect(
      await t.app.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)),
    ).toHaveLength(1);
  });

  it.each([
    [{ name: '   ' }, 'Dai un nome alla passkey'],
    [{ name: 'x'.repeat(61) }, 'Il nome può contenere al massimo 60 caratteri'],
    [{ name: undefined }, 'Dai un nome alla passkey'],
  ])('named %j', async (fields, message) => {
    const { session, challenge, response } = await started();
    const res = await sendRegistration(t.app, { ...session, ...challenge }, { response, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    ['no response', () => ({})],
    ['a response of another shape', () => ({ response: 'risposta' })],
    ['an id that is not base64url', (r: Record<string, unknown>) => ({ response: { ...r, id: 'a b/c' } })],
    [
      'an attestation of random bytes',
      (r: { response: object }) => ({
        response: { ...r, response: { ...r.response, attestationObject: 'q83vASNFZ4mrze8BI0VniQ' } },
      }),
    ],
    [
      'client data that is not JSON',
      (r: { response: object }) => ({
        response: { ...r, response: { ...r.response, clientDataJSON: 'bm90IGpzb24' } },
      }),
    ],
  ])('with %s, as a 400 in Italian', async (what, make) => {
    const { session, challenge, response } = await started();
    const res = await sendRegistration(
      t.app,
      { ...session, ...challenge },
      { name: 'Telefono', ...make(response as never) },
    );
    expect(res.statusCode, what).toBe(400);
    expect([INVALID_RESPONSE, PASSKEY_NOT_VERIFIED]).toContain(res.json().message);
  });

  it(`beyond ${PASSKEYS_PER_USER_MAX} passkeys`, async () => {
    const { user, session } = await client();
    await t.app.db.insert(passkeys).values(
      Array.from({ length: PASSKEYS_PER_USER_MAX }, (_, i) => ({
        userId: user.id,
        credentialId: `seeded-${user.id}-${i}`,
        publicKey: 'AAAA',
        name: `Chiave ${i}`,
      })),
    );
    await markIdentityConfirmed(t.app, session);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passkeys/registration/options',
      cookies: session,
    });
    await expectRefused(res, 409, TOO_MANY_PASSKEYS);
  });
});

describe('removing a passkey', () => {
  it('removes one of the own passkeys and records it', async () => {
    const { user, session } = await client();
    await addPasskey(t.app, session, newAuthenticator(), 'Vecchio telefono');
    await addPasskey(t.app, session, newAuthenticator(), 'Computer');
    const [old, computer] = (await list(session)).json();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/passkeys/${old.id}`, cookies: session });
    expect(res.statusCode).toBe(204);
    expect((await list(session)).json()).toEqual([computer]);
    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'passkey.remove'), eq(auditEvents.userId, user.id)));
    expect(event?.details).toEqual({ passkeyId: old.id, name: 'Vecchio telefono' });
  });

  it.each([
    ["another user's passkey", 'theirs'],
    ['a passkey already removed', 'removed'],
    ['a malformed id', 'abc'],
    ['an id beyond the database integers', '99999999999'],
  ])('answers 404 for %s', async (_what, which) => {
    const owner = await client();
    await addPasskey(t.app, owner.session, newAuthenticator());
    const [theirs] = (await list(owner.session)).json();
    const me = await client();
    await addPasskey(t.app, me.session, newAuthenticator());
    const [mine] = (await list(me.session)).json();
    if (which === 'removed') {
      await t.app.inject({ method: 'DELETE', url: `/api/passkeys/${mine.id}`, cookies: me.session });
    }
    const id = which === 'theirs' ? theirs.id : which === 'removed' ? mine.id : which;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, cookies: me.session });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: PASSKEY_NOT_FOUND });
    expect((await list(owner.session)).json()).toEqual([theirs]);
  });
});
