import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DRAWN_BY_SERVER_ATTRIBUTE, PAGE_ANSWERS_ID } from '@common/page-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderClientArea } from '../../client/first-screen/render-client-area';
import { storeDocument } from '../../test/support/documents';
import { postMultipart } from '../../test/support/multipart';
import { createdIds, requestBody } from '../../test/support/requests';
import { type Cookies, loginAdmin, signedInAs } from '../../test/support/setup-test-app';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser } from '../../test/support/users';
import { writeWebFile } from '../../test/support/web-root';

// Every pattern String.replace expands in a replacement string: the page after `</head>`, the page
// before it, the matched text, a group. Typed by the client or the firm, they must come out as typed.
const PATTERNS = "$' $` $& $1 $$";
const texts = {
  requestTitle: `Richiesta ${PATTERNS} 2027`,
  clientComment: `Il mio commento ${PATTERNS}`,
  firmComment: `Prezzo in ${PATTERNS} dollari`,
  documentTitle: `F24 ${PATTERNS} saldo`,
  documentFile: `f24 ${PATTERNS}.pdf`,
  uploadTitle: `Scontrino ${PATTERNS}`,
  uploadFile: `scontrino ${PATTERNS}.pdf`,
};

// The built page's shape, with ids in the head and the body that a copied half would repeat.
const AREA_HTML =
  '<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"/><link rel="modulepreload" id="area-code" href="/a.js"/></head>' +
  '<body><div id="cookie-banner"></div><div role="status"><p>Caricamento...</p></div>' +
  '<script>window.__reactRouterContext = {};</script><script type="module" async="">import "/a.js";</script></body></html>';

let t: TestApp;
let webRoot: string;
let client: Cookies;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'studio-web-'));
  await writeWebFile(webRoot, 'area-clienti/index.html', AREA_HTML, true);
  await writeWebFile(webRoot, '404/index.html', '<html><body><h1>404</h1></body></html>');
  t = await createTestApp({ config: { webRoot }, renderClientArea });
  const user = await createUser(t.app, { fullName: 'Cliente dei dollari' });
  client = await signedInAs(t, user);
  const admin = await loginAdmin(t);
  await storeDocument(t.app, {
    userId: user.id,
    title: texts.documentTitle,
    filename: texts.documentFile,
    year: 2026,
    category: 'F24 e tributi',
  });
  const [requestId] = await createdIds(
    t.app,
    admin,
    requestBody({ userIds: [user.id], title: texts.requestTitle }),
  );
  for (const [cookies, url, text] of [
    [client, `/api/requests/${requestId}/comments`, texts.clientComment],
    [admin, `/api/admin/requests/${requestId}/comments`, texts.firmComment],
  ] as const) {
    const res = await t.app.inject({ method: 'POST', url, cookies, payload: { text } });
    expect(res.statusCode, res.body).toBe(201);
  }
  const sent = await postMultipart(t.app, '/api/client-uploads', client, [
    { name: 'title', value: texts.uploadTitle },
    { name: 'category', value: 'fatture' },
    { name: 'year', value: '2026' },
    { name: 'file', filename: texts.uploadFile, content: Buffer.from('%PDF-1.4\n%%EOF\n') },
  ]);
  expect(sent.statusCode, sent.body).toBe(201);
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** The page checked whole: one of each element, no id twice, the answers a JSON document. */
function checkedWhole(html: string): string {
  // No `<` inside: the server escapes every one it writes there.
  const block = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">([^<]*)</script>`);
  const answers = html.match(block);
  expect(answers, 'the answers block').not.toBeNull();
  const rest = html.replace(block, '');
  expect(count(rest, /<!DOCTYPE/gi), 'doctypes').toBe(1);
  expect(count(rest, /<head[\s>]/g), '<head>').toBe(1);
  expect(count(rest, /<body[\s>]/g), '<body>').toBe(1);
  expect(count(rest, /<\/html>/g), '</html>').toBe(1);
  expect(count(rest, /<script type="application\/json"/g), 'other data blocks').toBe(0);
  const ids = [...rest.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
  expect(ids.length).toBeGreaterThan(2);
  expect(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    'ids found twice',
  ).toEqual([]);
  expect(rest.endsWith('</body></html>')).toBe(true);
  return JSON.stringify(JSON.parse(answers![1]!));
}

describe("replacement patterns in what people typed leave the client's page whole (F3)", () => {
  it("'Documenti': a request's title, both sides' comments, a document's title and file name", async () => {
    const res = await t.app.inject({ url: '/area-clienti', cookies: client });
    expect(res.statusCode).toBe(200);
    const answers = checkedWhole(res.body);
    for (const text of [
      texts.requestTitle,
      texts.clientComment,
      texts.firmComment,
      texts.documentTitle,
      texts.documentFile,
    ])
      expect(answers, text).toContain(JSON.stringify(text));
    // The drawn screen shows them as typed too, as text (Preact writes `&` as `&amp;`).
    expect(res.body).toContain(`<body ${DRAWN_BY_SERVER_ATTRIBUTE}>`);
    for (const text of [texts.requestTitle, texts.documentTitle])
      expect(res.body).toContain(text.replaceAll('&', '&amp;'));
  });

  it("'Invia documenti': a sent file's title and name", async () => {
    const res = await t.app.inject({ url: '/area-clienti?scheda=invia', cookies: client });
    expect(res.statusCode).toBe(200);
    const answers = checkedWhole(res.body);
    for (const text of [texts.uploadTitle, texts.uploadFile])
      expect(answers, text).toContain(JSON.stringify(text));
  });
});
