import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DRAWN_BY_SERVER_ATTRIBUTE } from '@common/page-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderClientArea } from '../../client/first-screen/render-client-area';
import { storeDocument } from '../../test/support/documents';
import { createdIds, requestBody } from '../../test/support/requests';
import { type Cookies, loginAdmin, signedInAs } from '../../test/support/setup-test-app';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser } from '../../test/support/users';
import { writeWebFile } from '../../test/support/web-root';

// The built fallback's shape: the loader, then React Router's scripts.
const LOADER = '<div role="status"><p>Caricamento...</p></div>';
const SCRIPTS =
  '<script>window.__reactRouterContext = {};</script><script type="module" async="">import "/a.js";</script>';
const AREA_HTML = `<html><head></head><body>${LOADER}${SCRIPTS}</body></html>`;
const HOSTILE_TITLE = '</script><script>alert(1)</script><!--';

let t: TestApp;
let webRoot: string;
let failing = false;
const clients: Record<'mario' | 'anna', Cookies> = {} as never;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'studio-web-'));
  await writeWebFile(webRoot, 'area-clienti/index.html', AREA_HTML, true);
  await writeWebFile(webRoot, '404/index.html', '<html><body><h1>404</h1></body></html>');
  t = await createTestApp({
    config: { webRoot },
    renderClientArea: (url, answers, userAgent) => {
      if (failing) throw new Error('a component broke');
      return renderClientArea(url, answers, userAgent);
    },
  });
  for (const [name, title] of [
    ['mario', 'F24 di Mario'],
    ['anna', HOSTILE_TITLE],
  ] as const) {
    const user = await createUser(t.app, { fullName: `Cliente ${name}` });
    await storeDocument(t.app, {
      userId: user.id,
      title,
      year: 2026,
      category: 'F24 e tributi',
      uploadedAt: new Date('2026-06-03T15:05:00Z'),
    });
    clients[name] = await signedInAs(t, user);
  }
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const drawn = (html: string) => html.includes(`<body ${DRAWN_BY_SERVER_ATTRIBUTE}>`);

describe("the client's area drawn by the server (decision 0034)", () => {
  it("a client's documents in place of the loader, before the page's own scripts", async () => {
    const res = await t.app.inject({ url: '/area-clienti', cookies: clients.mario });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(drawn(res.body)).toBe(true);
    expect(res.body).not.toContain(LOADER);
    expect(res.body).toContain(SCRIPTS);
    const body = res.body.slice(res.body.indexOf('<body'), res.body.indexOf(SCRIPTS));
    for (const text of ['Area Clienti', 'Cliente mario', 'Documenti', 'F24 di Mario', 'Invia documenti'])
      expect(body).toContain(text);
    // One drawing for the page: the header and the footer are there once.
    expect(body.match(/<footer/g)).toHaveLength(1);
  });

  it("times in Italy's time zone, whatever the server's: the phones taking the page over are there", async () => {
    const res = await t.app.inject({ url: '/area-clienti', cookies: clients.mario });
    expect(res.body).toContain('3 giugno 2026, 17:05');
  });

  it('a title as text, never as markup', async () => {
    const res = await t.app.inject({ url: '/area-clienti', cookies: clients.anna });
    expect(drawn(res.body)).toBe(true);
    expect(res.body).not.toContain('<script>alert');
    // Preact's renderer escapes what could open markup in text (`<`, `&`); a `>` there is only text.
    expect(res.body).toContain('&lt;/script>&lt;script>alert(1)&lt;/script>&lt;!--');
  });

  it('each page with its own client only, however many are drawn at once (each drawing has its own answers and query client)', async () => {
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({ url: '/area-clienti', cookies: i % 2 ? clients.anna : clients.mario }),
      ),
    );
    pages.forEach((res, i) => {
      expect(drawn(res.body)).toBe(true);
      expect(res.body.includes('F24 di Mario'), `page ${i}`).toBe(i % 2 === 0);
      expect(res.body.includes('Cliente anna'), `page ${i}`).toBe(i % 2 === 1);
    });
  });

  it("the other tabs too, from their own answers: 'Invia documenti', 'Profilo'", async () => {
    for (const [tab, texts] of [
      ['invia', ['Invia documenti allo studio', 'trascina qui i file', 'Non hai ancora inviato documenti']],
      [
        'profilo',
        [
          'I tuoi dati',
          'Calendario delle scadenze',
          'Verifica in due passaggi',
          'Aggiungi passkey',
          'Questa sessione',
        ],
      ],
    ] as const) {
      const res = await t.app.inject({ url: `/area-clienti?scheda=${tab}`, cookies: clients.mario });
      expect(drawn(res.body), tab).toBe(true);
      expect(res.body, tab).not.toContain(LOADER);
      for (const text of texts) expect(res.body, `${tab}: ${text}`).toContain(text);
      expect(res.body, tab).not.toContain('F24 di Mario');
    }
  });

  it("a client the firm asked for documents: the request's card too (its code is asked for only then)", async () => {
    const client = await createUser(t.app, { fullName: 'Cliente con richieste' });
    await createdIds(t.app, await loginAdmin(t), requestBody({ userIds: [client.id] }));
    const res = await t.app.inject({ url: '/area-clienti', cookies: await signedInAs(t, client) });
    expect(drawn(res.body)).toBe(true);
    for (const text of ['Richieste dello studio', 'Documenti per il 730/2027', 'Certificazione Unica 2027'])
      expect(res.body).toContain(text);
  });

  it("a passkey's suggested name from the page request's browser, as the browser would suggest it", async () => {
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const res = await t.app.inject({
      url: '/area-clienti?scheda=profilo',
      cookies: clients.mario,
      headers: { 'user-agent': iPhone },
    });
    expect(res.body).toContain('value="Safari su iPhone"');
  });

  it('not for filtered documents, staff or a visitor: the loader as built', async () => {
    const filtered = await t.app.inject({ url: '/area-clienti?q=f24', cookies: clients.mario });
    expect(drawn(filtered.body)).toBe(false);
    expect(filtered.body).toContain(LOADER);
    expect(
      (await t.app.inject({ url: '/area-clienti?scheda=documenti', cookies: clients.mario })).body,
    ).toContain(DRAWN_BY_SERVER_ATTRIBUTE);
    const admin = await loginAdmin(t);
    expect(drawn((await t.app.inject({ url: '/area-clienti', cookies: admin })).body)).toBe(false);
    expect(drawn((await t.app.inject('/area-clienti')).body)).toBe(false);
  });

  it('a drawing that fails leaves the page to the browser, with its answers', async () => {
    failing = true;
    try {
      const res = await t.app.inject({ url: '/area-clienti', cookies: clients.mario });
      expect(res.statusCode).toBe(200);
      expect(drawn(res.body)).toBe(false);
      expect(res.body).toContain(LOADER);
      expect(res.body).toContain('id="page-answers"');
    } finally {
      failing = false;
    }
  });
});
