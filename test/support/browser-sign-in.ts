import type { FastifyInstance } from 'fastify';
import { KNOWN_BROWSER_COOKIE } from '../../common/known-browser';

export interface BrowserSignIn {
  /** The session cookie, to send back. */
  cookies: Record<string, string>;
  /** The value of the known-browser cookie the server set, to sign in "from the same browser" again. */
  browserId: string | undefined;
}

/**
 * Signs a client in as a given browser would: its user agent, its address and
 * the known-browser cookie it kept. Clients only: administrators sign in
 * through login() in test/support/users.ts (it handles their second factor).
 */
export async function signInFrom(
  app: FastifyInstance,
  user: { username: string; password: string },
  browser: { userAgent?: string; address?: string; browserId?: string; remember?: boolean } = {},
): Promise<BrowserSignIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: user.password, remember: browser.remember ?? false },
    headers: browser.userAgent ? { 'user-agent': browser.userAgent } : {},
    remoteAddress: browser.address,
    cookies: browser.browserId ? { [KNOWN_BROWSER_COOKIE]: browser.browserId } : {},
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const session = res.cookies.find((c) => c.name === 'sid');
  if (!session) throw new Error('no session cookie');
  return {
    cookies: { sid: session.value },
    browserId: res.cookies.find((c) => c.name === KNOWN_BROWSER_COOKIE)?.value,
  };
}
