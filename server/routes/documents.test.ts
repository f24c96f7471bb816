import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256, storeDocument } from '../../test/support/documents';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { auditEvents, documents } from '../db/schema';

let t: TestApp;
const logLines: string[] = [];
let anna: Awaited<ReturnType<typeof createUser>>;
let annaCookies: Record<string, string>;
let brunoCookies: Record<string, string>;
let adminCookies: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (l) => void logLines.push(l) },
  });
  anna = await createUser(t.app, { username: 'anna' });
  const bruno = await createUser(t.app, { username: 'bruno' });
  annaCookies = await login(t.app, 'anna', anna.password);
  brunoCookies = await login(t.app, 'bruno', bruno.password);
  adminCookies = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const download = (id: number | string, cookies?: Record<string, string>) =>
  t.app.inject({ url: `/api/documents/${id}/download`, cookies });
const row = async (id: number) => (await t.app.db.select().from(documents).where(eq(documents.id, id)))[0]!;

describe('GET /api/documents', () => {
  it("lists only the caller's own documents, newest first, with size and first download", async () => {
    const owner = await createUser(t.app, { username: 'carla' });
    const older = await storeDocument(t.app, {
      userId: owner.id,
      title: 'Modello 730',
      filename: '730.pdf',
      uploadedAt: new Date('2026-03-01T10:00:00Z'),
    });
    await storeDocument(t.app, {
      userId: owner.id,
      title: 'F24 marzo',
      filename: 'f24.pdf',
      uploadedAt: new Date('2026-04-01T10:00:00Z'),
    });
    await storeDocument(t.app, { userId: anna.id, title: 'Bilancio Anna' });
    await t.app.db
      .update(documents)
      .set({ firstDownloadedAt: new Date('2026-03-02T08:30:00Z') })
      .where(eq(documents.id, older.id));

    const res = await t.app.inject({
      url: '/api/documents',
      cookies: await login(t.app, 'carla', owner.password),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().items).toEqual([
      {
        id: expect.any(Number),
        title: 'F24 marzo',
        category: 'altro',
        year: expect.any(Number),
        filename: 'f24.pdf',
        filetype: 'application/pdf',
        size: expect.any(Number),
        uploadedAt: '2026-04-01T10:00:00.000Z',
        firstDownloadedAt: null,
        amountCents: null,
        dueDate: null,
      },
      expect.objectContaining({
        title: 'Modello 730',
        size: older.content.length,
        firstDownloadedAt: '2026-03-02T08:30:00.000Z',
      }),
    ]);

    const admin = await t.app.inject({ url: '/api/documents', cookies: adminCookies });
    expect(admin.json().items).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject('/api/documents')).statusCode).toBe(401);
  });
});

describe('GET /api/documents/:id/download', () => {
  it('gives the owner the stored bytes as an attachment that is never rendered or cached', async () => {
    const doc = await storeDocument(t.app, {
      userId: anna.id,
      title: 'Dichiarazione',
      filename: 'Dichiarazione 2025 – è.pdf',
    });
    const res = await download(doc.id, annaCookies);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(doc.sha256);
    expect(res.headers['content-length']).toBe(String(doc.content.length));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Dichiarazione 2025 _ e.pdf"; filename*=UTF-8''Dichiarazione%202025%20%E2%80%93%20%C3%A8.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("records the owner's first download once, before the list is read again", async () => {
    const doc = await storeDocument(t.app, { userId: anna.id, title: 'Nuovo' });
    expect((await download(doc.id, adminCookies)).statusCode).toBe(200);
    expect((await row(doc.id)).firstDownloadedAt).toBeNull();
    // Asking about the file is not downloading it.
    expect(
      (await t.app.inject({ method: 'HEAD', url: `/api/documents/${doc.id}/download`, cookies: annaCookies }))
        .statusCode,
    ).toBe(200);
    expect((await row(doc.id)).firstDownloadedAt).toBeNull();

    const first = t.clock.now;
    await download(doc.id, annaCookies);
    const list = await t.app.inject({ url: '/api/documents', cookies: annaCookies });
    const listed = list.json().items.find((d: { id: number }) => d.id === doc.id);
    expect(listed.firstDownloadedAt).toBe(first.toISOString());

    t.clock.advance(60_000);
    await download(doc.id, annaCookies);
    expect((await row(doc.id)).firstDownloadedAt).toEqual(first);
  });

  it('lets an admin download any document, and audits every download', async () => {
    const doc = await storeDocument(t.app, { userId: anna.id, title: 'Per admin' });
    const res = await download(doc.id, adminCookies);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(doc.sha256);
    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'document.download'));
    expect(events).toContainEqual(
      expect.objectContaining({ userId: 1, details: { document: doc.id, owner: anna.id } }),
    );
  });

  it('answers another client exactly as for a document that does not exist', async () => {
    const doc = await storeDocument(t.app, { userId: anna.id, title: 'Riservato' });
    const other = await download(doc.id, brunoCookies);
    const missing = await download(2_000_000_000, brunoCookies);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect(other.json()).toEqual({ message: 'Documento non trovato' });
    expect(other.headers['content-disposition']).toBeUndefined();
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', `${doc.id}%20`]) {
      const res = await download(bad, brunoCookies);
      expect(res.statusCode, bad).toBe(404);
      expect(res.body, bad).toBe(missing.body);
    }
    expect((await row(doc.id)).firstDownloadedAt).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    const doc = await storeDocument(t.app, { userId: anna.id });
    const res = await download(doc.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Accesso richiesto.' });
  });

  it('answers 404 without internals when the stored file is gone, and logs it', async () => {
    const doc = await storeDocument(t.app, { userId: anna.id, title: 'Perso' });
    await rm(path.join(t.config.dataDir, 'documents', doc.storageKey));
    const res = await download(doc.id, annaCookies);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Documento non disponibile' });
    expect((await row(doc.id)).firstDownloadedAt).toBeNull();
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.documentId === doc.id);
    expect(logged).toMatchObject({ level: 50, msg: 'the stored file of a document is missing' });
  });
});
