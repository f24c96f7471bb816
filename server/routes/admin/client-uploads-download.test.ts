import { rm } from 'node:fs/promises';
import path from 'node:path';
import { adminClientUploadSchema } from '@common/schemas/client-uploads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpClientUploadHarness, storeClientUpload } from '../../../test/support/client-uploads';
import { pdfFile } from '../../../test/support/document-fixtures';
import { auditEvents, clientUploads } from '../../db/schema';

const logLines: string[] = [];
const h = setUpClientUploadHarness({
  env: { LOG_LEVEL: 'error' },
  logStream: { write: (l) => void logLines.push(l) },
});

const list = async (query = '') => {
  const res = await h.t.app.inject({ url: `/api/admin/client-uploads${query}`, cookies: h.admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { id: number; title: string; state: string }[] }).items;
};
const titles = async (query = '') => (await list(query)).map((u) => u.title);
const download = (id: number | string, method: 'GET' | 'HEAD' = 'GET') =>
  h.t.app.inject({ method, url: `/api/admin/client-uploads/${id}/download`, cookies: h.admin });
const patch = (id: number | string, payload: object) =>
  h.t.app.inject({ method: 'PATCH', url: `/api/admin/client-uploads/${id}`, cookies: h.admin, payload });
const row = async (id: number) =>
  (await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.id, id)))[0]!;
const events = (event: string) =>
  h.t.app.db.select().from(auditEvents).where(eq(auditEvents.event, event)).orderBy(auditEvents.id);

describe('GET /api/admin/client-uploads/:id/download', () => {
  it('sends the file as an attachment and marks it seen, so the client sees it received', async () => {
    const sent = await h.send({ filename: 'Fattura "marzo".pdf', content: pdfFile('marzo') });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json();

    const head = await download(id, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(pdfFile('marzo').length));
    expect(head.rawPayload.length).toBe(0);
    expect((await row(id)).seenAt).toBeNull();

    const res = await download(id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfFile('marzo'))).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdfFile('marzo').length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Fattura marzo.pdf"; filename*=UTF-8''Fattura%20marzo.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const seen = await row(id);
    expect(seen).toMatchObject({ seenAt: h.t.clock.now, seenBy: 1 });

    const mine = await h.t.app.inject({ url: '/api/client-uploads', cookies: h.mario.cookies });
    expect(mine.json().items[0]).toMatchObject({
      id,
      status: 'received',
      receivedAt: h.t.clock.now.toISOString(),
    });

    // A second download keeps the first time it was seen; both are audited.
    h.t.clock.advance(60_000);
    expect((await download(id)).statusCode).toBe(200);
    expect((await row(id)).seenAt).toEqual(seen.seenAt);
    const audited = (await events('client-upload.download')).filter(
      (e) => (e.details as { upload: number }).upload === id,
    );
    expect(audited.map((e) => e.details)).toEqual([
      { upload: id, owner: h.mario.id, markedSeen: true },
      { upload: id, owner: h.mario.id, markedSeen: false },
    ]);
    expect(audited[0]).toMatchObject({ userId: 1, username: 'admin' });
  });

  it('answers 404 for a missing upload or a malformed id', async () => {
    for (const id of [999_999, 'abc', '0']) {
      const res = await download(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Documento non trovato' });
    }
  });

  it('answers 404 without internals when the stored file is gone, logs it, and leaves it new', async () => {
    const lost = await storeClientUpload(h.t.app, { userId: h.mario.id, title: 'Perso' });
    await rm(path.join(h.t.config.dataDir, 'documents', lost.storageKey));
    const res = await download(lost.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Documento non disponibile' });
    expect((await row(lost.id)).seenAt).toBeNull();
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.clientUploadId === lost.id);
    expect(logged).toMatchObject({ level: 50, msg: 'the stored file of a document is missing' });
  });
});

describe('PATCH /api/admin/client-uploads/:id', () => {
  it('archives an upload (marking it seen) and brings it back to the working list, audited', async () => {
    const { id } = await storeClientUpload(h.t.app, { userId: h.lucia.id, title: 'Contratto' });
    const archivedAt = h.t.clock.now;
    const archived = await patch(id, { state: 'archived' });
    expect(archived.statusCode).toBe(200);
    expect(adminClientUploadSchema.parse(archived.json())).toMatchObject({
      id,
      userName: 'Lucia Bianchi',
      state: 'archived',
      seenAt: archivedAt.toISOString(),
      archivedAt: archivedAt.toISOString(),
    });
    expect(await row(id)).toMatchObject({ seenBy: 1 });
    const mine = await h.t.app.inject({ url: '/api/client-uploads', cookies: h.lucia.cookies });
    expect(mine.json().items[0]).toMatchObject({ status: 'received' });

    // Archiving again keeps the first time.
    h.t.clock.advance(60_000);
    expect((await patch(id, { state: 'archived' })).json().archivedAt).toBe(archivedAt.toISOString());

    const restored = await patch(id, { state: 'seen' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      state: 'seen',
      seenAt: archivedAt.toISOString(),
      archivedAt: null,
    });
    expect(await titles('?state=new,seen')).toContain('Contratto');

    const changes = (await events('client-upload.state')).filter(
      (e) => (e.details as { upload: number }).upload === id,
    );
    expect(changes.map((e) => e.details)).toEqual([
      { upload: id, owner: h.lucia.id, from: 'new', to: 'archived' },
      { upload: id, owner: h.lucia.id, from: 'archived', to: 'seen' },
    ]);
  });

  it('marks a new upload seen', async () => {
    const { id } = await storeClientUpload(h.t.app, { userId: h.mario.id });
    const res = await patch(id, { state: 'seen' });
    expect(res.json()).toMatchObject({
      state: 'seen',
      seenAt: h.t.clock.now.toISOString(),
      archivedAt: null,
    });
  });

  it('refuses an unknown state with 400, and a missing upload or a malformed id with 404', async () => {
    const { id } = await storeClientUpload(h.t.app, { userId: h.mario.id });
    const bad = await patch(id, { state: 'new' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Stato non valido', fieldErrors: { state: 'Stato non valido' } });
    for (const other of [999_999, 'x']) {
      const res = await patch(other, { state: 'archived' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Documento non trovato' });
    }
    expect((await row(id)).seenAt).toBeNull();
  });
});
