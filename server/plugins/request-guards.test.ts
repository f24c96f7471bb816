import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';

let t: TestApp;
let clientCookies: Record<string, string>;
let adminCookies: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://www.studio.example' } });
  const client = await createUser(t.app, { username: 'elena' });
  clientCookies = await login(t.app, client.username, client.password);
  adminCookies = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

// Admin-only routes outside /api/admin carry the same guard on the route itself.
const ADMIN_ONLY_ELSEWHERE = ['POST /api/documents/upload'];

describe('admin routes', () => {
  const adminRoutes = () =>
    t.app.registeredRoutes.filter(
      (r) =>
        (r.url.startsWith('/api/admin') || ADMIN_ONLY_ELSEWHERE.includes(`${r.method} ${r.url}`)) &&
        r.method !== 'HEAD',
    );

  it('exist (so the checks below check something)', () => {
    expect(adminRoutes().length).toBeGreaterThan(ADMIN_ONLY_ELSEWHERE.length);
    const listed = adminRoutes().map((r) => `${r.method} ${r.url}`);
    for (const route of ADMIN_ONLY_ELSEWHERE) expect(listed).toContain(route);
  });

  it('refuse visitors with 401 and clients with 403, every one of them', async () => {
    for (const route of adminRoutes()) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const method = route.method as 'GET';
      const visitor = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(visitor.statusCode, `${method} ${url} as visitor`).toBe(401);
      const client = await t.app.inject({
        method,
        url,
        cookies: clientCookies,
        payload: method === 'GET' ? undefined : {},
      });
      expect(client.statusCode, `${method} ${url} as client`).toBe(403);
      expect(client.json()).toEqual({ message: 'Operazione riservata agli amministratori.' });
    }
  });

  it('let an admin through', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit-events', cookies: adminCookies });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((e: { event: string }) => e.event)).toContain('login.success');
  });
});

describe('cross-origin protection', () => {
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/logout', headers, cookies: clientCookies });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: 'null' }],
  ])('refuses a state change with %j', async (headers) => {
    const res = await logout(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Richiesta proveniente da un altro sito: operazione non consentita.',
    });
    expect((await t.app.inject({ url: '/api/user', cookies: clientCookies })).statusCode).toBe(200);
  });

  it('allows its own origin, same-origin fetches and reads from anywhere', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://www.studio.example', 'sec-fetch-site': 'same-origin' },
      payload: { username: 'nobody', password: 'whatever' },
    });
    expect(own.statusCode).toBe(401);
    const read = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('requires a JSON content type on JSON endpoints', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ username: 'elena', password: 'whatever' }),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('cookies in production', () => {
  it('are Secure, HttpOnly, SameSite=Lax and use the __Host- prefix', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      });
      const cookie = res.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
      const me = await prod.app.inject({ url: '/api/user', cookies: { '__Host-sid': cookie!.value } });
      expect(me.statusCode).toBe(200);
      expect((await prod.app.inject({ url: '/api/user', cookies: { sid: cookie!.value } })).statusCode).toBe(
        401,
      );
    } finally {
      await prod.close();
    }
  });
});
