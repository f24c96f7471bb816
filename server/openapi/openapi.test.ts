import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { appRoot } from '../paths';
import { openApiText } from './generate';
import type { OpenApiDocument } from './openapi-plugin';

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as OpenApiDocument;
});
afterAll(() => t.close());

const METHODS = 'GET|POST|PUT|PATCH|DELETE';
/** 'DELETE /api/admin/users/{id}' for each API route the server registered (HEAD aside). */
function registeredOperations(): string[] {
  return t.app.registeredRoutes
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1')}`);
}

describe('the OpenAPI document', () => {
  it('lists every registered API route, and nothing else', () => {
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/(.)\/$/, '$1')}`),
    );
    const registered = [...new Set(registeredOperations())];
    expect(documented.filter((op) => !registered.includes(op))).toEqual([]);
    expect(registered.filter((op) => !documented.includes(op))).toEqual([]);
  });

  it('gives every operation a success answer, none left as a bare default', () => {
    for (const [p, ops] of Object.entries(doc.paths))
      for (const [m, op] of Object.entries(ops)) {
        const statuses = Object.keys(op.responses ?? {});
        expect(
          statuses.some((s) => /^2\d\d$/.test(s)),
          `${m} ${p}`,
        ).toBe(true);
        for (const answer of Object.values(op.responses ?? {}) as {
          description: string;
          content?: unknown;
        }[])
          expect(answer.description === 'Default Response' && !answer.content, `${m} ${p}`).toBe(false);
      }
  });

  it('is committed as docs/openapi.json as the code generates it (npm run build writes it)', async () => {
    const committed = await readFile(path.join(appRoot, 'docs/openapi.json'), 'utf8');
    expect(committed).toBe(openApiText(doc as unknown as Record<string, unknown>));
  });

  it('is described route by route in docs/api.md', async () => {
    const text = await readFile(path.join(appRoot, 'docs/api.md'), 'utf8');
    const described = new Set<string>();
    const mention = new RegExp(`((?:${METHODS})(?:/(?:${METHODS}))*) (/[^\\s\`?|,]*)`, 'g');
    for (const [, methods, route] of text.matchAll(mention))
      for (const method of methods!.split('/'))
        described.add(`${method} /api${route!.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`);
    const missing = registeredOperations().filter((op) => !described.has(op));
    expect(missing).toEqual([]);
  });

  it('is served to administrators only', async () => {
    const admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await t.app.inject({ url: '/api/openapi.json', cookies: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/v1/documents': {} } });
    const client = await createUser(t.app);
    const own = await login(t.app, client.username, client.password);
    expect((await t.app.inject({ url: '/api/openapi.json', cookies: own })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(401);
  });
});

describe('the check of every success answer against the document', () => {
  it('names a route that answers a status the document does not list', async () => {
    const other = await createTestApp({
      beforeReady: (app) =>
        app.delete('/api/solo-per-il-test', async (_r, reply) => reply.status(204).send()),
    });
    expect((await other.app.inject({ method: 'DELETE', url: '/api/solo-per-il-test' })).statusCode).toBe(204);
    await expect(other.close()).rejects.toThrow(
      'DELETE /api/solo-per-il-test answered 204; docs/openapi.json lists 200',
    );
  });
});
