import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeClientUpload } from '../../test/support/client-uploads';
import { storeDocument } from '../../test/support/documents';
import { type Cookies, setupAdminApp, signedInAs } from '../../test/support/setup-test-app';
import { createUser } from '../../test/support/users';
import { auditEvents, clientUploads, documents } from '../db/schema';

const { t, admin } = setupAdminApp({ env: { PUBLIC_URL: 'https://www.studio.example' } });
const REFUSED =
  'Richiesta proveniente da un altro sito: per scaricare i documenti apri il sito dello studio.';

let client: Cookies;
let documentIds: number[];
let uploadIds: number[];

beforeAll(async () => {
  const mario = await createUser(t.app, { fullName: 'Mario Rossi' });
  client = await signedInAs(t, mario);
  documentIds = [];
  for (const title of ['F24 giugno', 'Modello 730']) {
    documentIds.push((await storeDocument(t.app, { userId: mario.id, title, year: 2026 })).id);
  }
  uploadIds = [];
  for (const title of ['Scontrino', 'Fattura']) {
    uploadIds.push((await storeClientUpload(t.app, { userId: mario.id, title, year: 2026 })).id);
  }
});

/** Every GET that records something: the client's and the firm's downloads and ZIPs. */
const recordingReads = (): [string, () => Cookies, string][] => [
  ['a document, by the client', () => client, `/api/documents/${documentIds[0]}/download`],
  ['a document, by the firm', () => admin, `/api/documents/${documentIds[1]}/download`],
  ['chosen documents as a ZIP', () => client, `/api/documents/archive?ids=${documentIds.join(',')}`],
  ["the client's 'download all'", () => client, '/api/documents/archive-matching?expected=2'],
  ["the firm's matching documents", () => admin, `/api/admin/documents/archive?expected=2&q=mario`],
  ['a received file', () => admin, `/api/admin/client-uploads/${uploadIds[0]}/download`],
  ['received files as a ZIP', () => admin, `/api/admin/client-uploads/archive?ids=${uploadIds.join(',')}`],
  ['matching received files', () => admin, '/api/admin/client-uploads/archive/matching?expected=2&q=mario'],
];

/** What those reads record: downloads in the audit, 'Nuovo' cleared, received files seen. */
async function recorded() {
  const downloads = await t.app.db
    .select({ event: auditEvents.event })
    .from(auditEvents)
    .where(inArray(auditEvents.event, ['document.download', 'client-upload.download']));
  const opened = await t.app.db
    .select({ at: documents.firstDownloadedAt })
    .from(documents)
    .where(inArray(documents.id, documentIds));
  const seen = await t.app.db
    .select({ at: clientUploads.seenAt })
    .from(clientUploads)
    .where(inArray(clientUploads.id, uploadIds));
  return {
    downloads: downloads.length,
    opened: opened.filter((r) => r.at).length,
    seen: seen.filter((r) => r.at).length,
  };
}

describe('a GET that records something is refused from another site (F6)', () => {
  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['a sibling host of the same domain', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' }],
    ["another site's script", { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
  ])('%s: 403 in Italian, and nothing downloaded, opened or seen', async (_from, headers) => {
    for (const [what, cookies, url] of recordingReads()) {
      const res = await t.app.inject({ url, cookies: cookies(), headers });
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toEqual({ message: REFUSED });
    }
    expect(await recorded()).toEqual({ downloads: 0, opened: 0, seen: 0 });
  });

  it('the lists and the account still answer a read from anywhere: they record nothing', async () => {
    for (const url of ['/api/documents', '/api/user', '/api/client-uploads']) {
      const res = await t.app.inject({ url, cookies: client, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it.each([
    ['from its own pages', { 'sec-fetch-site': 'same-origin' }],
    ['typed in the address bar or from a bookmark', { 'sec-fetch-site': 'none' }],
    ['from a browser that sends neither header', {}],
  ])('%s: downloaded and recorded as before', async (_from, headers) => {
    for (const [what, cookies, url] of recordingReads()) {
      const res = await t.app.inject({ url, cookies: cookies(), headers });
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const after = await recorded();
    expect(after.opened).toBe(2);
    expect(after.seen).toBe(2);
    expect(after.downloads).toBeGreaterThan(0);
  });
});
