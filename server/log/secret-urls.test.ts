import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { MASKED, maskSecrets } from './secret-urls';

describe('the request log', () => {
  it('writes a calendar feed poll with its token masked, in every line', async () => {
    const logLines: string[] = [];
    const t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
      beforeReady: (app) =>
        app.get('/api/test/quotes-a-feed', async () => {
          throw new Error('could not read /api/calendar/0123456789abcdef-leaked');
        }),
    });
    try {
      const client = await createUser(t.app);
      const cookies = await login(t.app, client.username, client.password);
      const created = await t.app.inject({ method: 'POST', url: '/api/user/calendar-token', cookies });
      expect(created.statusCode).toBe(201);
      const { token } = created.json<{ token: string }>();

      logLines.length = 0;
      const poll = await t.app.inject({ url: `/api/calendar/${token}.ics` });
      expect(poll.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/test/quotes-a-feed' })).statusCode).toBe(500);

      const lines = logLines.map((line) => JSON.parse(line));
      const polled = lines.find(
        (line) => line.msg === 'incoming request' && line.req.url.startsWith('/api/calendar/'),
      );
      expect(polled?.req).toMatchObject({ method: 'GET', url: `/api/calendar/${MASKED}` });
      const failed = lines.find((line) => line.msg === 'request failed');
      expect(failed?.err.message).toBe(`could not read /api/calendar/${MASKED}`);
      expect(failed?.err.stack).not.toContain('leaked');
      for (const line of logLines) {
        expect(line).not.toContain(token);
        expect(line).not.toContain('leaked');
      }
    } finally {
      await t.close();
    }
  });

  it('masks a key in any route of the API whose path carries one', async () => {
    const t = await createTestApp();
    try {
      const secretRoutes = t.app.registeredRoutes.filter((r) => /:\w*(token|secret|key)\b/i.test(r.url));
      expect(secretRoutes.map((r) => r.url)).toContain('/api/calendar/:token');
      for (const { url } of secretRoutes) {
        const path = url.replace(/:(\w+)/g, (_, name: string) =>
          /token|secret|key/i.test(name) ? 'Sup3rSecretValue' : '1',
        );
        expect(maskSecrets(path), url).not.toContain('Sup3rSecretValue');
      }
    } finally {
      await t.close();
    }
  });
});

describe('maskSecrets', () => {
  it('masks keys in a query, keeping the rest of the URL', () => {
    expect(maskSecrets('/reimposta-password?token=abc123&x=1')).toBe(
      `/reimposta-password?token=${MASKED}&x=1`,
    );
    expect(maskSecrets('/api/x?page=2&access_token=abc#top')).toBe(
      `/api/x?page=2&access_token=${MASKED}#top`,
    );
    expect(maskSecrets('/api/calendar/abc.ics?x=1')).toBe(`/api/calendar/${MASKED}?x=1`);
    expect(maskSecrets('/api/admin/documents?q=rossi&cursor=abc')).toBe(
      '/api/admin/documents?q=rossi&cursor=abc',
    );
  });
});
