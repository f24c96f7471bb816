import { randomBytes } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pdfFile } from '../../test/support/document-fixtures';
import { storeDocument } from '../../test/support/documents';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { unzipEntries } from '../../test/support/unzip';
import { createUser, login } from '../../test/support/users';

/** What the download routes read from the store: how much, and what happens when a read fails. */
let t: TestApp;
/** Stored files that exist but cannot be opened (a permission or disk error). */
const unreadable = new Set<string>();
/** Bytes the routes took from the store, across all files. */
let bytesRead = 0;
const logLines: string[] = [];
let anna: Awaited<ReturnType<typeof createUser>>;
let cookies: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (l) => void logLines.push(l) },
    documentStore: (local) => ({
      ...local,
      async read(key) {
        if (unreadable.has(key))
          throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
        const file = await local.read(key);
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            bytesRead += chunk.length;
            callback(null, chunk);
          },
        });
        // Destroying the counted stream closes the file, as destroying the file's own would.
        pipeline(file.stream, counted, () => {});
        return { stream: counted, size: file.size };
      },
    }),
  });
  anna = await createUser(t.app, { username: 'anna' });
  cookies = await login(t.app, 'anna', anna.password);
});
afterAll(() => t.close());
beforeEach(() => {
  bytesRead = 0;
});

const bigPdf = (name: string) =>
  storeDocument(t.app, {
    userId: anna.id,
    content: pdfFile(randomBytes(4_000_000).toString('hex')),
    filename: name,
  });

it('answers HEAD on a download or an archive without reading the files through', async () => {
  const [a, b] = [await bigPdf('a.pdf'), await bigPdf('b.pdf')];
  for (const url of [`/api/documents/${a.id}/download`, `/api/documents/archive?ids=${a.id},${b.id}`]) {
    bytesRead = 0;
    const head = await t.app.inject({ method: 'HEAD', url, cookies });
    expect(head.statusCode, url).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    // At most the first read-ahead of one file, never the 8 MB (16 MB for the archive) a GET reads.
    await new Promise((r) => setTimeout(r, 100));
    expect(bytesRead, url).toBeLessThanOrEqual(2 * 1024 * 1024);
    const get = await t.app.inject({ url, cookies });
    expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
    expect(get.rawPayload.length).toBe(Number(get.headers['content-length']));
  }
});

it('answers a file that fails to open, while the audit is still being written, with a 500 and keeps serving', async () => {
  const good = await storeDocument(t.app, {
    userId: anna.id,
    content: pdfFile('buono'),
    filename: 'buono.pdf',
  });
  const bad = await storeDocument(t.app, {
    userId: anna.id,
    content: pdfFile('guasto'),
    filename: 'guasto.pdf',
  });
  unreadable.add(bad.storageKey);

  // The first entry is opened at once, before the route has written its audit rows:
  // the error must reach the reply, not crash the process as an unhandled 'error' event.
  const res = await t.app.inject({ url: `/api/documents/archive?ids=${bad.id},${good.id}`, cookies });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: 'Si è verificato un errore interno. Riprova più tardi.' });
  expect(logLines.join('\n')).toContain('EACCES');

  const ok = await t.app.inject({ url: `/api/documents/archive?ids=${good.id}`, cookies });
  expect((await unzipEntries(ok.rawPayload)).map((e) => e.sha256)).toEqual([good.sha256]);
});
