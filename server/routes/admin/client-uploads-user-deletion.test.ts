import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  sendClientUpload,
  setUpClientUploadHarness,
  storeClientUpload,
} from '../../../test/support/client-uploads';
import { pdfFile } from '../../../test/support/document-fixtures';
import { storeDocument, storedFiles } from '../../../test/support/documents';
import { createUser, login } from '../../../test/support/users';
import { auditEvents, clientUploads, mailOutbox } from '../../db/schema';

// Mail on, so the client's files have a waiting e-mail to the firm; nothing listens there.
const h = setUpClientUploadHarness({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it' } });

describe('DELETE /api/admin/users/:id and what the client sent', () => {
  it("removes the client's uploads with their files and the waiting e-mail about them", async () => {
    const leaving = await createUser(h.t.app, { username: 'in.uscita', fullName: 'Cliente In Uscita' });
    const cookies = await login(h.t.app, leaving.username, leaving.password);
    for (const title of ['Primo', 'Secondo']) {
      const res = await sendClientUpload(h.t.app, cookies, {
        filename: `${title}.pdf`,
        content: pdfFile(title),
        title,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const archived = await storeClientUpload(h.t.app, { userId: leaving.id, archivedAt: new Date() });
    const document = await storeDocument(h.t.app, { userId: leaving.id, title: 'Dallo studio' });
    const kept = await storeClientUpload(h.t.app, { userId: h.mario.id });
    const leavingKeys = (
      await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.userId, leaving.id))
    ).map((u) => u.storageKey);
    expect(leavingKeys).toHaveLength(3);
    expect(leavingKeys).toContain(archived.storageKey);
    expect(await h.t.app.db.select().from(mailOutbox)).toHaveLength(1);

    const res = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.id}`,
      cookies: h.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedDocuments: 1, apiTokensRevoked: 0 });

    expect((await h.t.app.db.select().from(clientUploads)).map((u) => u.id)).toEqual([kept.id]);
    const { committed } = await storedFiles(h.t.config.dataDir);
    expect(committed).toEqual([kept.storageKey]);
    expect(committed).not.toContain(document.storageKey);
    expect(await h.t.app.db.select().from(mailOutbox)).toEqual([]);
    const [event] = await h.t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'user.delete'));
    expect(event!.details).toMatchObject({
      deleted: leaving.id,
      deletedDocuments: 1,
      deletedClientUploads: 3,
    });
  });
});
