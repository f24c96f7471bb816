import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInFrom } from '../../../test/support/browser-sign-in';
import { setupAdminApp } from '../../../test/support/setup-test-app';
import { TEST_ADMIN } from '../../../test/support/test-app';
import { USER_AGENTS } from '../../../test/support/user-agents';
import { createUser, login } from '../../../test/support/users';
import { auditEvents, sessions } from '../../db/schema';
import { ID_MAX } from '../id-params';

let { t, admin } = setupAdminApp();

const endAll = (id: number, cookies = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}/sessions`, cookies });
const signedIn = async (cookies: Record<string, string>) =>
  (await t.app.inject({ url: '/api/user', cookies })).statusCode === 200;
const sessionCount = async (userId: number) =>
  (await t.app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('DELETE /api/admin/users/:id/sessions', () => {
  it('ends every session of a client, keeps the account and its password, and audits it', async () => {
    const client = await createUser(t.app);
    const devices = [
      await signInFrom(t.app, client, { userAgent: USER_AGENTS.safariIphone }),
      await signInFrom(t.app, client, { userAgent: USER_AGENTS.chromeWindows, remember: true }),
    ];
    const bystander = await signInFrom(t.app, await createUser(t.app));

    const res = await endAll(client.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2, apiTokensRevoked: 0, calendarEnded: false });
    for (const device of devices) expect(await signedIn(device.cookies)).toBe(false);
    expect(await sessionCount(client.id)).toBe(0);
    expect(await signedIn(bystander.cookies)).toBe(true);
    expect(await signedIn(admin)).toBe(true);
    // Nothing else changed: the same password opens a new session.
    expect(await signedIn((await signInFrom(t.app, client)).cookies)).toBe(true);

    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'user.sessions.end'), eq(auditEvents.userId, 1)));
    expect(event).toMatchObject({
      username: TEST_ADMIN.username,
      details: { target: client.id, targetUsername: client.username, ended: 2, keptCurrent: false },
    });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await endAll(ID_MAX);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Utente non trovato' });
  });

  it('is refused to a client, even on their own account', async () => {
    const client = await createUser(t.app);
    const { cookies } = await signInFrom(t.app, client);
    const victim = await createUser(t.app);
    const theirs = await signInFrom(t.app, victim);
    for (const id of [victim.id, client.id]) {
      const res = await endAll(id, cookies);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Operazione riservata agli amministratori.' });
    }
    expect(await signedIn(theirs.cookies)).toBe(true);
    expect(await signedIn(cookies)).toBe(true);
  });

  it("on the admin's own account ends the other sessions and keeps the one asking", async () => {
    const elsewhere = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const here = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await endAll(1, here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2, apiTokensRevoked: 0, calendarEnded: false });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(admin)).toBe(false);
    expect(await sessionCount(1)).toBe(1);
    admin = here;
  });
});
