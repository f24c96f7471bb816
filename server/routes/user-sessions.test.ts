import type { UserSession } from '@common/schemas/sessions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFrom } from '../../test/support/browser-sign-in';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { USER_AGENTS } from '../../test/support/user-agents';
import { createUser } from '../../test/support/users';
import { IDLE_TIMEOUT_MS } from '../auth/session-store';
import { auditEvents, sessions, users } from '../db/schema';
import { ID_MAX } from './id-params';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cookies = Record<string, string>;

const list = (cookies: Cookies) => t.app.inject({ url: '/api/user/sessions', cookies });
const sessionsOf = async (cookies: Cookies) => (await list(cookies)).json<UserSession[]>();
const currentId = async (cookies: Cookies) => (await sessionsOf(cookies)).find((s) => s.current)!.id;
const end = (cookies: Cookies, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${id}`, cookies });
const endOthers = (cookies: Cookies) =>
  t.app.inject({ method: 'POST', url: '/api/user/sessions/end-others', cookies });
const signedIn = async (cookies: Cookies) =>
  (await t.app.inject({ url: '/api/user', cookies })).statusCode === 200;
const auditOf = (event: 'session.end' | 'session.end-others', userId: number) =>
  t.app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.event, event), eq(auditEvents.userId, userId)));

describe('GET /api/user/sessions', () => {
  it('lists the live sessions: browser, system, cut address, times; the current one first, then by last activity', async () => {
    const user = await createUser(t.app);
    const windows = await signInFrom(t.app, user, {
      userAgent: USER_AGENTS.chromeWindows,
      address: '192.168.1.57',
    });
    const iphone = await signInFrom(t.app, user, {
      userAgent: USER_AGENTS.safariIphone,
      address: '2001:db8:85a3::8a2e:370:7334',
    });
    const script = await signInFrom(t.app, user, { userAgent: 'curl/8.5.0', address: '203.0.113.5' });
    // Someone else's session is never listed.
    const stranger = await createUser(t.app);
    await signInFrom(t.app, stranger, { userAgent: USER_AGENTS.firefoxLinux });
    // The Windows browser is used again later: it moves ahead of the iPhone.
    const signedInAt = t.clock.now.toISOString();
    t.clock.advance(5 * 60_000);
    expect(await signedIn(windows.cookies)).toBe(true);

    const res = await list(script.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const now = t.clock.now.toISOString();
    const shown = { id: expect.any(Number), createdAt: signedInAt, current: false };
    expect(res.json()).toEqual([
      // This very request counts as activity.
      {
        ...shown,
        browser: 'Sconosciuto',
        system: 'Sconosciuto',
        kind: 'unknown',
        address: '203.0.113.x',
        lastSeenAt: now,
        current: true,
      },
      {
        ...shown,
        browser: 'Chrome 131',
        system: 'Windows 10',
        kind: 'computer',
        address: '192.168.1.x',
        lastSeenAt: now,
      },
      {
        ...shown,
        browser: 'Safari 18',
        system: 'iOS 18',
        kind: 'phone',
        address: '2001:db8:85a3:…',
        lastSeenAt: signedInAt,
      },
    ]);
    // The public ids are the sessions' own, and nothing of the token travels.
    expect(new Set(res.json<UserSession[]>().map((s) => s.id))).toEqual(new Set(rows.map((r) => r.id)));
    for (const row of rows) expect(res.body).not.toContain(row.tokenHash);
    for (const cookies of [windows.cookies, iphone.cookies, script.cookies]) {
      expect(res.body).not.toContain(cookies.sid);
    }
  });

  it('leaves out the sessions that have expired', async () => {
    const user = await createUser(t.app);
    const idle = await signInFrom(t.app, user, { userAgent: USER_AGENTS.chromeWindows });
    const remembered = await signInFrom(t.app, user, { userAgent: USER_AGENTS.safariIphone, remember: true });
    expect(await sessionsOf(remembered.cookies)).toHaveLength(2);

    t.clock.advance(IDLE_TIMEOUT_MS);
    const shown = await sessionsOf(remembered.cookies);
    expect(shown.map((s) => [s.browser, s.current])).toEqual([['Safari 18', true]]);
    expect(await signedIn(idle.cookies)).toBe(false);
  });

  it('answers an account that still has to change its password, and refuses visitors', async () => {
    const user = await createUser(t.app);
    const { cookies } = await signInFrom(t.app, user);
    await t.app.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    expect((await t.app.inject({ url: '/api/documents', cookies })).statusCode).toBe(403);
    expect((await list(cookies)).statusCode).toBe(200);
    expect((await endOthers(cookies)).statusCode).toBe(200);
    expect((await end(cookies, await currentId(cookies))).statusCode).toBe(204);

    const visitor = await t.app.inject({ url: '/api/user/sessions' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Accesso richiesto.' });
  });
});

describe('DELETE /api/user/sessions/:id', () => {
  it("ends one of the user's other sessions: that browser is signed out, this one is not", async () => {
    const user = await createUser(t.app);
    const phone = await signInFrom(t.app, user, { userAgent: USER_AGENTS.safariIphone });
    const pc = await signInFrom(t.app, user, { userAgent: USER_AGENTS.chromeWindows });
    const phoneId = await currentId(phone.cookies);

    const res = await end(pc.cookies, phoneId);
    expect(res.statusCode).toBe(204);
    expect(res.cookies).toEqual([]);
    expect(await signedIn(phone.cookies)).toBe(false);
    expect(await signedIn(pc.cookies)).toBe(true);
    expect((await sessionsOf(pc.cookies)).map((s) => s.id)).not.toContain(phoneId);
    const [event] = await auditOf('session.end', user.id);
    expect(event).toMatchObject({ username: user.username, details: { session: phoneId, current: false } });

    // Ended twice: it is gone.
    const again = await end(pc.cookies, phoneId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Sessione non trovata: potrebbe essere già terminata.' });
  });

  it("refuses another user's session as if it did not exist, and leaves it alone", async () => {
    const owner = await createUser(t.app);
    const theirs = await signInFrom(t.app, owner);
    const intruder = await createUser(t.app);
    const mine = await signInFrom(t.app, intruder);

    const res = await end(mine.cookies, await currentId(theirs.cookies));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Sessione non trovata: potrebbe essere già terminata.' });
    expect(await signedIn(theirs.cookies)).toBe(true);
    expect(await auditOf('session.end', intruder.id)).toEqual([]);

    expect((await end(mine.cookies, ID_MAX)).statusCode).toBe(404);
    expect((await end(mine.cookies, 'abc')).statusCode).toBe(400);
    expect((await end({}, 1)).statusCode).toBe(401);
  });

  it('ends the current session too: that is signing out, and its cookie is cleared', async () => {
    const user = await createUser(t.app);
    const { cookies } = await signInFrom(t.app, user);
    const res = await end(cookies, await currentId(cookies));
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: '' });
    expect(await signedIn(cookies)).toBe(false);
    const [event] = await auditOf('session.end', user.id);
    expect(event?.details).toMatchObject({ current: true });
  });
});

describe('POST /api/user/sessions/end-others', () => {
  it("ends every session of the user but this one, and no one else's", async () => {
    const user = await createUser(t.app);
    const others = [
      await signInFrom(t.app, user, { userAgent: USER_AGENTS.safariIphone }),
      await signInFrom(t.app, user, { userAgent: USER_AGENTS.firefoxLinux }),
    ];
    const here = await signInFrom(t.app, user, { userAgent: USER_AGENTS.chromeWindows });
    const neighbour = await signInFrom(t.app, await createUser(t.app));

    const res = await endOthers(here.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2, passkeysRemoved: 0, apiTokensRevoked: 0, calendarEnded: false });
    for (const other of others) expect(await signedIn(other.cookies)).toBe(false);
    expect(await signedIn(here.cookies)).toBe(true);
    expect(await signedIn(neighbour.cookies)).toBe(true);
    expect((await sessionsOf(here.cookies)).map((s) => s.browser)).toEqual(['Chrome 131']);
    const [event] = await auditOf('session.end-others', user.id);
    expect(event).toMatchObject({ username: user.username, details: { ended: 2 } });

    expect((await endOthers(here.cookies)).json()).toEqual({
      ended: 0,
      passkeysRemoved: 0,
      apiTokensRevoked: 0,
      calendarEnded: false,
    });
    expect((await endOthers({})).statusCode).toBe(401);
  });
});
