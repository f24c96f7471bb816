import { afterAll, beforeAll } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from './test-app';
import { login } from './users';

export type Cookies = Record<string, string>;

/**
 * A test app for the calling file or describe: made in beforeAll, closed in
 * afterAll. The object returned is empty until beforeAll fills it in, so that
 * a file can keep it in a const; read its fields inside hooks and tests only.
 */
export function setupTestApp(options?: Parameters<typeof createTestApp>[0]): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close?.());
  return t;
}

/** Signs a user made by createUser in; the session cookie to send back. */
export const signedInAs = (t: TestApp, user: { username: string; password: string }): Promise<Cookies> =>
  login(t.app, user.username, user.password);

/** Signs the test admin in; the session cookie to send back. */
export const loginAdmin = (t: TestApp): Promise<Cookies> => signedInAs(t, TEST_ADMIN);

/** setupTestApp with the test admin signed in: `admin` is its cookie, filled in by beforeAll likewise. */
export function setupAdminApp(options?: Parameters<typeof createTestApp>[0]): { t: TestApp; admin: Cookies } {
  const t = setupTestApp(options);
  const admin: Cookies = {};
  beforeAll(async () => {
    Object.assign(admin, await loginAdmin(t));
  });
  return { t, admin };
}
