import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_MAX_DOCUMENTS, archiveUrl } from '@common/documents';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfFile, utf8Text } from '../../test/support/document-fixtures';
import { sha256 } from '../../test/support/documents';
import { postUpload, uploadParts } from '../../test/support/multipart';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { unzipEntries } from '../../test/support/unzip';
import { createUser, login } from '../../test/support/users';
import { auditEvents, documents } from '../db/schema';
import { archiveFileName } from '../documents/archives/zip-archive';

let t: TestApp;
const logLines: string[] = [];
type User = Awaited<ReturnType<typeof createUser>>;
let anna: User;
let bruno: User;
let anna2: User;
const cookies: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (l) => void logLines.push(l) },
  });
  anna = await createUser(t.app, { username: 'anna', fullName: 'Anna Rossi' });
  bruno = await createUser(t.app, { username: 'bruno', fullName: 'Bruno Neri' });
  // Same name as Anna's, another person: their folders must not merge.
  anna2 = await createUser(t.app, { username: 'anna.rossi.bg', fullName: 'anna rossi' });
  cookies.anna = await login(t.app, 'anna', anna.password);
  cookies.bruno = await login(t.app, 'bruno', bruno.password);
  cookies.admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(documents);
  await t.app.db.delete(auditEvents);
});

/** Uploads through the real route, as the firm does; returns the stored row and the bytes sent. */
async function upload(userId: number, filename: string, content: Buffer = pdfFile(filename)) {
  const res = await postUpload(
    t.app,
    cookies.admin,
    uploadParts({ title: filename, userId, filename, content, mode: 'bulk' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.app.db.select().from(documents).where(eq(documents.id, res.json().id));
  return { ...row!, content };
}

const archive = (
  ids: readonly (number | string)[],
  who?: Record<string, string>,
  method: 'GET' | 'HEAD' = 'GET',
) => t.app.inject({ method, url: archiveUrl('/api/documents/archive', ids as number[]), cookies: who });
const rows = (ids: number[]) => t.app.db.select().from(documents).where(inArray(documents.id, ids));
const downloads = () =>
  t.app.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.event, 'document.download'))
    .orderBy(auditEvents.id);

describe('GET /api/documents/archive: the owner', () => {
  it('gets one ZIP of the chosen documents, every entry byte for byte, names made unique', async () => {
    const a = await upload(anna.id, 'fattura.pdf');
    const b = await upload(anna.id, 'Fattura.pdf', pdfFile('seconda'));
    const c = await upload(anna.id, 'Riepilogo è più.txt', utf8Text());
    const d = await upload(
      anna.id,
      'IT01234567890_00001.xml.pdf',
      pdfFile(randomBytes(150_000).toString('hex')),
    );
    const ids = [c.id, a.id, b.id, d.id];

    const res = await archive(ids, cookies.anna);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    const name = archiveFileName('documenti', t.clock.now);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');

    const entries = await unzipEntries(res.rawPayload);
    // In the order asked for; the second 'fattura' (names compare without case) is numbered.
    expect(entries.map((e) => e.name)).toEqual([
      'Riepilogo è più.txt',
      'fattura.pdf',
      'Fattura (2).pdf',
      'IT01234567890_00001.xml.pdf',
    ]);
    expect(entries.every((e) => e.utf8)).toBe(true);
    for (const [i, doc] of [c, a, b, d].entries()) {
      expect(entries[i]!.sha256, doc.filename).toBe(doc.sha256);
      expect(entries[i]!.sha256, doc.filename).toBe(sha256(doc.content));
      expect(entries[i]!.size).toBe(doc.size);
    }
  });

  it("clears 'Nuovo' on every document in it before the bytes go out, and audits each one", async () => {
    const seen = await upload(anna.id, 'visto.pdf');
    const earlier = new Date(t.clock.now.getTime() - 86_400_000);
    await t.app.db.update(documents).set({ firstDownloadedAt: earlier }).where(eq(documents.id, seen.id));
    const fresh = await upload(anna.id, 'nuovo.pdf');
    const other = await upload(anna.id, 'non scelto.pdf');

    // Asking about the archive is not downloading it.
    const head = await archive([seen.id, fresh.id], cookies.anna, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect((await rows([fresh.id]))[0]!.firstDownloadedAt).toBeNull();
    expect(await downloads()).toEqual([]);

    t.clock.advance(1_000);
    const res = await archive([seen.id, fresh.id], cookies.anna);
    expect(res.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
    const after = new Map(
      (await rows([seen.id, fresh.id, other.id])).map((r) => [r.id, r.firstDownloadedAt]),
    );
    expect(after.get(fresh.id)).toEqual(t.clock.now);
    expect(after.get(seen.id)).toEqual(earlier);
    expect(after.get(other.id)).toBeNull();

    const list = await t.app.inject({ url: '/api/documents', cookies: cookies.anna });
    const listed = list.json().items.find((x: { id: number }) => x.id === fresh.id);
    expect(listed.firstDownloadedAt).toBe(t.clock.now.toISOString());

    const events = await downloads();
    expect(events).toHaveLength(2);
    const details = { filename: archiveFileName('documenti', t.clock.now), documents: 2 };
    for (const doc of [seen, fresh]) {
      expect(events).toContainEqual(
        expect.objectContaining({
          userId: anna.id,
          username: 'anna',
          details: { document: doc.id, owner: anna.id, archive: details },
        }),
      );
    }
  });

  it('reads each id once and accepts ids=1&ids=2 as well', async () => {
    const a = await upload(anna.id, 'uno.pdf');
    const b = await upload(anna.id, 'due.pdf');
    const twice = await unzipEntries((await archive([a.id, a.id, b.id], cookies.anna)).rawPayload);
    expect(twice.map((e) => e.name)).toEqual(['uno.pdf', 'due.pdf']);
    const res = await t.app.inject({
      url: `/api/documents/archive?ids=${b.id}&ids=${a.id}`,
      cookies: cookies.anna,
    });
    expect((await unzipEntries(res.rawPayload)).map((e) => e.name)).toEqual(['due.pdf', 'uno.pdf']);
  });
});

describe('GET /api/documents/archive: the firm', () => {
  it("puts each client's files in a folder named after the client, and leaves 'Nuovo' alone", async () => {
    const a = await upload(anna.id, 'fattura.pdf');
    const b = await upload(bruno.id, 'fattura.pdf', pdfFile('Bruno'));
    const c = await upload(anna2.id, 'fattura.pdf', pdfFile('Anna di Bergamo'));
    const a2 = await upload(anna.id, 'fattura.pdf', pdfFile('Anna, ancora'));

    const res = await archive([a.id, b.id, c.id, a2.id], cookies.admin);
    expect(res.statusCode, res.body).toBe(200);
    const entries = await unzipEntries(res.rawPayload);
    expect(entries.map((e) => [e.name, e.sha256])).toEqual([
      ['Anna Rossi (anna)/fattura.pdf', a.sha256],
      ['Bruno Neri/fattura.pdf', b.sha256],
      ['anna rossi (anna.rossi.bg)/fattura.pdf', c.sha256],
      ['Anna Rossi (anna)/fattura (2).pdf', a2.sha256],
    ]);
    expect((await rows([a.id, b.id, c.id, a2.id])).map((r) => r.firstDownloadedAt)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const events = await downloads();
    expect(events.map((e) => [e.userId, (e.details as { owner: number }).owner])).toEqual([
      [1, anna.id],
      [1, bruno.id],
      [1, anna2.id],
      [1, anna.id],
    ]);
  });

  it("keeps one client's files at the top of the archive", async () => {
    const b = await upload(bruno.id, 'f24.pdf');
    const entries = await unzipEntries((await archive([b.id], cookies.admin)).rawPayload);
    expect(entries.map((e) => [e.name, e.sha256])).toEqual([['f24.pdf', b.sha256]]);
  });
});

describe('GET /api/documents/archive: refusals', () => {
  it("answers another client's id, anywhere in the list, exactly like a missing one, and changes nothing", async () => {
    const mine = await upload(bruno.id, 'mio.pdf');
    const annas = await upload(anna.id, 'di anna.pdf');
    const missing = await archive([mine.id, 2_000_000_000], cookies.bruno);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Documento non trovato' });
    for (const ids of [[annas.id], [mine.id, annas.id], [annas.id, mine.id]]) {
      const res = await archive(ids, cookies.bruno);
      expect(res.statusCode, String(ids)).toBe(404);
      expect(res.body).toBe(missing.body);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    expect((await rows([mine.id, annas.id])).map((r) => r.firstDownloadedAt)).toEqual([null, null]);
    expect(await downloads()).toEqual([]);
  });

  it('answers malformed ids like missing ones', async () => {
    const mine = await upload(bruno.id, 'mio.pdf');
    const missing = await archive([2_000_000_000], cookies.bruno);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', ` ${mine.id}`, `${mine.id}%20`, '0x10']) {
      const res = await t.app.inject({
        url: `/api/documents/archive?ids=${mine.id},${bad}`,
        cookies: cookies.bruno,
      });
      expect(res.statusCode, bad).toBe(404);
      expect(res.body, bad).toBe(missing.body);
    }
    expect(await downloads()).toEqual([]);
  });

  it('refuses an empty list and one longer than the limit', async () => {
    for (const query of ['', '?ids=', '?ids=,,', '?other=1']) {
      const res = await t.app.inject({ url: `/api/documents/archive${query}`, cookies: cookies.anna });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message: 'Seleziona almeno un documento da scaricare' });
    }
    const ids = Array.from({ length: ARCHIVE_MAX_DOCUMENTS + 1 }, (_, i) => i + 1);
    const res = await archive(ids, cookies.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `Puoi scaricare al massimo ${ARCHIVE_MAX_DOCUMENTS} documenti in un unico archivio`,
    });
  });

  it('asks a visitor to sign in', async () => {
    const doc = await upload(anna.id, 'a.pdf');
    const res = await archive([doc.id]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Accesso richiesto.' });
  });

  it('answers 404 before any byte when a stored file is missing, marks nothing and logs which', async () => {
    const kept = await upload(anna.id, 'presente.pdf');
    const lost = await upload(anna.id, 'perso.pdf');
    await rm(path.join(t.config.dataDir, 'documents', lost.storageKey));
    const res = await archive([kept.id, lost.id], cookies.anna);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Documento non disponibile' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((await rows([kept.id, lost.id])).map((r) => r.firstDownloadedAt)).toEqual([null, null]);
    expect(await downloads()).toEqual([]);
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.documentIds?.includes(lost.id));
    expect(logged).toMatchObject({ level: 50, documentIds: [lost.id] });
  });

  it('is its own route: /documents/archive is never read as a document id', async () => {
    const doc = await upload(anna.id, 'a.pdf');
    const single = await t.app.inject({ url: '/api/documents/archive/download', cookies: cookies.anna });
    expect(single.statusCode).toBe(404);
    expect(single.json()).toEqual({ message: 'Documento non trovato' });
    const res = await archive([doc.id], cookies.anna);
    expect(res.headers['content-type']).toBe('application/zip');
  });
});
