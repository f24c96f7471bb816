import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupAdminApp } from '../../../test/support/setup-test-app';
import { seedRecoveryCode, seedTwoFactor } from '../../../test/support/two-factor';
import { createUser, login } from '../../../test/support/users';
import { auditEvents, recoveryCodes, sessions, users, userTotp } from '../../db/schema';

const { t, admin } = setupAdminApp();

const put = (id: number, required: unknown, cookies = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}/two-factor-required`,
    cookies,
    payload: { required } as object,
  });
const reset = (id: number, cookies = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}/two-factor`, cookies });

describe("the firm and clients' second factors", () => {
  it('asks a client for one and stops asking, audited; never for an admin, never by a client', async () => {
    const client = await createUser(t.app);
    expect((await put(client.id, true)).statusCode).toBe(204);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, client.id));
    expect(row!.twoFactorRequired).toBe(true);
    expect((await put(client.id, false)).statusCode).toBe(204);
    const listed = (await t.app.inject({ url: '/api/admin/users', cookies: admin })).json();
    expect(listed.items.find((u: { id: number }) => u.id === client.id)).toMatchObject({
      twoFactorRequired: false,
    });

    const other = await createUser(t.app, { role: 'admin' });
    const forAdmin = await put(other.id, false);
    expect(forAdmin.statusCode).toBe(400);
    expect(forAdmin.json().message).toMatch(/sempre obbligatoria/);
    expect((await put(client.id, 'sì')).statusCode).toBe(400);
    expect((await put(999_999, true)).statusCode).toBe(404);
    const clientCookies = await login(t.app, client.username, client.password);
    expect((await put(client.id, false, clientCookies)).statusCode).toBe(403);
    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'user.two-factor.require'));
    expect(events.map((e) => e.details)).toEqual([
      { target: client.id, required: true },
      { target: client.id, required: false },
    ]);
  });

  it("resets a client's second factor: key, codes and sessions go, audited", async () => {
    const client = await createUser(t.app);
    await seedTwoFactor(t.app, client.id);
    await seedRecoveryCode(t.app, client.id);
    const clientCookies = await login(t.app, client.username, client.password);
    expect((await reset(client.id, clientCookies)).statusCode).toBe(403);

    expect((await reset(client.id)).statusCode).toBe(200);
    expect(await t.app.db.select().from(userTotp).where(eq(userTotp.userId, client.id))).toEqual([]);
    expect(await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, client.id))).toEqual(
      [],
    );
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, client.id))).toEqual([]);
    expect((await t.app.inject({ url: '/api/user', cookies: clientCookies })).statusCode).toBe(401);
    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'user.two-factor.reset'));
    expect(event!.details).toEqual({
      target: client.id,
      passkeysRemoved: 0,
      apiTokensRevoked: 0,
      calendarEnded: false,
    });
    // Signing in is one step again.
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: client.username, password: client.password },
    });
    expect(next.statusCode).toBe(200);
  });

  it("refuses an admin's own reset and an unknown user", async () => {
    const me = (await t.app.inject({ url: '/api/user', cookies: admin })).json();
    expect((await reset(me.id)).statusCode).toBe(400);
    expect((await reset(999_999)).statusCode).toBe(404);
  });
});
