import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { auditEvents } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (cookies: Record<string, string> | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/password', payload, cookies });

describe('POST /api/user/password', () => {
  it('changes the password and ends every other session of the user', async () => {
    const user = await createUser(t.app, { username: 'carla', password: 'vecchia-password' });
    const phone = await login(t.app, 'carla', user.password);
    const laptop = await login(t.app, 'carla', user.password);
    const res = await change(laptop, {
      currentPassword: 'vecchia-password',
      newPassword: 'nuova-password',
      confirmPassword: 'nuova-password',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', cookies: laptop })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', cookies: phone })).statusCode).toBe(401);
    await expect(login(t.app, 'carla', 'vecchia-password')).rejects.toThrow('401');
    await login(t.app, 'carla', 'nuova-password');
  });

  it('refuses a wrong current password', async () => {
    await createUser(t.app, { username: 'dario', password: 'dario-password' });
    const cookies = await login(t.app, 'dario', 'dario-password');
    const res = await change(cookies, {
      currentPassword: 'not-my-password',
      newPassword: 'nuova-password',
      confirmPassword: 'nuova-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'La password attuale non è corretta' });
  });

  it.each([
    [
      { currentPassword: 'dario-password', newPassword: 'corta', confirmPassword: 'corta' },
      'La password deve essere di almeno 12 caratteri',
    ],
    [
      { currentPassword: 'dario-password', newPassword: 'nuova-password', confirmPassword: 'altra-password' },
      'Le password non corrispondono',
    ],
    [
      { currentPassword: 'dario-password', newPassword: 'dario-password', confirmPassword: 'dario-password' },
      'La nuova password deve essere diversa da quella attuale',
    ],
  ])('validates %j', async (payload, message) => {
    const cookies = await login(t.app, 'dario', 'dario-password');
    const res = await change(cookies, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a session', async () => {
    const res = await change(undefined, {
      currentPassword: 'a',
      newPassword: 'Una-Password-Nuova-2026',
      confirmPassword: 'Una-Password-Nuova-2026',
    });
    expect(res.statusCode).toBe(401);
  });

  it('throttles the current password like a sign-in, and audits each wrong one', async () => {
    const user = await createUser(t.app, { username: 'elio', password: 'elio-password' });
    const cookies = await login(t.app, 'elio', user.password);
    const attempt = (currentPassword: string) =>
      change(cookies, {
        currentPassword,
        newPassword: 'Elio-Nuova-Chiave-2026',
        confirmPassword: 'Elio-Nuova-Chiave-2026',
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await attempt(`tentativo-${i}`));
    expect(answers.slice(0, 3).map((r) => r.statusCode)).toEqual([400, 400, 400]);
    const blocked = answers.find((r) => r.statusCode === 429);
    expect(blocked?.json().message).toMatch(/^Troppi tentativi di accesso./);
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(0);

    // While it lasts even the right password is refused, and nothing changes.
    expect((await attempt('elio-password')).statusCode).toBe(429);
    const failures = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'password.change.failure'), eq(auditEvents.username, 'elio')));
    expect(failures).toHaveLength(answers.filter((r) => r.statusCode === 400).length);

    t.clock.advance(16 * 60 * 1000);
    await login(t.app, 'elio', 'elio-password');
    expect((await attempt('elio-password')).statusCode).toBe(200);
    await login(t.app, 'elio', 'Elio-Nuova-Chiave-2026');
  });
});
