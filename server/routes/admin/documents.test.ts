import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfFile } from '../../../test/support/document-fixtures';
import { storeDocument, storedFiles } from '../../../test/support/documents';
import { postUpload, uploadParts } from '../../../test/support/multipart';
import { setupAdminApp } from '../../../test/support/setup-test-app';
import { createUser } from '../../../test/support/users';
import { auditEvents, documents } from '../../db/schema';

const { t, admin } = setupAdminApp();

const remove = (id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${id}`, cookies: admin });

describe('GET /api/admin/documents', () => {
  it("lists every client's documents, newest first, with the client's names and the first download", async () => {
    const mario = await createUser(t.app, {
      username: 'mario.rossi',
      fullName: 'Mario Rossi',
      email: 'mario@example.it',
    });
    const lucia = await createUser(t.app, { username: 'lucia', fullName: 'Lucia Bianchi' });
    const older = await storeDocument(t.app, {
      userId: mario.id,
      title: '730',
      uploadedAt: new Date('2026-01-10T09:00:00Z'),
    });
    await storeDocument(t.app, {
      userId: lucia.id,
      title: 'F24',
      uploadedAt: new Date('2026-02-10T09:00:00Z'),
    });
    await t.app.db
      .update(documents)
      .set({ firstDownloadedAt: new Date('2026-01-11T07:00:00Z') })
      .where(eq(documents.id, older.id));

    const res = await t.app.inject({ url: '/api/admin/documents', cookies: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.json()).toMatchObject({ total: 2, totalCapped: false, nextCursor: null });
    expect(res.json().items.map((d: { title: string }) => d.title)).toEqual(['F24', '730']);
    expect(res.json().items[1]).toEqual({
      id: older.id,
      userId: mario.id,
      title: '730',
      category: 'altro',
      year: expect.any(Number),
      filename: 'documento.pdf',
      filetype: 'application/pdf',
      size: older.content.length,
      uploadedAt: '2026-01-10T09:00:00.000Z',
      firstDownloadedAt: '2026-01-11T07:00:00.000Z',
      amountCents: null,
      dueDate: null,
      userName: 'Mario Rossi',
      username: 'mario.rossi',
      userEmail: 'mario@example.it',
    });
    expect(res.body).not.toMatch(/storage|sha256|password/i);
  });
});

describe('DELETE /api/admin/documents/:id', () => {
  it('deletes the row and then its stored file, and audits it', async () => {
    const owner = await createUser(t.app);
    const uploaded = await postUpload(
      t.app,
      admin,
      uploadParts({ title: 'Da eliminare', userId: owner.id, filename: 'x.pdf', content: pdfFile() }),
    );
    const { id } = uploaded.json();
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, id));
    expect((await storedFiles(t.config.dataDir)).committed).toContain(row!.storageKey);

    const res = await remove(id);
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.select().from(documents).where(eq(documents.id, id))).toEqual([]);
    expect((await storedFiles(t.config.dataDir)).committed).not.toContain(row!.storageKey);
    const events = await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'document.delete'));
    expect(events).toContainEqual(
      expect.objectContaining({
        userId: 1,
        details: expect.objectContaining({ document: id, title: 'Da eliminare', owner: owner.id }),
      }),
    );
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Documento non trovato' });
  });

  it('handles a bulk delete (all requests at once) and leaves the other documents alone', async () => {
    const owner = await createUser(t.app);
    const selected = await Promise.all(
      ['A', 'B', 'C'].map((title) => storeDocument(t.app, { userId: owner.id, title })),
    );
    const other = await storeDocument(t.app, { userId: owner.id, title: 'Resta' });
    const results = await Promise.all(selected.map((d) => remove(d.id)));
    expect(results.map((r) => r.statusCode)).toEqual([204, 204, 204]);
    const { committed } = await storedFiles(t.config.dataDir);
    for (const d of selected) expect(committed).not.toContain(d.storageKey);
    expect(committed).toContain(other.storageKey);
    const left = await t.app.db.select().from(documents).where(eq(documents.userId, owner.id));
    expect(left.map((d) => d.id)).toEqual([other.id]);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await remove('abc')).statusCode).toBe(400);
  });
});
