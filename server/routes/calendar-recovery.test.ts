import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { seedTwoFactor } from '../../test/support/two-factor';
import { createUser, login } from '../../test/support/users';
import { resetPassword } from '../cli/admin-commands';
import { auditEvents, mailOutbox } from '../db/schema';

/**
 * The calendar address works without a sign-in: every way back into a client's account that ends
 * the sessions and passkeys ends it too, audited; the routine changes leave it.
 */
type Cookies = Record<string, string>;
let t: TestApp;
let mainAdmin: Cookies;

beforeAll(async () => {
  // Mail on (to a closed port): the reset link is only offered when it can be sent.
  t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it' } });
  mainAdmin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const feed = (token: string) => t.app.inject({ url: `/api/calendar/${token}.ics` });
const call = (method: 'POST' | 'DELETE', url: string, cookies?: Cookies, payload?: object) =>
  t.app.inject({ method, url, cookies, payload });

/** A client whose phone reads their calendar address. */
async function clientWithCalendar() {
  const user = await createUser(t.app);
  const session = await login(t.app, user.username, user.password);
  const created = await call('POST', '/api/user/calendar-token', session);
  expect(created.statusCode).toBe(201);
  const token = created.json().token as string;
  expect((await feed(token)).statusCode).toBe(200);
  return { user, session, token };
}

async function expectCalendarEnded(user: { id: number }, token: string, reason: string) {
  expect((await feed(token)).statusCode).toBe(404);
  // Written as whoever acted, naming the account the address was taken from.
  const events = (
    await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'calendar-token.revoke'))
  ).filter((e) => (e.details as { owner?: number }).owner === user.id);
  expect(events.map((e) => e.details)).toEqual([{ revoked: true, reason, owner: user.id }]);
}

describe("the ways back into a client's account end the calendar address", () => {
  it('the firm sets a new password', async () => {
    const { user, token } = await clientWithCalendar();
    const res = await call('POST', `/api/admin/users/${user.id}/password`, mainAdmin, {
      password: 'Nuova-Dallo-Studio-7',
    });
    expect(res.json()).toEqual({ apiTokensRevoked: 0, calendarEnded: true });
    await expectCalendarEnded(user, token, 'user.password.reset');
    const again = await login(t.app, user.username, 'Nuova-Dallo-Studio-7');
    expect((await t.app.inject({ url: '/api/user/calendar-token', cookies: again })).json()).toEqual({
      active: false,
      createdAt: null,
      lastReadAt: null,
    });
  });

  it('the firm sends a reset link, and the link is used', async () => {
    const { user, token } = await clientWithCalendar();
    const sent = await call('POST', `/api/admin/users/${user.id}/password-reset-link`, mainAdmin);
    expect(sent.json()).toMatchObject({ calendarEnded: true });
    await expectCalendarEnded(user, token, 'user.password.reset-link');

    // The old password works until the link is used: an address made meanwhile ends when it is.
    const session = await login(t.app, user.username, user.password);
    const later = (await call('POST', '/api/user/calendar-token', session)).json().token as string;
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'password-reset')));
    const link = /\/reimposta-password#([\w-]+)/.exec(mail!.text)![1];
    const password = 'Scelta-Dal-Cliente-8';
    const done = await call('POST', '/api/password-reset', undefined, {
      token: link,
      password,
      confirmPassword: password,
    });
    expect(done.json()).toEqual({ apiTokensRevoked: 0, calendarEnded: true });
    expect((await feed(later)).statusCode).toBe(404);
  });

  it("the firm resets the client's second factor", async () => {
    const { user, token } = await clientWithCalendar();
    await seedTwoFactor(t.app, user.id);
    const res = await call('DELETE', `/api/admin/users/${user.id}/two-factor`, mainAdmin);
    expect(res.json()).toEqual({ apiTokensRevoked: 0, calendarEnded: true });
    await expectCalendarEnded(user, token, 'user.two-factor.reset');
  });

  it("the firm ends the client's sessions", async () => {
    const { user, token } = await clientWithCalendar();
    const res = await call('DELETE', `/api/admin/users/${user.id}/sessions`, mainAdmin);
    expect(res.json()).toEqual({ ended: 1, apiTokensRevoked: 0, calendarEnded: true });
    await expectCalendarEnded(user, token, 'user.sessions.end');
  });

  it("'Termina tutte le altre sessioni' ends it with the passkeys, and only then", async () => {
    const { user, session, token } = await clientWithCalendar();
    const keep = await call('POST', '/api/user/sessions/end-others', session, { removePasskeys: false });
    expect(keep.json()).toMatchObject({ calendarEnded: false });
    expect((await feed(token)).statusCode).toBe(200);
    const all = await call('POST', '/api/user/sessions/end-others', session, { removePasskeys: true });
    expect(all.json()).toMatchObject({ calendarEnded: true });
    await expectCalendarEnded(user, token, 'session.end-others');
  });

  it('npm run admin -- reset-password', async () => {
    const { user, token } = await clientWithCalendar();
    const { ended } = await resetPassword(t.app.db, user.username);
    expect(ended).toEqual({ apiTokensRevoked: 0, calendarEnded: true });
    await expectCalendarEnded(user, token, 'cli.reset-password');
  });

  it("the client's own password change leaves it: a routine change, and the profile renews it", async () => {
    const { user, session, token } = await clientWithCalendar();
    const res = await call('POST', '/api/user/password', session, {
      currentPassword: user.password,
      newPassword: 'Cambiata-Da-Me-2026',
      confirmPassword: 'Cambiata-Da-Me-2026',
    });
    expect(res.json()).toEqual({ apiTokensRevoked: 0, calendarEnded: false });
    expect((await feed(token)).statusCode).toBe(200);
  });
});
