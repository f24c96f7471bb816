import { IDENTITY_CHECK_NEEDED } from '@common/identity-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { markIdentityConfirmed } from '../../../test/support/passkeys';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/support/test-app';
import { createUser, login } from '../../../test/support/users';
import { apiTokens, mailOutbox, users } from '../../db/schema';

type Cookies = Record<string, string>;
// Wednesday 9 December 2026, 11:00 in Italy.
const NOW = new Date('2026-12-09T10:00:00Z');
let t: TestApp;
let admin: Cookies;

beforeAll(async () => {
  // Mail on (to a closed port: the rows stay in the outbox to be read).
  t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it' } });
  t.clock.now = NOW;
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = NOW;
});

const post = (cookies: Cookies, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/api-tokens',
    cookies,
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36' },
    payload: { name: 'Gestionale paghe', scopes: ['documents:write'], expiresAt: '2027-03-09', ...payload },
  });
const tokenCount = () => t.app.db.$count(apiTokens);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/admin/api-tokens', () => {
  it('needs the password or the code given again, as adding a passkey does', async () => {
    const session = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const before = await tokenCount();
    const refused = await post(session, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: IDENTITY_CHECK_NEEDED });
    expect(await tokenCount()).toBe(before);

    await markIdentityConfirmed(t.app, session);
    expect((await post(session, {})).statusCode).toBe(201);
    // The proof lasts a few minutes, not the session.
    t.clock.advance(6 * 60_000);
    expect((await post(session, {})).json()).toEqual({ message: IDENTITY_CHECK_NEEDED });
  });

  it('gives every token an end: none without one, none past a year, and the last day is the last', async () => {
    await markIdentityConfirmed(t.app, admin);
    const none = await post(admin, { expiresAt: undefined });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ expiresAt: 'Scegli la scadenza del token' });
    const empty = await post(admin, { expiresAt: '' });
    expect(empty.json().fieldErrors).toEqual({ expiresAt: 'Scegli la scadenza del token' });

    const tooFar = await post(admin, { expiresAt: '2027-12-10' });
    expect(tooFar.statusCode).toBe(400);
    const message = 'La scadenza può essere al massimo tra un anno, entro il 9 dicembre 2027';
    expect(tooFar.json()).toEqual({ message, fieldErrors: { expiresAt: message } });
    const instant = await post(admin, { expiresAt: '2027-12-10T08:00:00+01:00' });
    expect(instant.json().fieldErrors).toEqual({ expiresAt: message });

    const longest = await post(admin, {
      name: 'Un anno',
      scopes: ['documents:read'],
      expiresAt: '2027-12-09',
    });
    expect(longest.statusCode, longest.body).toBe(201);
    const list = await t.app.inject({ url: '/api/admin/api-tokens', cookies: admin });
    const shown = list.json().items.find((i: { id: number }) => i.id === longest.json().id);
    // Through the whole of 9 December 2027 in Italy.
    expect(shown.expiresAt).toBe('2027-12-09T23:00:00.000Z');
    const token = longest.json().token as string;
    expect((await t.app.inject({ url: '/api/v1/documents', headers: bearer(token) })).statusCode).toBe(200);

    t.clock.now = new Date('2027-12-09T22:59:00Z');
    expect((await t.app.inject({ url: '/api/v1/documents', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.now = new Date('2027-12-09T23:00:00Z');
    const expired = await t.app.inject({ url: '/api/v1/documents', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Token di accesso scaduto.' });
    expect(expired.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
  });

  it('tells every administrator and the firm, without the token and without a link', async () => {
    const other = await createUser(t.app, {
      role: 'admin',
      email: 'Giulia@Example.it',
      fullName: 'Giulia Verdi',
    });
    // The firm's inbox is also an administrator's address: one e-mail there, not two.
    await createUser(t.app, { role: 'admin', email: 'STUDIO@example.it' });
    const before = await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox);
    await markIdentityConfirmed(t.app, admin);
    const created = await post(admin, {
      name: 'Paghe <Zucchetti>',
      scopes: ['documents:write', 'documents:read'],
    });
    expect(created.statusCode).toBe(201);
    const { token } = created.json() as { token: string };
    const mails = (
      await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'api-token-created'))
    ).filter((m) => !before.some((b) => b.id === m.id));
    const [main] = await t.app.db.select().from(users).where(eq(users.id, 1));
    expect(mails.map((m) => m.to.toLowerCase()).sort()).toEqual(
      [main!.email, 'giulia@example.it', 'studio@example.it'].sort(),
    );
    expect(mails.find((m) => m.to === other.email)!.recipientUserId).toBe(other.id);
    for (const mail of mails) {
      expect(mail.subject).toBe(
        `[Area clienti] nuovo token di accesso «Paghe <Zucchetti>» creato da ${main!.fullName} (${TEST_ADMIN.username})`,
      );
      expect(mail.text).toContain('- Nome del token: Paghe <Zucchetti>');
      expect(mail.text).toContain(
        '- Permessi: Consegnare documenti ai clienti (documents:write), Elencare i documenti consegnati (documents:read)',
      );
      expect(mail.text).toContain('- Valido fino al: 9 marzo 2027 compreso');
      expect(mail.text).toContain('- Creato: mercoledì 9 dicembre 2026 alle ore 11:00 (ora italiana)');
      expect(mail.text).toContain('- Browser e sistema: Chrome 131 su Windows 10');
      expect(mail.text).toMatch(/revochi il token/);
      expect(mail.html).toContain('Paghe &lt;Zucchetti&gt;');
      for (const part of [mail.text, mail.html!, mail.subject]) {
        expect(part).not.toContain(token);
        expect(part).not.toContain(token.slice(5, 20));
        expect(part).not.toMatch(/https?:\/\//);
      }
    }
  });
});
