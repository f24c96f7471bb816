import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../../test/support/api-tokens';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/support/test-app';
import { seedTwoFactor } from '../../../test/support/two-factor';
import { createUser, login } from '../../../test/support/users';
import { resetPassword } from '../../cli/admin-commands';
import { apiTokens, auditEvents, mailOutbox } from '../../db/schema';

/**
 * Every way back into an administrator's account, and every end of its sessions, revokes the API
 * tokens that administrator made: a token made from a borrowed session must not outlive the recovery.
 */
type Cookies = Record<string, string>;
let t: TestApp;
let mainAdmin: Cookies;
/** The main administrator's own token: no path acting on another account touches it. */
let bystander: string;

beforeAll(async () => {
  // Mail on (to a closed port): the reset link is only offered when it can be sent.
  t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it' } });
  mainAdmin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  bystander = (await createApiToken(t.app, mainAdmin, { name: 'Del titolare' })).token;
});
afterAll(() => t.close());

const v1 = (token: string) =>
  t.app.inject({ url: '/api/v1/documents?limit=1', headers: { authorization: `Bearer ${token}` } });

/** A second administrator who made two tokens (one expired already, which stays as it is). */
async function adminWithTokens() {
  const user = await createUser(t.app, { role: 'admin' });
  const session = await login(t.app, user.username, user.password);
  const tokens = [
    await createApiToken(t.app, session, { name: 'Paghe' }),
    await createApiToken(t.app, session, { name: 'Fatture', scopes: ['documents:read'] }),
  ];
  const expired = await createApiToken(t.app, session, { name: 'Scaduto' });
  await t.app.db
    .update(apiTokens)
    .set({ expiresAt: new Date(t.app.now().getTime() - 1000) })
    .where(eq(apiTokens.id, expired.id));
  for (const { token } of tokens) expect((await v1(token)).statusCode).toBe(200);
  return { user, session, tokens, expired };
}

async function expectRevoked(tokens: { id: number; token: string }[], reason: string) {
  for (const { token } of tokens) {
    const res = await v1(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Token di accesso revocato.' });
  }
  const events = await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'api-token.revoke'));
  for (const { id } of tokens) {
    const event = events.find((e) => (e.details as { token: number }).token === id);
    expect(event?.details).toMatchObject({ reason });
  }
  expect((await v1(bystander)).statusCode).toBe(200);
}

async function expectExpiredUntouched(expired: { id: number }) {
  const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, expired.id));
  expect(row!.revokedAt).toBeNull();
}

const call = (method: 'POST' | 'DELETE', url: string, cookies: Cookies, payload?: object) =>
  t.app.inject({ method, url, cookies, payload });

describe("the ways back into an administrator's account revoke the tokens they made", () => {
  it('the main administrator sets a new password', async () => {
    const { user, tokens, expired } = await adminWithTokens();
    const res = await call('POST', `/api/admin/users/${user.id}/password`, mainAdmin, {
      password: 'Nuova-Dallo-Studio-7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ apiTokensRevoked: 2, calendarEnded: false });
    await expectRevoked(tokens, 'user.password.reset');
    await expectExpiredUntouched(expired);
    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'user.password.reset'));
    expect(event!.details).toMatchObject({ target: user.id, apiTokensRevoked: 2 });
  });

  it('a reset link, when sent and again when used', async () => {
    const { user, tokens } = await adminWithTokens();
    const sent = await call('POST', `/api/admin/users/${user.id}/password-reset-link`, mainAdmin);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: 'Link inviato', apiTokensRevoked: 2, calendarEnded: false });
    await expectRevoked(tokens, 'user.password.reset-link');

    // The old password works until the link is used: a token made meanwhile goes when it is.
    const session = await login(t.app, user.username, user.password);
    const later = await createApiToken(t.app, session, { name: 'Nel frattempo' });
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'password-reset')));
    const token = /\/reimposta-password#([\w-]+)/.exec(mail!.text)![1];
    const password = 'Scelta-Dal-Collega-8';
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { token, password, confirmPassword: password },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ apiTokensRevoked: 1, calendarEnded: false });
    await expectRevoked([later], 'password.reset.complete');
  });

  it('a reset of the second factor', async () => {
    const { user, tokens } = await adminWithTokens();
    const res = await call('DELETE', `/api/admin/users/${user.id}/two-factor`, mainAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ apiTokensRevoked: 2, calendarEnded: false });
    await expectRevoked(tokens, 'user.two-factor.reset');
  });

  it("'Termina sessioni' on another administrator, and on one's own account", async () => {
    const { user, tokens } = await adminWithTokens();
    const res = await call('DELETE', `/api/admin/users/${user.id}/sessions`, mainAdmin);
    expect(res.json()).toEqual({ ended: 1, apiTokensRevoked: 2, calendarEnded: false });
    await expectRevoked(tokens, 'user.sessions.end');

    const own = await adminWithTokens();
    const mine = await call('DELETE', `/api/admin/users/${own.user.id}/sessions`, own.session);
    // The session asking stays; its tokens go.
    expect(mine.json()).toEqual({ ended: 0, apiTokensRevoked: 2, calendarEnded: false });
    await expectRevoked(own.tokens, 'user.sessions.end');
    expect((await t.app.inject({ url: '/api/user', cookies: own.session })).statusCode).toBe(200);
  });

  it("'Termina tutte le altre sessioni' with the passkeys removed, and only then", async () => {
    const { session, tokens } = await adminWithTokens();
    const keep = await call('POST', '/api/user/sessions/end-others', session, { removePasskeys: false });
    expect(keep.json()).toEqual({ ended: 0, passkeysRemoved: 0, apiTokensRevoked: 0, calendarEnded: false });
    for (const { token } of tokens) expect((await v1(token)).statusCode).toBe(200);
    const all = await call('POST', '/api/user/sessions/end-others', session, { removePasskeys: true });
    expect(all.json()).toEqual({ ended: 0, passkeysRemoved: 0, apiTokensRevoked: 2, calendarEnded: false });
    await expectRevoked(tokens, 'session.end-others');
  });

  it('the administrator changes their own password', async () => {
    const { user, session, tokens } = await adminWithTokens();
    const res = await call('POST', '/api/user/password', session, {
      currentPassword: user.password,
      newPassword: 'Cambiata-Da-Me-2026',
      confirmPassword: 'Cambiata-Da-Me-2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ apiTokensRevoked: 2, calendarEnded: false });
    await expectRevoked(tokens, 'password.change');
  });

  it('the administrator is deleted: the tokens are revoked before the account goes', async () => {
    const { user, tokens } = await adminWithTokens();
    const res = await call('DELETE', `/api/admin/users/${user.id}`, mainAdmin);
    expect(res.json()).toEqual({ deletedDocuments: 0, apiTokensRevoked: 2 });
    await expectRevoked(tokens, 'user.delete');
    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, tokens[0]!.id));
    expect(row).toMatchObject({ createdBy: null, revokedAt: expect.any(Date) });
  });

  it('npm run admin -- reset-password', async () => {
    const { user, tokens } = await adminWithTokens();
    const { ended } = await resetPassword(t.app.db, user.username);
    expect(ended).toEqual({ apiTokensRevoked: 2, calendarEnded: false });
    await expectRevoked(tokens, 'cli.reset-password');
  });

  it("a client's recovery revokes nobody's token", async () => {
    const client = await createUser(t.app);
    await seedTwoFactor(t.app, client.id);
    const res = await call('DELETE', `/api/admin/users/${client.id}/two-factor`, mainAdmin);
    expect(res.json()).toEqual({ apiTokensRevoked: 0, calendarEnded: false });
    expect((await v1(bystander)).statusCode).toBe(200);
  });
});
