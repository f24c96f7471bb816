import { randomBytes } from 'node:crypto';
import { readdir, readlink } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pdfFile } from '../../test/support/document-fixtures';
import { storeDocument } from '../../test/support/documents';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { unzipEntries } from '../../test/support/unzip';
import { cookieHeader, createUser, login } from '../../test/support/users';

let t: TestApp;
let url: string;
let cookie: string;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  const anna = await createUser(t.app, { username: 'anna' });
  const session = await login(t.app, 'anna', anna.password);
  cookie = cookieHeader(session);
  // Far more than the socket buffers and the streams' read-ahead hold together
  // (loopback buffers grow to several MB): the server has to wait for the reader.
  const docs = [];
  for (let i = 1; i <= 6; i++) {
    const content = pdfFile(randomBytes(4_000_000).toString('hex'));
    docs.push(await storeDocument(t.app, { userId: anna.id, content, filename: `documento-${i}.pdf` }));
  }
  ids = docs.map((d) => d.id);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** This process's open descriptors, as the paths they point at. */
async function openFiles(): Promise<string[]> {
  const fds = await readdir('/proc/self/fd');
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.filter(Boolean);
}
const storedFilesOpen = async () => {
  const root = path.join(t.config.dataDir, 'documents');
  return (await openFiles()).filter((target) => target.startsWith(root));
};

async function waitFor(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 250; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

function get(): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/api/documents/archive?ids=${ids.join(',')}`, {
      headers: { cookie },
      agent: false,
    });
    req.once('response', resolve);
    req.once('error', reject);
  });
}

it('closes the stored file when the client goes away mid-download', async () => {
  // A whole download first: the database pool and the app are warm, the count below is steady.
  const whole = await get();
  const chunks: Buffer[] = [];
  for await (const chunk of whole) chunks.push(chunk as Buffer);
  const names = (await unzipEntries(Buffer.concat(chunks))).map((e) => e.name);
  expect(names).toEqual(ids.map((_, i) => `documento-${i + 1}.pdf`));
  await waitFor(async () => (await storedFilesOpen()).length === 0, 'the complete download closed its files');
  const before = (await openFiles()).length;

  const res = await get();
  try {
    expect(res.statusCode).toBe(200);
    const first = await new Promise<Buffer>((resolve) => res.once('data', resolve));
    res.pause();
    expect(first.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    // The check below would prove nothing if no stored file were open at this point.
    await waitFor(async () => (await storedFilesOpen()).length > 0, 'a stored file is open');
  } finally {
    res.socket.destroy();
  }
  await waitFor(async () => (await storedFilesOpen()).length === 0, 'the stored file is closed');
  await waitFor(async () => (await openFiles()).length <= before, 'the descriptors are back to their count');

  // And the server serves the next one as usual.
  const again = await get();
  let bytes = 0;
  for await (const chunk of again) bytes += (chunk as Buffer).length;
  expect(bytes).toBe(Number(again.headers['content-length']));
});
