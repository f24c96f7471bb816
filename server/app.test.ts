import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/support/test-app';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logStream: { write: (line: string) => void logLines.push(line) },
    env: { LOG_LEVEL: 'info' },
    beforeReady: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail: connection string postgres://u:p@db');
      });
      app.post('/api/test/echo', async (request) => ({ received: request.body }));
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/api/test/validated',
          { schema: { body: z.object({ name: z.string({ error: 'Scrivi il nome' }) }) } },
          async (request) => request.body,
        );
    },
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('error handling', () => {
  it('answers unknown API paths with a JSON 404 in Italian', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Risorsa non trovata.' });
    }
  });

  it('hides the internals of a 500 and logs nothing into the body', async () => {
    const res = await t.app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Si è verificato un errore interno. Riprova più tardi.' });
    expect(res.body).not.toContain('secret');
  });

  it('refuses malformed JSON with 400 and an Italian message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Il corpo della richiesta non è un JSON valido.' });
  });

  it("refuses a body that is no object in Italian, and keeps a field's own message", async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/validated',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const payload of ['null', '"testo"', '[1]']) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('La richiesta non contiene i dati attesi.');
    }
    const res = await post('{}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Scrivi il nome', fieldErrors: { name: 'Scrivi il nome' } });
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(100 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Il contenuto inviato è troppo grande.' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Tipo di contenuto non supportato.' });
  });
});

describe('security headers', () => {
  it('sends helmet headers, a deny-all CSP on the API and no x-powered-by', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none'",
    );
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['permissions-policy']).toMatch(/^camera=\(\), .*microphone=\(\), .*usb=\(\)/);
  });

  it('logs a 500 with the request id it sends back, and ignores a client-chosen id', async () => {
    logLines.length = 0;
    const res = await t.app.inject({ url: '/api/test/boom', headers: { 'request-id': 'chosen-by-client' } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const entry = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(entry).toMatchObject({
      level: 50,
      reqId: id,
      err: { message: expect.stringContaining('secret internal') },
    });
  });
});

describe('production mode', () => {
  it('adds HSTS', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.app.inject('/api/health');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
    }
  });
});
