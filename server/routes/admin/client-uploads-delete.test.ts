import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpClientUploadHarness, storeClientUpload } from '../../../test/support/client-uploads';
import { pdfFile } from '../../../test/support/document-fixtures';
import { storedFiles } from '../../../test/support/documents';
import { TEST_ADMIN } from '../../../test/support/test-app';
import { auditEvents, clientUploads, mailOutbox } from '../../db/schema';

const h = setUpClientUploadHarness({
  env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it' },
});

const remove = (id: number | string, cookies = h.admin) =>
  h.t.app.inject({ method: 'DELETE', url: `/api/admin/client-uploads/${id}`, cookies });
const rows = () => h.t.app.db.select().from(clientUploads);

describe('DELETE /api/admin/client-uploads/:id', () => {
  it("removes a seen or archived upload and its file, so the client's space is free again", async () => {
    const seen = await storeClientUpload(h.t.app, { userId: h.mario.id, seenAt: new Date() });
    const archived = await storeClientUpload(h.t.app, {
      userId: h.mario.id,
      title: 'Archiviato',
      seenAt: new Date(),
      archivedAt: new Date(),
    });

    expect((await remove(seen.id)).statusCode).toBe(204);
    expect((await remove(archived.id)).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    expect(await storedFiles(h.t.config.dataDir)).toEqual({ committed: [], temporary: [] });

    const events = await h.t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'client-upload.delete'))
      .orderBy(auditEvents.id);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      userId: 1,
      username: TEST_ADMIN.username,
      details: { upload: seen.id, owner: h.mario.id, title: seen.title, sha256: seen.sha256 },
    });
  });

  it('withdraws a new upload from the e-mail still waiting for the firm', async () => {
    const sent = await h.send({ filename: 'fattura.pdf', content: pdfFile(), title: 'Per sbaglio' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await h.t.app.db.select().from(mailOutbox)).toHaveLength(1);

    expect((await remove(sent.json().id)).statusCode).toBe(204);
    // The only file of the e-mail is gone: the e-mail with it.
    expect(await h.t.app.db.select().from(mailOutbox)).toEqual([]);
    await h.expectNothingStored();
  });

  it('answers 404 for a missing or malformed id, and leaves other uploads alone', async () => {
    const kept = await storeClientUpload(h.t.app, { userId: h.lucia.id });
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const res = await remove(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Documento non trovato' });
    }
    expect((await rows()).map((r) => r.id)).toEqual([kept.id]);
  });
});
