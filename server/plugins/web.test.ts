import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PUBLIC_URL_PLACEHOLDER } from '@common/site-url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { writeWebFile } from '../../test/support/web-root';
import type { PageHandler } from '../web/react-router-pages';

let t: TestApp;
let webRoot: string;
const inlineScript = 'window.__ctx = {"page":"home"};';
const appJs = `console.log(${JSON.stringify('x'.repeat(2000))});`;

const put = (rel: string, content: string, compress = false) => writeWebFile(webRoot, rel, content, compress);

/** The status line and headers of a GET sent byte for byte as written. */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(answer.split('\r\n\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

/**
 * Stands in for React Router's handler (the build's is absent from a test's web root): it shows what the
 * adapter gives it, the request and what its context's `ask` gets from the API with the page's cookie.
 */
let draws = 0;
const drawPage: PageHandler = async (request, context) => {
  // A file's page asks for the file's details, a GET that records its reading.
  const pathname = new URL(request.url).pathname;
  const user = await context.ask(
    pathname.startsWith('/admin/') ? '/api/admin/documents/1/details' : '/api/user',
  );
  draws++;
  const html = `<html><body><h1>${new URL(request.url).pathname}</h1><p>user ${user.status}</p><p>draw ${draws}</p><script nonce="${context.nonce}">1</script></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'studio-web-'));
  await put('index.html', `<html><body><h1>Home</h1><script>${inlineScript}</script></body></html>`, true);
  await put(
    'chi-siamo/index.html',
    `<html><head><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/chi-siamo"></head><body><h1>Chi Siamo</h1></body></html>`,
    true,
  );
  await put('404/index.html', '<html><body><h1>404 Page Not Found</h1></body></html>');
  await put('auth/index.html', '<html><body><h1>Area Riservata</h1></body></html>');
  await put(
    'news/index.html',
    '<html><body><h1>News Fiscali</h1><p>Caricamento delle news...</p></body></html>',
  );
  await put('assets/app-Ab12Cd.js', appJs, true);
  await put('assets/first-page.worker-Xy_9-z.js', 'import("./pdfjs-Q1.js");');
  await put('robots.txt', 'User-agent: *\n');
  t = await createTestApp({ config: { webRoot, publicUrl: 'https://www.studio.example' }, pages: drawPage });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('pages', () => {
  it('serves a prerendered page with revalidation and a CSP allowing its inline script by hash', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Home</h1>');
    const csp = String(res.headers['content-security-policy']);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
  });

  it('turns the camera off on public pages and lets the private area ask for it', async () => {
    for (const url of ['/', '/chi-siamo', '/non-esiste', '/robots.txt']) {
      const policy = String((await t.app.inject(url)).headers['permissions-policy']);
      expect(policy, url).toMatch(/^camera=\(\), /);
      for (const off of ['microphone=()', 'geolocation=()', 'payment=()']) expect(policy, url).toContain(off);
    }
    for (const url of ['/auth', '/area-clienti', '/admin']) {
      const policy = String((await t.app.inject(url)).headers['permissions-policy']);
      expect(policy, url).toMatch(/^camera=\(self\), /);
      for (const off of ['microphone=()', 'geolocation=()', 'payment=()']) expect(policy, url).toContain(off);
    }
  });

  it('writes PUBLIC_URL into the page, in every encoding', async () => {
    const canonical = '<link rel="canonical" href="https://www.studio.example/chi-siamo">';
    expect((await t.app.inject('/chi-siamo')).body).toContain(canonical);
    const br = await t.app.inject({ url: '/chi-siamo', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(canonical);
    const gz = await t.app.inject({ url: '/chi-siamo', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toContain(canonical);
  });

  it('serves nested pages and redirects a trailing slash', async () => {
    expect((await t.app.inject('/chi-siamo')).body).toContain('Chi Siamo');
    const redirect = await t.app.inject('/chi-siamo/?x=1');
    expect(redirect.statusCode).toBe(308);
    expect(redirect.headers.location).toBe('/chi-siamo?x=1');
  });

  it('never sends the browser off the site: a path that starts with // or /\\ is not found', async () => {
    // Over a real socket: a test client would tidy '/\\' into '//' before the server saw it.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const paths = [
      '//evil.example/',
      '//evil.example',
      '///evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
    ];
    for (const target of [...paths, '//evil.example/?x=1']) {
      const head = await rawGet(port, target);
      expect(head, target).toMatch(/^HTTP\/1\.1 404 /);
      expect(head.toLowerCase(), target).not.toContain('location:');
    }
  });

  it('serves the prerendered sign-in page, and the private pages drawn for the request', async () => {
    expect((await t.app.inject('/auth')).body).toContain('Area Riservata');
    for (const url of ['/area-clienti', '/admin?scheda=utenti', '/reimposta-password']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      const html = gunzipSync(res.rawPayload).toString();
      expect(html, url).toContain(`<h1>${url.split('?')[0]}</h1>`);
      // The API asked without a session, as the browser would have: no account.
      expect(html, url).toContain('user 401');
      // One person's page: never kept, and its inline script runs by this answer's nonce only.
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers.vary, url).toBe('Accept-Encoding, Cookie');
      const nonce = /nonce="([^"]+)"/.exec(html)![1]!;
      expect(res.headers['content-security-policy'], url).toContain(`'nonce-${nonce}'`);
    }
    const again = await t.app.inject('/area-clienti');
    expect(again.headers['content-security-policy']).not.toBe(
      (await t.app.inject('/area-clienti')).headers['content-security-policy'],
    );
    expect((await t.app.inject('/admin/index.html')).statusCode).toBe(404);
  });

  it("draws a file's page, asking the API as from where the page was opened", async () => {
    const same = await t.app.inject({
      url: '/admin/documenti/1',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.body).toContain('<h1>/admin/documenti/1</h1><p>user 401</p>');
    // From another site the reading is refused as the browser's own request would be.
    const linked = await t.app.inject({
      url: '/admin/documenti/1',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(linked.body).toContain('<p>user 403</p>');
    for (const url of [
      '/admin/documenti/abc',
      '/admin/documenti/0',
      '/area-clienti/altro/1',
      '/reimposta-password/1',
    ])
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
  });

  it("draws /news as for no one, once for everyone meanwhile, and sends it as the site's files", async () => {
    const first = await t.app.inject({ url: '/news', headers: { cookie: 'session=x; signed_in=1' } });
    expect(first.statusCode).toBe(200);
    const drawn = /draw (\d+)/.exec(first.body)![1];
    // Asked without the visitor's cookie: the page is everyone's.
    expect(first.body).toContain('<h1>/news</h1><p>user 401</p>');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).not.toContain("'nonce-");
    expect(first.headers['content-security-policy']).toContain("'sha256-");
    const again = await t.app.inject({ url: '/news', headers: { 'accept-encoding': 'br' } });
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toContain(`draw ${drawn}`);
    const unchanged = await t.app.inject({ url: '/news', headers: { 'if-none-match': first.headers.etag } });
    expect(unchanged.statusCode).toBe(304);
  });

  it('serves the prerendered /news while no page handler can draw it', async () => {
    const undrawn = await createTestApp({ config: { webRoot, publicUrl: 'https://www.studio.example' } });
    try {
      const res = await undrawn.app.inject('/news');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Caricamento delle news...');
    } finally {
      await undrawn.close();
    }
  });

  it("forgets the browser's hint of a session that has ended, and only then", async () => {
    const stale = await t.app.inject({ url: '/area-clienti', headers: { cookie: 'signed_in=1' } });
    expect(stale.cookies).toEqual([expect.objectContaining({ name: 'signed_in', value: '', path: '/' })]);
    const visitor = await t.app.inject('/area-clienti');
    expect(visitor.headers['set-cookie']).toBeUndefined();
  });

  it('answers unknown paths, and the HTML files by name, with the not-found page and 404', async () => {
    for (const url of ['/nonexistent', '/chi-siamo/extra', '/index.html', '/404']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('404 Page Not Found');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/chi-siamo' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('assets', () => {
  const url = '/assets/app-Ab12Cd.js';

  it('marks hashed assets immutable and sends brotli when accepted', async () => {
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it("gives a worker's script a policy that lets it load the site's scripts, and only those", async () => {
    const worker = await t.app.inject('/assets/first-page.worker-Xy_9-z.js');
    expect(worker.headers['content-security-policy']).toBe("default-src 'none'; script-src 'self'");
    const plain = await t.app.inject(url);
    expect(plain.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(plain.headers['content-security-policy']).not.toContain('script-src');
  });

  it('falls back to gzip, then to the plain body', async () => {
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(appJs);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appJs);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject(url);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves other files with revalidation', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
