import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAuthenticator, passkeyEnv, sendSignIn, signInOptions } from '../../test/support/passkeys';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { seedTwoFactor } from '../../test/support/two-factor';
import { startTwoInstances } from '../../test/support/two-instances';
import { createUser, login } from '../../test/support/users';
import { auditEvents, loginThrottle } from '../db/schema';
import { FREE_ATTEMPTS } from './login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: passkeyEnv });
});
afterAll(() => t.close());

const PARALLEL = 100;
/** The attempts an account lets through before it blocks: the free ones and the one that starts the wait. */
const ACCOUNT_CHECKS = FREE_ATTEMPTS.account + 1;

function tally(responses: LightMyRequestResponse[]) {
  const by: Record<number, number> = {};
  for (const res of responses) by[res.statusCode] = (by[res.statusCode] ?? 0) + 1;
  return by;
}

const inParallel = (send: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: PARALLEL }, (_, i) => send(i)));

const events = async (app: FastifyInstance, event: string, ip: string) =>
  (
    await app.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.event, event), eq(auditEvents.ip, ip)))
  )[0]!.n;

describe(`${PARALLEL} wrong attempts at once: only the allowed ones are checked`, () => {
  it('at the password step', async () => {
    const user = await createUser(t.app);
    const ip = '192.0.2.10';
    const res = await inParallel(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password: 'wrong-password' },
        remoteAddress: ip,
      }),
    );
    expect(tally(res)).toEqual({ 401: ACCOUNT_CHECKS, 429: PARALLEL - ACCOUNT_CHECKS });
    expect(await events(t.app, 'login.failure', ip)).toBe(ACCOUNT_CHECKS);
    // The 1st and the 10th refusal in a row are written, the others only counted. On a server that runs
    // the requests truly at once the address may block too, before the account's refusals give its
    // attempts back: then its own 1st and 10th.
    expect(await events(t.app, 'login.throttled', ip)).toBeGreaterThanOrEqual(2);
    expect(await events(t.app, 'login.throttled', ip)).toBeLessThanOrEqual(4);
  });

  it('at the code step', async () => {
    const user = await createUser(t.app);
    await seedTwoFactor(t.app, user.id);
    const ip = '192.0.2.11';
    const step = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password },
      remoteAddress: ip,
    });
    expect(step.statusCode).toBe(202);
    const pending = step.cookies.find((c) => c.name === 'sign-in')!;
    const res = await inParallel(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/second-factor',
        payload: { code: '000000' },
        cookies: { [pending.name]: pending.value },
        remoteAddress: ip,
      }),
    );
    // The right password gave its attempt back: the code has all of them.
    expect(tally(res)).toEqual({ 401: ACCOUNT_CHECKS, 429: PARALLEL - ACCOUNT_CHECKS });
  });

  it('where the password is asked again in a signed-in session', async () => {
    const user = await createUser(t.app);
    await seedTwoFactor(t.app, user.id);
    const session = await login(t.app, user.username, user.password);
    const ip = '192.0.2.12';
    const res = await inParallel(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/two-factor/disable',
        payload: { password: 'wrong-password' },
        cookies: session,
        remoteAddress: ip,
      }),
    );
    expect(tally(res)).toEqual({ 400: ACCOUNT_CHECKS, 429: PARALLEL - ACCOUNT_CHECKS });
  });

  it('at the current password of a password change', async () => {
    const user = await createUser(t.app);
    const session = await login(t.app, user.username, user.password);
    const res = await inParallel(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/password',
        payload: {
          currentPassword: 'wrong-password',
          newPassword: 'Una-Nuova-Scelta-2026',
          confirmPassword: 'Una-Nuova-Scelta-2026',
        },
        cookies: session,
        remoteAddress: '192.0.2.15',
      }),
    );
    expect(tally(res)).toEqual({ 400: ACCOUNT_CHECKS, 429: PARALLEL - ACCOUNT_CHECKS });
  });

  it('with a passkey: the address lets through its own allowance', async () => {
    const stranger = newAuthenticator();
    stranger.register({
      challenge: 'AAAA',
      rp: { id: 'portale.studio.example' },
      user: { id: 'dXNlci05OTk' },
    });
    const ip = '192.0.2.13';
    const ceremonies: Awaited<ReturnType<typeof signInOptions>>[] = [];
    for (let i = 0; i < PARALLEL; i++) ceremonies.push(await signInOptions(t.app, ip));
    const res = await inParallel((i) =>
      sendSignIn(
        t.app,
        ceremonies[i]!.challenge,
        { response: stranger.authenticate(ceremonies[i]!.options) },
        ip,
      ),
    );
    const addressChecks = FREE_ATTEMPTS.ip + 1;
    expect(tally(res)).toEqual({ 401: addressChecks, 429: PARALLEL - addressChecks });
  });

  it('across two instances on one database', async () => {
    const now = new Date();
    const sites = await startTwoInstances({}, { now: () => now });
    try {
      const user = await createUser(sites.one);
      const res = await inParallel((i) =>
        (i % 2 === 0 ? sites.one : sites.two).inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: user.username, password: 'wrong-password' },
          remoteAddress: '192.0.2.14',
        }),
      );
      expect(tally(res)).toEqual({ 401: ACCOUNT_CHECKS, 429: PARALLEL - ACCOUNT_CHECKS });
    } finally {
      await sites.close();
    }
  });
});

describe('a flood of refused attempts leaves a bounded number of rows', () => {
  // The figure: a script's night of attempts, past the thousandth refusal the audit log records.
  const FLOOD = 10_000;

  async function flood(attempt: (i: number) => { username: string; ip: string }, total = FLOOD) {
    const statuses: Record<number, number> = {};
    // A few dozen in flight, as a script would send them.
    for (let start = 0; start < total; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, j) => {
          const { username, ip } = attempt(start + j);
          return t.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { username, password: 'wrong-password' },
            remoteAddress: ip,
          });
        }),
      );
      for (const res of batch) statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    }
    return statuses;
  }

  const rows = async (pattern: string) =>
    (await t.app.db.select({ n: count() }).from(loginThrottle).where(like(loginThrottle.key, pattern)))[0]!.n;

  it('from one address trying ever new names', { timeout: 300_000 }, async () => {
    const ip = '198.51.100.200';
    const statuses = await flood((i) => ({ username: `flood-name-${i}`, ip }));
    const checked = FREE_ATTEMPTS.ip + 1;
    expect(statuses).toEqual({ 401: checked, 429: FLOOD - checked });
    expect(await events(t.app, 'login.failure', ip)).toBe(checked);
    // Refusals 1, 10, 100 and 1,000 in a row.
    expect(await events(t.app, 'login.throttled', ip)).toBe(4);
    expect(await rows('account:flood-name-%')).toBe(checked);
    expect(await rows(`ip:${ip}`)).toBe(1);
  });

  it('at one account from ever new IPv6 addresses of one line, and of many lines', {
    timeout: 120_000,
  }, async () => {
    const user = await createUser(t.app);
    // One home line: every address of its /64 is one address to the limit.
    const line = await flood(
      (i) => ({ username: user.username, ip: `2001:db8:7:1::${i.toString(16)}` }),
      2_000,
    );
    expect(line[401]).toBe(ACCOUNT_CHECKS);
    expect(await rows('ip:2001:0db8:0007:0001::/64')).toBe(1);

    const other = await createUser(t.app);
    const many = await flood(
      (i) => ({ username: other.username, ip: `2001:db8:8:${i.toString(16)}::1` }),
      2_000,
    );
    expect(many[401]).toBe(ACCOUNT_CHECKS);
    // Only the addresses whose attempts were checked have a row.
    expect(await rows('ip:2001:0db8:0008:%')).toBe(ACCOUNT_CHECKS);
    const auditRows = (
      await t.app.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.username, other.username))
    )[0]!.n;
    expect(auditRows).toBe(ACCOUNT_CHECKS + 4);
  });
});
