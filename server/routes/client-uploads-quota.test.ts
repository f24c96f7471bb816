import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendClientUpload, setUpClientUploadHarness } from '../../test/support/client-uploads';
import { pdfFile } from '../../test/support/document-fixtures';
import { storedFiles } from '../../test/support/documents';
import { blockedOnLock, openSecondConnection } from '../../test/support/two-connections';
import { createUser, login } from '../../test/support/users';
import { recordClientUpload } from '../client-uploads/record-upload';
import { auditEvents, clientUploads, mailOutbox, users } from '../db/schema';
import type { DocumentStore } from '../documents/storage/document-store';
import { internalErrorMessage } from '../http-error';

const KB = 1024;
const QUOTA = 300 * KB;
let failAfterRename = false;
let deleteWhileArriving: number | null = null;

/** The real store, failing (or letting the sender be deleted) where a test asks for it. */
const faultyStore = (local: DocumentStore): DocumentStore => ({
  ...local,
  async write(source, options) {
    const pending = await local.write(source, options);
    // An administrator deletes the client while their file is arriving.
    if (deleteWhileArriving !== null) await h.t.app.db.delete(users).where(eq(users.id, deleteWhileArriving));
    if (!failAfterRename) return pending;
    return {
      ...pending,
      commit: async () => {
        await pending.commit();
        throw new Error('simulated failure after the rename');
      },
    };
  },
});

const h = setUpClientUploadHarness({
  config: { clientUploadQuotaBytes: QUOTA },
  // Mail on, so the firm's e-mail is part of the transaction; nothing listens there.
  env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it' },
  documentStore: faultyStore,
});
beforeEach(() => {
  failAfterRename = false;
  deleteWhileArriving = null;
});

const text = (kb: number) => Buffer.alloc(kb * KB, 'a');
const full = (used: string) =>
  'Spazio esaurito: i documenti che invii allo studio non possono superare 300 KB in tutto ' +
  `(ne stai usando ${used}). Il file non è stato inviato: contatta lo studio.`;

describe('the per-client storage quota', () => {
  it('refuses a file that would pass it with 413, the limit and the space used; archived files count', async () => {
    const first = await h.send({ filename: 'a.txt', content: text(200) });
    expect(first.statusCode, first.body).toBe(201);
    const archived = await h.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/client-uploads/${first.json().id}`,
      cookies: h.admin,
      payload: { state: 'archived' },
    });
    expect(archived.statusCode).toBe(200);
    expect((await h.send({ filename: 'b.txt', content: text(90) })).statusCode).toBe(201);
    const before = await storedFiles(h.t.config.dataDir);
    const mailsBefore = await h.t.app.db.select().from(mailOutbox);

    const res = await h.send({ filename: 'c.txt', content: text(20) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: full('290 KB') });
    // Refused after reading: the declared length alone did not tell.
    expect(res.headers.connection).not.toBe('close');
    expect(await h.t.app.db.select().from(clientUploads)).toHaveLength(2);
    expect(await storedFiles(h.t.config.dataDir)).toEqual(before);
    expect(await h.t.app.db.select().from(mailOutbox)).toEqual(mailsBefore);

    // Up to the limit exactly is allowed; another client has a quota of their own.
    expect((await h.send({ filename: 'd.txt', content: text(10) })).statusCode).toBe(201);
    expect((await h.send({ filename: 'e.txt', content: text(1) })).json()).toEqual({
      message: full('300 KB'),
    });
    expect((await h.send({ filename: 'l.txt', content: text(250) }, h.lucia)).statusCode).toBe(201);
  });

  it('refuses from the declared length alone, before reading the body', async () => {
    const res = await h.send({ filename: 'grande.txt', content: text(400) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: full('0 byte') });
    expect(res.headers.connection).toBe('close');
    await h.expectNothingStored();
  });

  it('gives the space back when the client deletes an upload the firm has not seen', async () => {
    const big = (await h.send({ filename: 'a.txt', content: text(250) })).json();
    expect((await h.send({ filename: 'b.txt', content: text(100) })).statusCode).toBe(413);
    const removed = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/client-uploads/${big.id}`,
      cookies: h.mario.cookies,
    });
    expect(removed.statusCode).toBe(204);
    expect((await h.send({ filename: 'b.txt', content: text(100) })).statusCode).toBe(201);
  });
});

describe('a failure at any point', () => {
  it('leaves no row, no file, no e-mail and no audit event (the rename into place fails)', async () => {
    failAfterRename = true;
    const audited = () =>
      h.t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'client-upload.upload'));
    const before = (await audited()).length;
    const res = await h.send({ filename: 'atto.pdf', content: pdfFile() });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: internalErrorMessage });
    await h.expectNothingStored();
    expect(await audited()).toHaveLength(before);
  });

  it('leaves nothing when the client is deleted while the file is arriving', async () => {
    const leaving = await createUser(h.t.app, { username: 'in.partenza' });
    const cookies = await login(h.t.app, leaving.username, leaving.password);
    deleteWhileArriving = leaving.id;
    const res = await sendClientUpload(h.t.app, cookies, { filename: 'tardi.pdf', content: pdfFile() });
    expect(res.statusCode).toBe(401);
    await h.expectNothingStored();
  });
});

// PGlite has one connection: two transactions never interleave there.
if (process.env.TEST_DATABASE_URL) {
  describe('two uploads of one client at once (PostgreSQL)', () => {
    let other: Awaited<ReturnType<typeof openSecondConnection>>;
    beforeAll(async () => {
      other = await openSecondConnection(h.t);
    });
    afterAll(() => other.close());

    it('cannot both pass the quota: the second waits for the first and counts it', async () => {
      // Another of Mario's uploads, past every check and not yet committed.
      const first = await other.openTransaction((tx) =>
        recordClientUpload(tx, {
          senderId: h.mario.id,
          input: { title: 'Primo', category: 'fatture', note: null },
          file: { key: randomUUID(), size: 200 * KB, sha256: '0'.repeat(64) },
          filename: 'primo.txt',
          filetype: 'text/plain; charset=utf-8',
          now: h.t.clock.now,
          quotaBytes: QUOTA,
          notice: null,
        }),
      );
      const second = h.send({ filename: 'secondo.txt', content: text(200) });
      await blockedOnLock(h.t, second);
      await first.commit();
      const res = await second;
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: full('200 KB') });
      expect((await h.t.app.db.select().from(clientUploads)).map((u) => u.title)).toEqual(['Primo']);
      expect(await storedFiles(h.t.config.dataDir)).toEqual({ committed: [], temporary: [] });
    });
  });
}
