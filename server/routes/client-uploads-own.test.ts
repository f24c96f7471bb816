import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpClientUploadHarness } from '../../test/support/client-uploads';
import { pdfFile } from '../../test/support/document-fixtures';
import { storedFiles } from '../../test/support/documents';
import { auditEvents, clientUploads } from '../db/schema';

const h = setUpClientUploadHarness();

describe('GET /api/client-uploads', () => {
  it("lists the caller's own uploads only, newest first, never cached", async () => {
    const first = await h.send({ filename: 'primo.pdf', content: pdfFile('1'), title: 'Primo' });
    h.t.clock.advance(1000);
    await h.send({ filename: 'altrui.pdf', content: pdfFile('x'), title: 'Di Lucia' }, h.lucia);
    h.t.clock.advance(1000);
    const second = await h.send({ filename: 'secondo.pdf', content: pdfFile('2'), title: 'Secondo' });

    const res = await h.t.app.inject({ url: '/api/client-uploads', cookies: h.mario.cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().items).toEqual([second.json(), first.json()]);
    const lucia = await h.t.app.inject({ url: '/api/client-uploads', cookies: h.lucia.cookies });
    expect(lucia.json().items.map((u: { title: string }) => u.title)).toEqual(['Di Lucia']);
  });

  it('is for clients only', async () => {
    expect((await h.t.app.inject({ url: '/api/client-uploads' })).statusCode).toBe(401);
    expect((await h.t.app.inject({ url: '/api/client-uploads', cookies: h.admin })).statusCode).toBe(403);
  });
});

describe('DELETE /api/client-uploads/:id', () => {
  const remove = (id: number | string, cookies = h.mario.cookies) =>
    h.t.app.inject({ method: 'DELETE', url: `/api/client-uploads/${id}`, cookies });

  it('removes an upload the firm has not seen: row and file, audited', async () => {
    const kept = (await h.send({ filename: 'resta.pdf', content: pdfFile('resta') })).json();
    const sent = (
      await h.send({ filename: 'sbagliato.pdf', content: pdfFile('no'), title: 'Sbagliato' })
    ).json();
    const [row] = await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.id, sent.id));

    const res = await remove(sent.id);
    expect(res.statusCode).toBe(204);
    expect((await h.t.app.db.select().from(clientUploads)).map((u) => u.id)).toEqual([kept.id]);
    expect((await storedFiles(h.t.config.dataDir)).committed).not.toContain(row!.storageKey);
    const [event] = await h.t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'client-upload.delete'));
    expect(event).toMatchObject({
      userId: h.mario.id,
      details: { upload: sent.id, title: 'Sbagliato', filename: 'sbagliato.pdf', sha256: row!.sha256 },
    });
  });

  it("answers another client's upload, a missing one and a malformed id with the same 404", async () => {
    const theirs = (await h.send({ filename: 'lucia.pdf', content: pdfFile() }, h.lucia)).json();
    for (const id of [theirs.id, 999_999, 'abc', '1.5', '0', '99999999999']) {
      const res = await remove(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Documento non trovato' });
    }
    expect(await h.t.app.db.select().from(clientUploads)).toHaveLength(1);
  });

  it('refuses with 409 once the firm has seen or archived it, and keeps it', async () => {
    const seen = (await h.send({ filename: 'visto.pdf', content: pdfFile('v') })).json();
    const archived = (await h.send({ filename: 'archiviato.pdf', content: pdfFile('a') })).json();
    const download = await h.t.app.inject({
      url: `/api/admin/client-uploads/${seen.id}/download`,
      cookies: h.admin,
    });
    expect(download.statusCode).toBe(200);
    const patch = await h.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/client-uploads/${archived.id}`,
      cookies: h.admin,
      payload: { state: 'archived' },
    });
    expect(patch.statusCode).toBe(200);

    for (const id of [seen.id, archived.id]) {
      const res = await remove(id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'Lo studio ha già ricevuto questo documento: non puoi più eliminarlo. Se serve, contatta lo studio.',
      });
    }
    expect(await h.t.app.db.select().from(clientUploads)).toHaveLength(2);
    expect((await storedFiles(h.t.config.dataDir)).committed).toHaveLength(2);
  });

  it('is for clients only', async () => {
    const mine = (await h.send({ filename: 'a.pdf', content: pdfFile() })).json();
    expect(
      (await h.t.app.inject({ method: 'DELETE', url: `/api/client-uploads/${mine.id}` })).statusCode,
    ).toBe(401);
    expect((await remove(mine.id, h.admin)).statusCode).toBe(403);
    expect(await h.t.app.db.select().from(clientUploads)).toHaveLength(1);
  });
});
