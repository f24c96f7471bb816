import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeClientUpload } from '../../../test/support/client-uploads';
import { storeDocument, storedFiles } from '../../../test/support/documents';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/support/test-app';
import { createUser, login } from '../../../test/support/users';
import { auditEvents, documents, mailOutbox, sessions } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  // Mail "configured" so the reset link can be queued; nothing listens there and no test waits for delivery.
  t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it' } });
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const newUser = {
  username: 'Franco.Neri',
  fullName: 'Franco Neri',
  email: ' Franco.Neri@Example.IT ',
  password: 'Franco-Bilancio-2026',
};
const createVia = (payload: object, cookies = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/users', payload, cookies });

describe('POST /api/admin/users', () => {
  it('creates a client with a trimmed username and a normalised e-mail, and audits it', async () => {
    const res = await createVia({ ...newUser, username: '  Franco.Neri  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'Franco.Neri',
      email: 'franco.neri@example.it',
      role: 'client',
    });
    expect(res.body).not.toContain('argon2');
    await login(t.app, 'franco.neri', newUser.password);
    const [event] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'user.create'));
    expect(event).toMatchObject({ userId: 1, details: { created: res.json().id } });
  });

  it('refuses a taken username whatever its case', async () => {
    const res = await createVia({ ...newUser, username: 'FRANCO.NERI' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Username già in uso' });
  });

  it.each([
    [{ password: '123456' }, 'La password deve essere di almeno 12 caratteri'],
    [
      { password: 'password1234' },
      'Questa password è tra le più usate e facili da indovinare: scegline una diversa',
    ],
    [
      { username: 'giorgio.bluetti', password: 'Giorgio.Bluetti' },
      'La password non può coincidere con lo username',
    ],
    [{ email: 'non-una-email' }, 'Email non valida'],
    [{ fullName: '   ' }, 'Il nome completo è obbligatorio'],
    [{ username: '' }, 'Lo username è obbligatorio'],
    [{ username: 'ab' }, 'Username deve contenere almeno 3 caratteri'],
  ])('refuses %j', async (change, message) => {
    const res = await createVia({ ...newUser, username: 'giorgio.blu', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/admin/users', () => {
  it("lists users with the count of the firm's documents and of the files they sent, never a password hash", async () => {
    const owner = await createUser(t.app, { username: 'con.documenti' });
    await storeDocument(t.app, { userId: owner.id, title: 'A' });
    await storeDocument(t.app, { userId: owner.id, title: 'B' });
    for (const title of ['Inviato 1', 'Inviato 2', 'Inviato 3']) {
      await storeClientUpload(t.app, { userId: owner.id, title });
    }
    const res = await t.app.inject({ url: '/api/admin/users', cookies: admin });
    expect(res.statusCode).toBe(200);
    const listed = res.json().items.find((u: { id: number }) => u.id === owner.id);
    expect(listed).toEqual({
      id: owner.id,
      username: 'con.documenti',
      fullName: owner.fullName,
      email: owner.email,
      role: 'client',
      createdAt: expect.any(String),
      documentCount: 2,
      sentCount: 3,
      twoFactorEnabled: false,
      twoFactorRequired: false,
      mustChangePassword: false,
      codiceFiscale: null,
      partitaIva: null,
    });
    // No hash and no "password" key (mustChangePassword is a flag, not a secret).
    expect(res.body).not.toMatch(/"password|passwordHash|password_hash|argon2/i);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the user with their documents and stored files and ends their sessions', async () => {
    const victim = await createUser(t.app, { username: 'da.eliminare' });
    const bystander = await createUser(t.app, { username: 'resta' });
    const cookies = await login(t.app, victim.username, victim.password);
    const gone = [
      await storeDocument(t.app, { userId: victim.id, title: 'X' }),
      await storeDocument(t.app, { userId: victim.id, title: 'Y' }),
    ];
    const kept = await storeDocument(t.app, { userId: bystander.id, title: 'Z' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.id}`,
      cookies: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedDocuments: 2, apiTokensRevoked: 0 });
    expect(await t.app.db.select().from(documents).where(eq(documents.userId, victim.id))).toEqual([]);
    const { committed } = await storedFiles(t.config.dataDir);
    for (const doc of gone) expect(committed).not.toContain(doc.storageKey);
    expect(committed).toContain(kept.storageKey);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, victim.id))).toEqual([]);
    expect((await t.app.inject({ url: '/api/user', cookies })).statusCode).toBe(401);
  });

  it('protects user 1 and the admin themself', async () => {
    const main = await t.app.inject({ method: 'DELETE', url: '/api/admin/users/1', cookies: admin });
    expect(main.statusCode).toBe(403);
    expect(main.json()).toEqual({ message: "L'amministratore principale non può essere eliminato" });

    const second = await createUser(t.app, { username: 'secondo.admin', role: 'admin' });
    const secondCookies = await login(t.app, second.username, second.password);
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${second.id}`,
      cookies: secondCookies,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'Non puoi eliminare il tuo account' });
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/users/99999', cookies: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/users/abc', cookies: admin })).statusCode,
    ).toBe(400);
  });
});

describe('password reset by the admin', () => {
  it('sets a new password and ends the client sessions', async () => {
    const client = await createUser(t.app, { username: 'reset.diretto' });
    const cookies = await login(t.app, client.username, client.password);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${client.id}/password`,
      payload: { password: 'Nuova-Chiave-2026' },
      cookies: admin,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', cookies })).statusCode).toBe(401);
    await login(t.app, client.username, 'Nuova-Chiave-2026');
  });

  it('sends a single-use link valid for 24 hours', async () => {
    const client = await createUser(t.app, { username: 'reset.link', email: 'reset.link@example.it' });
    const cookies = await login(t.app, client.username, client.password);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${client.id}/password-reset-link`,
      cookies: admin,
    });
    expect(res.statusCode).toBe(202);
    expect((await t.app.inject({ url: '/api/user', cookies })).statusCode).toBe(401);

    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'reset.link@example.it'));
    expect(mail?.kind).toBe('password-reset');
    const token = /\/reimposta-password#([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();

    const choose = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { token, password, confirmPassword: password },
      });
    // A weak choice is refused without spending the link.
    expect((await choose('juventus1897')).json().message).toBe(
      'Questa password è tra le più usate e facili da indovinare: scegline una diversa',
    );
    expect((await choose('Scelta-Dal-Cliente-1')).statusCode).toBe(200);
    await login(t.app, client.username, 'Scelta-Dal-Cliente-1');
    const again = await choose('Ancora-Un-Altra-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Il link non è valido o è scaduto: chiedi allo studio di inviartene uno nuovo.',
    );
  });

  it('lets a link expire after 24 hours', async () => {
    const client = await createUser(t.app, { username: 'reset.scaduto', email: 'reset.scaduto@example.it' });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${client.id}/password-reset-link`,
      cookies: admin,
    });
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'reset.scaduto@example.it'));
    const token = /#([\w-]+)/.exec(mail!.text)?.[1];
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { token, password: 'Troppo-Tardi-2026', confirmPassword: 'Troppo-Tardi-2026' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('without mail', () => {
  it('refuses to send a link and says what to do instead', async () => {
    const noMail = await createTestApp();
    try {
      const cookies = await login(noMail.app, TEST_ADMIN.username, TEST_ADMIN.password);
      const client = await createUser(noMail.app);
      const res = await noMail.app.inject({
        method: 'POST',
        url: `/api/admin/users/${client.id}/password-reset-link`,
        cookies,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "L'invio di e-mail non è configurato: imposta una nuova password per il cliente.",
      );
    } finally {
      await noMail.close();
    }
  });
});
