import { IDENTITY_CHECK_NEEDED, IDENTITY_FRESH_MINUTES } from '@common/identity-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailBodies } from '../../test/support/mail-parts';
import { setupMailTestApp } from '../../test/support/mail-test-app';
import { newAuthenticator, passkeyEnv, sendRegistration } from '../../test/support/passkeys';
import { seedTwoFactor } from '../../test/support/two-factor';
import { createUser, login } from '../../test/support/users';
import { auditEvents, mailOutbox } from '../db/schema';
import { totpCode } from '../two-factor/totp';
import { IDENTITY_NOT_CONFIRMED } from './confirm-identity';

type Cookies = Record<string, string>;
const { t, smtp } = setupMailTestApp({ env: passkeyEnv, clear: [mailOutbox] });

async function client() {
  const user = await createUser(t.app, { fullName: 'Sara Galli', email: `sara${Date.now()}@example.it` });
  return { user, session: await login(t.app, user.username, user.password) };
}

const confirm = (session: Cookies, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/confirm-identity', cookies: session, payload });
const options = (session: Cookies) =>
  t.app.inject({ method: 'POST', url: '/api/passkeys/registration/options', cookies: session });

/** Options and the device's answer, sent back: the whole addition after the confirmation. */
async function register(session: Cookies, name = 'Telefono di Sara') {
  const res = await options(session);
  expect(res.statusCode).toBe(200);
  const challenge = { webauthn: res.cookies.find((c) => c.name === 'webauthn')!.value };
  const response = newAuthenticator().register(res.json());
  return sendRegistration(t.app, { ...session, ...challenge }, { name, response });
}

describe('a new passkey needs a fresh proof of identity', () => {
  it('is refused to a session alone, however recent its sign-in', async () => {
    const { session } = await client();
    const res = await options(session);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: IDENTITY_CHECK_NEEDED });
  });

  it('is allowed for a few minutes after the password is given again, in that session only', async () => {
    const { user, session } = await client();
    const wrong = await confirm(session, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: IDENTITY_NOT_CONFIRMED });
    expect((await options(session)).statusCode).toBe(403);

    expect((await confirm(session, { password: user.password })).statusCode).toBe(204);
    const other = await login(t.app, user.username, user.password);
    expect((await options(other)).statusCode).toBe(403);
    expect((await register(session)).statusCode).toBe(201);

    t.clock.advance(IDENTITY_FRESH_MINUTES * 60_000 + 1000);
    expect((await options(session)).statusCode).toBe(403);

    const events = await t.app.db
      .select({ event: auditEvents.event, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['identity.confirm.failure', 'identity.confirm', 'passkey.add']),
    );
  });

  it('accepts the authenticator app code instead of the password', async () => {
    const { user } = await client();
    const secret = await seedTwoFactor(t.app, user.id);
    const session = await login(t.app, user.username, user.password);
    t.clock.advance(30_000);
    expect((await confirm(session, { code: totpCode(secret, t.clock.now) })).statusCode).toBe(204);
    expect((await options(session)).statusCode).toBe(200);
  });

  it('refuses bad input, a visitor, and counts wrong passwords as sign-in attempts', async () => {
    const { session } = await client();
    expect((await confirm(session, {})).statusCode).toBe(400);
    expect((await confirm(session, { code: '12' })).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-identity',
      payload: { password: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await confirm(session, { password: 'wrong' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    t.clock.advance(60 * 60_000);
  });

  it("tells the account's e-mail, with how to remove it and no link", async () => {
    t.clock.now = new Date('2026-12-02T15:30:00Z');
    const { user, session } = await client();
    await confirm(session, { password: user.password });
    expect((await register(session, 'Chiavetta di Sara')).statusCode).toBe(201);
    await t.app.mail.worker!.runOnce();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual([user.email]);
    expect(mail.header('subject')).toBe('Studio Rossi Consulting: nuova passkey aggiunta al tuo account');
    const { text, html } = mailBodies(mail);
    expect(text).toContain('Gentile Sara Galli,');
    expect(text).toContain('- Nome della passkey: Chiavetta di Sara\n');
    expect(text).toContain('- Quando: mercoledì 2 dicembre 2026 alle ore 16:30 (ora italiana)\n');
    expect(text).toContain('- Browser e sistema: ');
    expect(text).toContain('Profilo, sezione «Passkey», pulsante «Rimuovi»');
    expect(`${text}${html}`).not.toMatch(/https?:\/\/|<a\s/);
  });
});
