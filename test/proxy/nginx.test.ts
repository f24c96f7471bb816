import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '../../common/documents';
import { PROXY_CACHE_SECONDS } from '../../server/plugins/web';
import { multipartBody } from '../support/multipart';
import { type Answer, send, signIn as signInAt } from '../support/site-process';
import { siteAdmin, siteClient } from '../support/site-seed';
import { startProxiedSite } from './proxy-harness';

// What the site says about security on every answer: nginx must pass it on untouched.
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cache-control',
  'content-type',
];
const pick = (a: Answer) => Object.fromEntries(SECURITY_HEADERS.map((h) => [h, a.headers[h]]));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A drawn page's headers with its nonce masked. */
const withoutNonce = (headers: Record<string, unknown>) =>
  JSON.stringify(headers).replaceAll(/'nonce-[\w+/=]+'/g, "'nonce'");

let codesUsed = 0;
let site: Awaited<ReturnType<typeof startProxiedSite>>;
beforeAll(async () => {
  site = await startProxiedSite();
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

/** Signs in through the proxy, as a browser on the site would; the admin passes the code step. */
const signIn = (who: { username: string; password: string }, headers: Record<string, string> = {}) =>
  signInAt(site.publicUrl, who, { headers, code: () => siteAdmin.codes[codesUsed++]! });

function upload(cookie: string, content: Buffer, extraHeaders: Record<string, string> = {}) {
  const body = multipartBody([
    { name: 'title', value: 'Dichiarazione' },
    { name: 'userId', value: String(site.clientId) },
    { name: 'file', filename: 'dichiarazione.txt', content, contentType: 'text/plain' },
  ]);
  return send(`${site.publicUrl}/api/documents/upload`, {
    method: 'POST',
    headers: { ...body.headers, cookie, origin: site.publicUrl, ...extraHeaders },
    body: body.payload,
  });
}

describe('the site behind nginx (deploy/nginx/studio-portal.conf)', () => {
  test('plain HTTP is sent to HTTPS, and the ACME challenge path is left open', async () => {
    const res = await send(`${site.httpUrl}/contatti?x=1`, { headers: { host: 'localhost' } });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://localhost/contatti?x=1');
    const acme = await send(`${site.httpUrl}/.well-known/acme-challenge/none`, {
      headers: { host: 'localhost' },
    });
    expect(acme.status).toBe(404);
  });

  test.each(['/', '/contatti', '/auth', '/area-clienti', '/pagina-che-non-esiste'])(
    '%s carries the same status and security headers as from the site itself',
    async (path) => {
      const [proxied, direct] = await Promise.all([send(site.publicUrl + path), send(site.appUrl + path)]);
      expect(proxied.status).toBe(direct.status);
      // A private page is drawn for each request: its nonce is its own, the rest is the same.
      expect(withoutNonce(pick(proxied))).toEqual(withoutNonce(pick(direct)));
      expect(proxied.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      // Its body carries the moment its answers were asked (the query cache's times): the same page, not the same bytes.
      const title = (body: Buffer) => /<title>[^<]*<\/title>/.exec(body.toString('utf8'))?.[0];
      if (path === '/area-clienti') expect(title(proxied.body)).toBe(title(direct.body));
      else expect(sha256(proxied.body)).toBe(sha256(direct.body));
    },
  );

  test('no answer sends the browser off the site: //host and /\\host are not found, through nginx too', async () => {
    for (const path of ['//evil.example/', '//evil.example', '/\\evil.example/', '/\\/evil.example/']) {
      const res = await send(site.publicUrl, { path });
      expect(res.status, path).toBe(404);
      expect(res.headers.location, path).toBeUndefined();
    }
  });

  test('hashed assets come from nginx’s cache after the first request, with the site’s bytes and headers', async () => {
    const home = (await send(`${site.publicUrl}/`)).body.toString();
    const asset = home.match(/\/assets\/[\w.-]+\.(?:css|js)/)?.[0];
    expect(asset).toBeTruthy();
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await send(site.publicUrl + asset, { headers: gzip });
    const second = await send(site.publicUrl + asset, { headers: gzip });
    const direct = await send(site.appUrl + asset!, { headers: gzip });
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pick(second)).toEqual(pick(direct));
    expect(sha256(second.body)).toBe(sha256(direct.body));
  });

  test('a public page comes from nginx’s cache after the first request, with the site’s bytes and headers', async () => {
    // Cached for a few seconds (decision 0035): a page no test asked before, so the first request is a miss.
    const page = '/chi-siamo';
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await send(site.publicUrl + page, { headers: gzip });
    const second = await send(site.publicUrl + page, { headers: gzip });
    const direct = await send(site.appUrl + page, { headers: gzip });
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(pick(second)).toEqual(pick(direct));
    expect(second.headers.etag).toBe(direct.headers.etag);
    expect(sha256(second.body)).toBe(sha256(direct.body));
    // What the site says to nginx stays with nginx.
    expect(second.headers['x-accel-expires']).toBeUndefined();
    expect(second.headers['x-accel-buffering']).toBeUndefined();
    // Each encoding is its own copy: a browser that takes brotli gets brotli.
    const br = await send(site.publicUrl + page, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const revalidated = await send(site.publicUrl + page, {
      headers: { ...gzip, 'if-none-match': String(direct.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
  });

  test('nginx keeps nothing personal: the client’s area and the API always reach the site', async () => {
    const signedOut = await send(`${site.publicUrl}/area-clienti`);
    expect(signedOut.status).toBe(200);
    const cookie = await signIn(siteClient);
    for (const path of ['/area-clienti', '/api/user']) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await send(site.publicUrl + path, { headers: { cookie } }));
      for (const answer of answers) {
        expect(answer.status, path).toBe(200);
        expect(answer.headers['x-cache-status'], path).not.toBe('HIT');
        expect(answer.body.toString(), path).toContain(siteClient.username);
      }
    }
    const again = await send(`${site.publicUrl}/area-clienti`);
    expect(again.headers['x-cache-status']).not.toBe('HIT');
    expect(again.body.toString()).not.toContain(siteClient.username);
  });

  test('a client signs in through the proxy and the site records their address, not one they wrote', async () => {
    const cookie = await signIn(siteClient, { 'x-forwarded-for': '203.0.113.9' });
    const me = await send(`${site.publicUrl}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body.toString()).username).toBe(siteClient.username);
    const sessions = await send(`${site.publicUrl}/api/user/sessions`, { headers: { cookie } });
    expect(sessions.status).toBe(200);
    const listed = JSON.stringify(JSON.parse(sessions.body.toString()));
    expect(listed).toContain('127.0.0.');
    expect(listed).not.toContain('203.0.113');
  });

  test('a 10 MB document goes up through the proxy and comes down to its client with the same bytes', async () => {
    const admin = await signIn(siteAdmin);
    const content = Buffer.alloc(MAX_DOCUMENT_BYTES, 'a');
    const res = await upload(admin, content);
    expect(res.status, res.body.toString()).toBe(201);
    const { id } = JSON.parse(res.body.toString()) as { id: number };
    const client = await signIn(siteClient);
    const download = await send(`${site.publicUrl}/api/documents/${id}/download`, {
      headers: { cookie: client },
    });
    expect(download.status).toBe(200);
    expect(download.body.length).toBe(MAX_DOCUMENT_BYTES);
    expect(sha256(download.body)).toBe(sha256(content));
  });

  test('one byte more reaches the site and gets its own Italian message', async () => {
    const admin = await signIn(siteAdmin);
    const res = await upload(admin, Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 'a'));
    expect(res.status).toBe(413);
    // The site's answer, not nginx's: only the site gives each request an id.
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(JSON.parse(res.body.toString())).toEqual({ message: TOO_LARGE_MESSAGE });
  });

  test('a request far over the limit is stopped by nginx with the same message and shape', async () => {
    const res = await upload('', Buffer.alloc(20 * 1024 * 1024, 'a'));
    expect(res.status).toBe(413);
    expect(res.headers['x-request-id']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body.toString())).toEqual({ message: TOO_LARGE_MESSAGE });
  });

  // Last: the site starts again under another address, as after an upgrade.
  test('after an upgrade, a page nginx keeps is the new one within seconds', async () => {
    const page = '/servizi';
    await send(site.publicUrl + page);
    const kept = await send(site.publicUrl + page);
    expect(kept.headers['x-cache-status']).toBe('HIT');
    const oldAddress = `${site.publicUrl}/servizi`;
    expect(kept.body.toString()).toContain(oldAddress);
    // A page whose bytes change at the start: the address the site writes into it.
    const newAddress = 'https://studio-nuovo.example.it/servizi';
    await site.restart({ PUBLIC_URL: 'https://studio-nuovo.example.it' });
    expect((await send(site.publicUrl + page)).body.toString()).toContain(oldAddress);
    // Ten seconds the site allows, five more for nginx to look at its file again, and some slack.
    const deadline = Date.now() + (PROXY_CACHE_SECONDS + 5 + 5) * 1000;
    let renewed = false;
    while (!renewed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      renewed = (await send(site.publicUrl + page)).body.toString().includes(newAddress);
    }
    expect(renewed).toBe(true);
  }, 40_000);
});
