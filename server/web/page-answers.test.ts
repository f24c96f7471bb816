import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { clientAreaAnswerUrls, PAGE_ANSWERS_ID, tabAnswerUrls } from '@common/page-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDocument } from '../../test/support/documents';
import { type Cookies, loginAdmin, signedInAs } from '../../test/support/setup-test-app';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { cookieHeader, createUser } from '../../test/support/users';
import { writeWebFile } from '../../test/support/web-root';

let t: TestApp;
let webRoot: string;
let client: Cookies;
const AREA_HTML =
  '<html><head><link rel="modulepreload" href="/assets/area.js"/></head><body><p>Caricamento...</p></body></html>';
// A title the firm typed that would close the data block if it were written as it is.
const HOSTILE_TITLE = '</script><script>alert(1)</script><!--';

/** The answers a page carries, or undefined when it carries none. */
function answersIn(html: string): Record<string, unknown> | undefined {
  const found = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">(.*?)</script>`),
  );
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : undefined;
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'studio-web-'));
  await writeWebFile(webRoot, 'area-clienti/index.html', AREA_HTML, true);
  await writeWebFile(webRoot, '404/index.html', '<html><body><h1>404</h1></body></html>');
  t = await createTestApp({ config: { webRoot } });
  const user = await createUser(t.app);
  await storeDocument(t.app, {
    userId: user.id,
    title: HOSTILE_TITLE,
    year: 2026,
    category: 'F24 e tributi',
  });
  client = await signedInAs(t, user);
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe("the client's area carries its first answers (decision 0032)", () => {
  it('for a signed-in client: the answers the API gives the same cookie, kept by no cache', async () => {
    const res = await t.app.inject({ url: '/area-clienti', cookies: client });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const answers = answersIn(res.body);
    const urls = [clientAreaAnswerUrls.user, ...tabAnswerUrls('documenti', false)];
    expect(Object.keys(answers ?? {}).sort()).toEqual(urls.sort());
    for (const url of urls) {
      const asked = await t.app.inject({ url, cookies: client });
      expect(answers?.[url], url).toEqual(asked.json());
    }
    // The newest year's first page is among them, with the title as typed.
    expect(JSON.stringify(answers)).toContain(HOSTILE_TITLE);
    // ...and the page's markup is the built page's, with nothing a title could close or open.
    expect(res.body).not.toContain('<script>alert');
    expect(res.body.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')).toBe(AREA_HTML);
  });

  it('compressed as the browser accepts', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        url: '/area-clienti',
        cookies: client,
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(answersIn(decode(res.rawPayload).toString())?.[clientAreaAnswerUrls.user]).toMatchObject({
        role: 'client',
      });
    }
  });

  it("the answers of the tab in the address, and those only: 'Invia documenti', 'Profilo'", async () => {
    for (const tab of ['invia', 'profilo'] as const) {
      const res = await t.app.inject({ url: `/area-clienti?scheda=${tab}`, cookies: client });
      const answers = answersIn(res.body);
      const urls = [clientAreaAnswerUrls.user, ...tabAnswerUrls(tab, false)];
      expect(Object.keys(answers ?? {}).sort(), tab).toEqual(urls.sort());
      for (const url of urls)
        expect(answers?.[url], url).toEqual((await t.app.inject({ url, cookies: client })).json());
    }
  });

  it('without the years when the address filters the documents (the client asks for those itself)', async () => {
    const res = await t.app.inject({ url: '/area-clienti?q=f24', cookies: client });
    expect(Object.keys(answersIn(res.body) ?? {})).not.toContain(clientAreaAnswerUrls.years);
    expect(Object.keys(answersIn(res.body) ?? {})).toContain(clientAreaAnswerUrls.payments);
  });

  it('the account only for staff; nothing for a visitor or a session that has ended', async () => {
    const admin = await loginAdmin(t);
    expect(
      Object.keys(answersIn((await t.app.inject({ url: '/area-clienti', cookies: admin })).body) ?? {}),
    ).toEqual([clientAreaAnswerUrls.user]);

    const visitor = await t.app.inject('/area-clienti');
    expect(answersIn(visitor.body)).toBeUndefined();
    expect(visitor.headers['cache-control']).toBe('no-cache');

    const user = await createUser(t.app);
    const ended = await signedInAs(t, user);
    await t.app.inject({ method: 'POST', url: '/api/logout', cookies: ended });
    const after = await t.app.inject({ url: '/area-clienti', cookies: ended });
    expect(after.statusCode).toBe(200);
    expect(answersIn(after.body)).toBeUndefined();
  });

  it('also through a real connection, where built pages come from memory before the router', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/area-clienti`, {
      headers: { cookie: cookieHeader(client) },
    });
    expect(answersIn(await res.text())?.[clientAreaAnswerUrls.user]).toMatchObject({ role: 'client' });
  });
});
