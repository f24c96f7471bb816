import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '@common/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfFile } from '../../test/support/document-fixtures';
import { storeDocument, storedFiles } from '../../test/support/documents';
import { multipartBody, postUpload, uploadParts } from '../../test/support/multipart';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { auditEvents, documents, mailOutbox, users } from '../db/schema';
import type { DocumentStore } from '../documents/storage/document-store';
import { internalErrorMessage } from '../http-error';

type Failure = 'none' | 'mid-write' | 'after-rename' | 'duplicate-key' | 'owner-deleted';
let failure: Failure = 'none';
let duplicateKey = '';

/** Passes `limit` bytes on, then fails like a disk that stops answering. */
async function* failAfter(source: AsyncIterable<Buffer>, limit: number) {
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.length;
    if (seen > limit) throw new Error('simulated disk failure');
    yield chunk;
  }
}

/** The real store, made to fail at the point the current test chooses. */
const faultyStore = (local: DocumentStore): DocumentStore => ({
  ...local,
  async write(source, options) {
    const input = failure === 'mid-write' ? failAfter(source as AsyncIterable<Buffer>, 4096) : source;
    const pending = await local.write(input, options);
    if (failure === 'after-rename') {
      return {
        ...pending,
        commit: async () => {
          await pending.commit();
          throw new Error('simulated failure after the rename');
        },
      };
    }
    // The database refuses the row (unique storage key) after the file was written.
    if (failure === 'duplicate-key') return { ...pending, key: duplicateKey };
    // Another administrator deletes the client while their file is arriving.
    if (failure === 'owner-deleted') await t.app.db.delete(users).where(eq(users.id, client.id));
    return pending;
  },
});

let t: TestApp;
let admin: Record<string, string>;
let client: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  // Mail on, so the notice is part of the transaction; nothing listens and no test waits for delivery.
  t = await createTestApp({
    env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it' },
    documentStore: faultyStore,
  });
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  client = await createUser(t.app, { username: 'piero' });
});
afterAll(() => t.close());
beforeEach(async () => {
  failure = 'none';
  await t.app.db.delete(documents);
  await t.app.db.delete(mailOutbox);
  await rm(path.join(t.config.dataDir, 'documents'), { recursive: true, force: true });
});

const parts = (content: Buffer, filename = 'grande.txt') =>
  uploadParts({ title: 'Prova', userId: client.id, filename, content });

async function expectNothingStored() {
  expect(await t.app.db.select().from(documents)).toEqual([]);
  expect(await t.app.db.select().from(mailOutbox)).toEqual([]);
  expect(await storedFiles(t.config.dataDir)).toEqual({ committed: [], temporary: [] });
}

describe('size limit', () => {
  it('accepts a file of exactly 10 MB', async () => {
    const res = await postUpload(t.app, admin, parts(Buffer.alloc(MAX_DOCUMENT_BYTES, 'a')));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().size).toBe(MAX_DOCUMENT_BYTES);
  });

  it('refuses 11 MB from the declared length, before reading the body', async () => {
    const res = await postUpload(t.app, admin, parts(Buffer.alloc(11 * 1024 * 1024, 'a')));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE_MESSAGE });
    expect(res.headers.connection).toBe('close');
    await expectNothingStored();
  });

  it('refuses one byte over the limit while streaming', async () => {
    const res = await postUpload(t.app, admin, parts(Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 'a')));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE_MESSAGE });
    await expectNothingStored();
  });

  it('refuses 11 MB sent without a declared length', async () => {
    const body = multipartBody(parts(Buffer.alloc(11 * 1024 * 1024, 'a')));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: body.headers,
      payload: Readable.from([body.payload.subarray(0, 1 << 20), body.payload.subarray(1 << 20)]),
      cookies: admin,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE_MESSAGE });
    await expectNothingStored();
  });
});

describe('a failure at any point leaves neither a row nor a file', () => {
  it('when the store fails in the middle of the file', async () => {
    failure = 'mid-write';
    const res = await postUpload(t.app, admin, parts(Buffer.alloc(64 * 1024, 'a')));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: internalErrorMessage });
    await expectNothingStored();
  });

  it('when the file fails after it was renamed into place (e-mail and audit rolled back too)', async () => {
    failure = 'after-rename';
    const uploadsAudited = () =>
      t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'document.upload'));
    const before = (await uploadsAudited()).length;
    const res = await postUpload(t.app, admin, parts(pdfFile(), 'atto.pdf'));
    expect(res.statusCode).toBe(500);
    await expectNothingStored();
    expect(await uploadsAudited()).toHaveLength(before);
  });

  it('when the database refuses the row after the file was written', async () => {
    const existing = await storeDocument(t.app, { userId: client.id, title: 'Esistente' });
    duplicateKey = existing.storageKey;
    failure = 'duplicate-key';
    const res = await postUpload(t.app, admin, parts(pdfFile('nuovo'), 'nuovo.pdf'));
    expect(res.statusCode).toBe(500);
    expect((await t.app.db.select().from(documents)).map((d) => d.id)).toEqual([existing.id]);
    expect(await storedFiles(t.config.dataDir)).toEqual({ committed: [existing.storageKey], temporary: [] });
  });

  it('when the client is deleted while the file is arriving', async () => {
    const doomed = client;
    failure = 'owner-deleted';
    const res = await postUpload(t.app, admin, parts(pdfFile(), 'tardi.pdf'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      userId: 'Seleziona un utente: il documento va assegnato a un cliente esistente',
    });
    await expectNothingStored();
    client = await createUser(t.app, { username: `${doomed.username}-bis` });
  });

  it('and a working upload afterwards queues the client notice with the row', async () => {
    const res = await postUpload(t.app, admin, parts(pdfFile(), 'ok.pdf'));
    expect(res.statusCode).toBe(201);
    const [doc] = await t.app.db.select().from(documents);
    const [mail] = await t.app.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ kind: 'document', recipientUserId: client.id, to: client.email });
    expect(doc!.noticeMailId).toBe(mail!.id);
  });
});
