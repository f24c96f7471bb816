import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { MUST_CHANGE_PASSWORD, MUST_ENROL_TWO_FACTOR } from '../auth/guards';

/** A site started on an empty database; `password` is ADMIN_PASSWORD ('' for unset). */
async function firstStart(password: string) {
  const logLines: string[] = [];
  const t = await createTestApp({
    env: { ADMIN_PASSWORD: password, LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  return { t, logLines };
}

async function signIn(t: TestApp, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: TEST_ADMIN.username, password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'sid')!;
  return { user: res.json(), cookies: { sid: cookie.value } };
}

describe('the main administrator created on first start', () => {
  it('without ADMIN_PASSWORD must replace the printed password before anything else', async () => {
    const { t, logLines } = await firstStart('');
    try {
      const banner = logLines.map((l) => JSON.parse(l).msg as string).find((m) => m.includes('password: '));
      const printed = /password: (\S+)/.exec(banner ?? '')?.[1] ?? '';

      const { user, cookies } = await signIn(t, printed);
      expect(user).toMatchObject({ id: 1, role: 'admin', mustChangePassword: true });
      const blocked = await t.app.inject({ url: '/api/admin/users', cookies });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ message: MUST_CHANGE_PASSWORD });
      expect(banner).toContain('must be changed at the first sign-in');

      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/user/password',
        cookies,
        payload: {
          currentPassword: printed,
          newPassword: 'Nuova-password-titolare-2026',
          confirmPassword: 'Nuova-password-titolare-2026',
        },
      });
      expect(changed.statusCode).toBe(200);
      // The next step is the second factor every administrator must set up.
      const next = await t.app.inject({ url: '/api/admin/users', cookies });
      expect(next.json()).toEqual({ message: MUST_ENROL_TWO_FACTOR });
    } finally {
      await t.close();
    }
  });

  it('with ADMIN_PASSWORD keeps the configured password', async () => {
    const { t } = await firstStart(TEST_ADMIN.password);
    try {
      const { user, cookies } = await signIn(t, TEST_ADMIN.password);
      expect(user).toMatchObject({ id: 1, role: 'admin', mustChangePassword: false });
      const res = await t.app.inject({ url: '/api/admin/users', cookies });
      expect(res.json()).toEqual({ message: MUST_ENROL_TWO_FACTOR });
    } finally {
      await t.close();
    }
  });
});
