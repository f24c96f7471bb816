import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser } from '../../test/support/users';
import { waitInWords } from '../limits/too-many-requests';
import { blockFor } from './login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.app, { username: 'lucia', password: 'lucia-password' });
  await createUser(t.app, { username: 'paolo', password: 'paolo-password' });
});
afterAll(() => t.close());

const attempt = (username: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

describe('login throttling', () => {
  it('doubles the wait after three failures, blocks with 429, and resets on success', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('lucia', 'wrong-password')).statusCode).toBe(401);
    // The fourth failure starts a 1-second wait.
    expect((await attempt('lucia', 'wrong-password')).statusCode).toBe(401);
    const blocked = await attempt('lucia', 'lucia-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Troppi tentativi di accesso. Riprova tra 1 secondo.' });
    expect(blocked.headers['retry-after']).toBe('1');

    t.clock.advance(1_100);
    expect((await attempt('lucia', 'wrong-password')).statusCode).toBe(401);
    t.clock.advance(1_100);
    // The fifth failure asked for 2 seconds: 1.1 s later still blocked.
    expect((await attempt('lucia', 'lucia-password')).statusCode).toBe(429);
    t.clock.advance(1_000);
    expect((await attempt('lucia', 'lucia-password')).statusCode).toBe(200);
    // Success forgets the failures: a new mistake is free again.
    expect((await attempt('lucia', 'wrong-password')).statusCode).toBe(401);
    expect((await attempt('lucia', 'lucia-password')).statusCode).toBe(200);
  });

  it('throttles unknown names exactly like real ones', async () => {
    for (let i = 0; i < 4; i++) await attempt('ghost', 'wrong-password');
    const res = await attempt('ghost', 'wrong-password');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Troppi tentativi di accesso\. Riprova tra /);
  });

  it('throttles a client address that tries many accounts', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 21; i++) await attempt(`user${i}`, 'wrong-password', ip);
    expect((await attempt('paolo', 'paolo-password', ip)).statusCode).toBe(429);
    expect((await attempt('paolo', 'paolo-password', '203.0.113.8')).statusCode).toBe(200);
  });

  it('keeps an account well below 100 guesses an hour', () => {
    let elapsed = 0;
    let guesses = 0;
    for (let failures = 1; elapsed < 3_600_000; failures++) {
      guesses++;
      elapsed += blockFor(failures, 3);
    }
    expect(guesses).toBeLessThan(25);
  });

  it('words the wait in Italian', () => {
    expect(waitInWords(1)).toBe('1 secondo');
    expect(waitInWords(45_000)).toBe('45 secondi');
    expect(waitInWords(60_000)).toBe('1 minuto');
    expect(waitInWords(15 * 60_000)).toBe('15 minuti');
  });
});

describe('no user enumeration by timing', () => {
  it('spends about as long on an unknown user as on a wrong password', async () => {
    const timings = { unknown: [] as number[], wrong: [] as number[] };
    for (let i = 0; i < 6; i++) {
      // A fresh address and name each time, so throttling never interferes.
      for (const kind of ['unknown', 'wrong'] as const) {
        const start = process.hrtime.bigint();
        await attempt(
          kind === 'wrong' ? 'paolo' : `nobody${i}`,
          `wrong-${i}-pw`,
          `198.51.100.${i * 2 + (kind === 'wrong' ? 1 : 0)}`,
        );
        timings[kind].push(Number(process.hrtime.bigint() - start) / 1e6);
        if (kind === 'wrong') t.clock.advance(3_600_001);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(timings.unknown) / median(timings.wrong);
    // Both verify one argon2id hash; without the dummy hash the unknown
    // case would take a small fraction of the time.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
