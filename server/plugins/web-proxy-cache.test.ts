import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askOverSocket } from '../../test/support/ask-over-socket';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { writeWebFile } from '../../test/support/web-root';
import { PROXY_CACHE_SECONDS } from './web';

let webRoot: string;
let behindProxy: TestApp;
let alone: TestApp;

/** The status, the header names in the order sent and their values, of a GET over a real socket. */
async function headersOf(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const { port } = app.app.server.address() as AddressInfo;
  const answer = await askOverSocket({ host: '127.0.0.1', port, path: url, headers });
  const names = answer.headers.filter((_, i) => i % 2 === 0);
  const values: Record<string, string | undefined> = {};
  for (let i = 0; i < answer.headers.length; i += 2) values[answer.headers[i]!] = answer.headers[i + 1];
  return { status: answer.status, names, values };
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'studio-web-proxy-'));
  await writeWebFile(webRoot, 'index.html', '<html><body><h1>Home</h1></body></html>', true);
  await writeWebFile(webRoot, 'auth/index.html', '<html><body><h1>Area Riservata</h1></body></html>');
  await writeWebFile(webRoot, '404/index.html', '<html><body><h1>404</h1></body></html>');
  await writeWebFile(webRoot, 'assets/app-Ab12Cd.js', 'console.log(1);', true);
  await writeWebFile(webRoot, 'robots.txt', 'User-agent: *\n');
  const config = { webRoot, publicUrl: 'https://www.studio.example' };
  behindProxy = await createTestApp({ config: { ...config, trustProxy: true } });
  alone = await createTestApp({ config });
  await behindProxy.app.listen({ port: 0, host: '127.0.0.1' });
  await alone.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await behindProxy?.close();
  await alone?.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('what a proxy in front may repeat (decision 0035)', () => {
  it('marks the public files for a few seconds, before their Cache-Control', async () => {
    for (const url of ['/', '/auth', '/robots.txt']) {
      for (const encoding of ['gzip', 'identity']) {
        const { status, names, values } = await headersOf(behindProxy, url, { 'accept-encoding': encoding });
        expect(status, url).toBe(200);
        expect(values['x-accel-expires'], url).toBe(String(PROXY_CACHE_SECONDS));
        expect(values['x-accel-buffering'], url).toBe('yes');
        // nginx 1.22 reads them in order: a no-cache read first would keep the page out of its cache.
        expect(names.indexOf('x-accel-expires'), url).toBeLessThan(names.indexOf('cache-control'));
        expect(values['cache-control'], url).toBe('no-cache');
      }
    }
  });

  it('keeps the mark on a revalidation, so the proxy keeps the page a few seconds more', async () => {
    const { values } = await headersOf(behindProxy, '/');
    const again = await headersOf(behindProxy, '/', { 'if-none-match': values.etag! });
    expect(again.status).toBe(304);
    expect(again.values['x-accel-expires']).toBe(String(PROXY_CACHE_SECONDS));
  });

  it("never marks the client's area, a not-found page, an API answer, a hashed asset or an address with a query", async () => {
    const unmarked = [
      '/?utm_source=x',
      '/reimposta-password?token=segreto',
      '/area-clienti',
      '/area-clienti?scheda=invia',
      '/non-esiste',
      '/api/health',
      '/api/user',
    ];
    for (const url of [...unmarked, '/assets/app-Ab12Cd.js']) {
      const { values } = await headersOf(behindProxy, url);
      expect(values['x-accel-expires'], url).toBeUndefined();
      expect(values['x-accel-buffering'], url).toBeUndefined();
    }
  });

  it('says nothing of it without a proxy (TRUST_PROXY unset)', async () => {
    for (const url of ['/', '/auth', '/robots.txt']) {
      const { status, values } = await headersOf(alone, url);
      expect(status, url).toBe(200);
      expect(values['x-accel-expires'], url).toBeUndefined();
    }
  });
});
