import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { writeWebFile } from '../../test/support/web-root';

let t: TestApp;
let webRoot: string;
let origin: string;
/** What the server was asked over its sockets, in the order asked ('url accept-encoding'). */
const asked: string[] = [];

const put = (rel: string, content: string, compress = false) => writeWebFile(webRoot, rel, content, compress);

/** One request over a real socket, the body as sent (never decompressed). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
  base = origin,
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        `${base}${url}`,
        { method: options.method ?? 'GET', headers: options.headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

const PER_REQUEST = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id'];
const lasting = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.includes(name)));

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'studio-fast-'));
  await put('index.html', '<html><body><h1>Home</h1><script>window.x = 1;</script></body></html>', true);
  await put('chi-siamo/index.html', '<html><body><h1>Chi Siamo</h1></body></html>', true);
  await put('404/index.html', '<html><body><h1>404 Page Not Found</h1></body></html>');
  await put('__spa-fallback.html', '<html><body><p>Caricamento...</p></body></html>', true);
  await put('assets/app-Ab12Cd.js', `console.log(${JSON.stringify('x'.repeat(2000))});`, true);
  await put('robots.txt', 'User-agent: *\n');
  t = await createTestApp({ config: { webRoot, publicUrl: 'https://www.studio.example' } });
  t.app.server.on('request', (req: IncomingMessage) =>
    asked.push(`${req.url} ${req.headers['accept-encoding']}`),
  );
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // Prepared once the server listens.
  for (let i = 0; i < 100 && t.app.staticFastPath.stats.served === 0; i++) await send('/');
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('static files from memory, ahead of the router', () => {
  const urls = [
    '/',
    '/chi-siamo',
    '/reimposta-password',
    '/admin',
    '/404',
    '/assets/app-Ab12Cd.js',
    '/robots.txt',
  ];
  for (const url of urls) {
    it(`answers ${url} exactly as the app does, in every encoding, for GET and HEAD`, async () => {
      for (const encoding of ['br', 'gzip', 'gzip;q=0, br;q=0', 'identity']) {
        const before = t.app.staticFastPath.stats.served;
        const fast = await send(url, { headers: { 'accept-encoding': encoding } });
        expect(t.app.staticFastPath.stats.served, `${url} ${encoding}`).toBe(before + 1);
        const app = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(fast.status).toBe(app.statusCode);
        expect(lasting(fast.headers)).toEqual(lasting(app.headers));
        expect(fast.body.equals(app.rawPayload), `${url} ${encoding}`).toBe(true);

        const head = await send(url, { method: 'HEAD', headers: { 'accept-encoding': encoding } });
        expect(t.app.staticFastPath.stats.served).toBe(before + 2);
        expect(lasting(head.headers)).toEqual(lasting(app.headers));
        expect(head.body.length).toBe(0);
      }
    });
  }

  it('asked the server itself, over its own socket, for what it keeps', () => {
    // `inject`'s stand-ins through Node's HTTP code left every later request about a third slower (decision 0014).
    for (const answer of ['/ gzip', '/ br', '/chi-siamo identity', '/assets/app-Ab12Cd.js gzip'])
      expect(asked).toContain(answer);
  });

  it('keeps its answers ready when it listens on every address, as it does by default (HOST=0.0.0.0)', async () => {
    const other = await createTestApp({ config: { webRoot, publicUrl: 'https://www.studio.example' } });
    try {
      await other.app.listen({ port: 0, host: '0.0.0.0' });
      const base = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
      for (let i = 0; i < 100 && other.app.staticFastPath.stats.served === 0; i++) await send('/', {}, base);
      expect(other.app.staticFastPath.stats.served).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it("keeps Fastify's own server settings (keep-alive past a proxy's idle limit)", () => {
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });

  it("leaves to the router what it must decide: revalidation, query strings, other methods and paths, the client's area", async () => {
    const before = t.app.staticFastPath.stats.served;
    const page = await send('/chi-siamo');
    const revalidated = await send('/chi-siamo', { headers: { 'if-none-match': String(page.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect((await send('/chi-siamo?utm_source=x')).status).toBe(200);
    expect((await send('/chi-siamo/')).status).toBe(308);
    expect((await send('/', { method: 'POST' })).status).toBe(404);
    expect((await send('/non-esiste')).status).toBe(404);
    expect((await send('/index.html')).status).toBe(404);
    expect((await send('/api/health')).status).toBe(200);
    // Made for each client: it carries their first answers (server/web/page-answers.ts).
    expect((await send('/area-clienti')).status).toBe(200);
    expect(t.app.staticFastPath.stats.served).toBe(before + 1);
  });
});
