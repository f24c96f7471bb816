import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { mailOutbox, users } from '../db/schema';

// The same refusals wherever a password is set (the CLI and ADMIN_PASSWORD are in their own tests).
const REFUSED: [string, string][] = [
  ['123456', 'La password deve essere di almeno 12 caratteri'],
  ['juventus1897', 'Questa password è tra le più usate e facili da indovinare: scegline una diversa'],
  ['password1234', 'Questa password è tra le più usate e facili da indovinare: scegline una diversa'],
];
const GOOD = 'Cavallo-Batteria-Graffetta';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it', ALLOW_REGISTRATION: 'true' },
  });
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, cookies });
const userNamed = async (username: string) =>
  (await t.app.db.select().from(users).where(eq(users.username, username)))[0];

describe('a new password is held to one policy', () => {
  it.each(REFUSED)(
    'admin creating a user: %j is refused and nobody is created',
    async (password, message) => {
      const payload = { username: 'nuovo.cliente', fullName: 'Nuovo Cliente', email: 'nuovo@example.it' };
      const res = await post('/api/admin/users', { ...payload, password }, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await userNamed('nuovo.cliente')).toBeUndefined();
    },
  );

  it('admin creating a user: a good password is accepted', async () => {
    const payload = { username: 'creato.bene', fullName: 'Creato Bene', email: 'creato@example.it' };
    expect((await post('/api/admin/users', { ...payload, password: GOOD }, admin)).statusCode).toBe(201);
    await login(t.app, 'creato.bene', GOOD);
  });

  it("admin setting a client's password: refused ones change nothing", async () => {
    const client = await createUser(t.app, { username: 'imposta.admin' });
    for (const [password, message] of REFUSED) {
      const res = await post(`/api/admin/users/${client.id}/password`, { password }, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    await login(t.app, client.username, client.password);
    expect((await post(`/api/admin/users/${client.id}/password`, { password: GOOD }, admin)).statusCode).toBe(
      200,
    );
    await login(t.app, client.username, GOOD);
  });

  it('the reset link: refused ones change nothing and leave the link usable', async () => {
    const client = await createUser(t.app, { username: 'link.policy', email: 'link.policy@example.it' });
    await post(`/api/admin/users/${client.id}/password-reset-link`, {}, admin);
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'link.policy@example.it'))
      .orderBy(desc(mailOutbox.id));
    const token = /#([\w-]+)/.exec(mail!.text)![1];
    const choose = (password: string) =>
      post('/api/password-reset', { token, password, confirmPassword: password });
    for (const [password, message] of REFUSED) {
      const res = await choose(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    await login(t.app, client.username, client.password);
    expect((await choose(GOOD)).statusCode).toBe(200);
    await login(t.app, client.username, GOOD);
  });

  it('changing one’s own password: refused ones change nothing', async () => {
    const client = await createUser(t.app, { username: 'cambia.policy', password: 'cambia-la-mia-chiave' });
    const cookies = await login(t.app, client.username, client.password);
    const change = (newPassword: string) =>
      post(
        '/api/user/password',
        { currentPassword: client.password, newPassword, confirmPassword: newPassword },
        cookies,
      );
    for (const [password, message] of REFUSED) {
      const res = await change(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // The username with a year, and a listed word with digits and symbols, are refused too.
    expect((await change('Cambia.Policy2026')).json().message).toBe(
      'La password non può essere lo username con numeri o simboli aggiunti',
    );
    expect((await change('juventus1897!')).json().message).toMatch(/^Questa password è una parola comune/);
    await login(t.app, client.username, client.password);
    expect((await change(GOOD)).statusCode).toBe(200);
    await login(t.app, client.username, GOOD);
  });

  it.each(REFUSED)('registration: %j is refused and nobody is created', async (password, message) => {
    const form = { fullName: 'Anna Verdi', email: 'anna@example.it', username: 'anna.verdi' };
    const res = await post('/api/register', { ...form, password, confirmPassword: password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userNamed('anna.verdi')).toBeUndefined();
  });

  it('registration: a good password is accepted', async () => {
    const form = { fullName: 'Anna Verdi', email: 'anna@example.it', username: 'anna.verdi' };
    expect((await post('/api/register', { ...form, password: GOOD, confirmPassword: GOOD })).statusCode).toBe(
      201,
    );
  });
});
