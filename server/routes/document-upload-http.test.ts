import { request } from 'node:http';
import { TOO_LARGE_MESSAGE } from '@common/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../../test/support/document-fixtures';
import { storedFiles } from '../../test/support/documents';
import { type FormPart, multipartBody, uploadParts } from '../../test/support/multipart';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { cookieHeader, createUser, login } from '../../test/support/users';

// Over a real socket, unlike app.inject: Node stops reading a request once its
// response is sent, so an error answered mid-upload must first drain the body.
let t: TestApp;
let port: number;
let cookie: string;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  const cookies = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  cookie = cookieHeader(cookies);
  clientId = (await createUser(t.app)).id;
});
afterAll(() => t.close());

/** Sends the whole body in 64 KB writes; resolves once it was all sent AND the answer arrived. */
function upload(parts: FormPart[], chunked: boolean) {
  const body = multipartBody(parts);
  const length = chunked ? {} : { 'content-length': String(body.payload.length) };
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    let answer: { status: number; json: unknown } | undefined;
    let sent = false;
    const settle = () => answer && sent && resolve(answer);
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/documents/upload' }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        answer = { status: res.statusCode!, json: JSON.parse(text) };
        settle();
      });
    });
    for (const [name, value] of Object.entries({ ...body.headers, ...length, cookie })) {
      req.setHeader(name, value);
    }
    req.on('error', reject);
    let at = 0;
    const write = () => {
      while (at < body.payload.length) {
        const more = req.write(body.payload.subarray(at, at + 65_536));
        at += 65_536;
        if (!more) return void req.once('drain', write);
      }
      req.end(() => {
        sent = true;
        settle();
      });
    };
    write();
  });
}

const fields = (filename: string, content: Buffer) =>
  uploadParts({ title: 'Prova', userId: clientId, filename, content });
const big = () => Buffer.alloc(9 * 1024 * 1024, 'a');

describe('an upload refused while the browser is still sending', () => {
  it.each([false, true])('gets its answer (second file part, chunked: %s)', async (chunked) => {
    const res = await upload(
      [...fields('a.pdf', pdfFile()), { name: 'file', filename: 'b.txt', content: big() }],
      chunked,
    );
    expect(res).toEqual({ status: 400, json: { message: 'Carica un solo file per volta' } });
  });

  it('gets its answer (file over the limit, no declared length)', async () => {
    const res = await upload(fields('c.txt', Buffer.alloc(11 * 1024 * 1024, 'a')), true);
    expect(res).toEqual({ status: 413, json: { message: TOO_LARGE_MESSAGE } });
  });

  it('leaves the connection usable and nothing stored', async () => {
    const res = await upload(fields('d.pdf', pdfFile()), false);
    expect(res.status).toBe(201);
    expect((await storedFiles(t.config.dataDir)).temporary).toEqual([]);
  });
});
