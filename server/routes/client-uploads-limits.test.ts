import { Readable } from 'node:stream';
import { MAX_FILES_PER_BATCH, TOO_MANY_FILES_MESSAGE } from '@common/client-uploads';
import { MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '@common/documents';
import { describe, expect, it } from 'vitest';
import { clientUploadParts, setUpClientUploadHarness } from '../../test/support/client-uploads';
import { pdfFile } from '../../test/support/document-fixtures';
import { storedFiles } from '../../test/support/documents';
import { multipartBody } from '../../test/support/multipart';
import { clientUploads } from '../db/schema';

const h = setUpClientUploadHarness();

describe('POST /api/client-uploads: 10 MB per file', () => {
  it('accepts a file of exactly 10 MB', async () => {
    const res = await h.send({ filename: 'grande.txt', content: Buffer.alloc(MAX_DOCUMENT_BYTES, 'a') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().size).toBe(MAX_DOCUMENT_BYTES);
  });

  it('refuses one byte more while streaming, storing nothing', async () => {
    const res = await h.send({ filename: 'grande.txt', content: Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 'a') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE_MESSAGE });
    await h.expectNothingStored();
  });

  it('refuses 11 MB from the declared length, before reading the body', async () => {
    const res = await h.send({ filename: 'enorme.txt', content: Buffer.alloc(11 * 1024 * 1024, 'a') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE_MESSAGE });
    expect(res.headers.connection).toBe('close');
    await h.expectNothingStored();
  });

  it('refuses 11 MB sent without a declared length', async () => {
    const body = multipartBody(
      clientUploadParts({ filename: 'c.txt', content: Buffer.alloc(11 << 20, 'a') }),
    );
    const res = await h.t.app.inject({
      method: 'POST',
      url: '/api/client-uploads',
      headers: body.headers,
      payload: Readable.from([body.payload.subarray(0, 1 << 20), body.payload.subarray(1 << 20)]),
      cookies: h.mario.cookies,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE_MESSAGE });
    await h.expectNothingStored();
  });
});

describe('POST /api/client-uploads: 20 files per sending', () => {
  it('refuses the 21st file of a batch and stores nothing of it', async () => {
    const batch = crypto.randomUUID();
    for (let i = 1; i <= MAX_FILES_PER_BATCH; i++) {
      const res = await h.send({ filename: `f${i}.pdf`, content: pdfFile(String(i)), batch });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await h.send({ filename: 'f21.pdf', content: pdfFile('21'), batch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TOO_MANY_FILES_MESSAGE });
    expect(TOO_MANY_FILES_MESSAGE).toBe('Puoi inviare al massimo 20 file alla volta');
    expect(await h.t.app.db.select().from(clientUploads)).toHaveLength(MAX_FILES_PER_BATCH);
    expect(await storedFiles(h.t.config.dataDir)).toMatchObject({ temporary: [] });
    expect((await storedFiles(h.t.config.dataDir)).committed).toHaveLength(MAX_FILES_PER_BATCH);

    // A new sending, a file without a batch and another client's same batch id are counted apart.
    const next = await h.send({ filename: 'nuovo.pdf', content: pdfFile(), batch: crypto.randomUUID() });
    expect(next.statusCode).toBe(201);
    expect((await h.send({ filename: 'solo.pdf', content: pdfFile() })).statusCode).toBe(201);
    expect((await h.send({ filename: 'l.pdf', content: pdfFile(), batch }, h.lucia)).statusCode).toBe(201);
  });

  it('counts only what is still there: a file deleted from the batch frees its place', async () => {
    const batch = crypto.randomUUID();
    const ids: number[] = [];
    for (let i = 1; i <= MAX_FILES_PER_BATCH; i++) {
      ids.push((await h.send({ filename: `f${i}.pdf`, content: pdfFile(String(i)), batch })).json().id);
    }
    const removed = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/client-uploads/${ids[0]}`,
      cookies: h.mario.cookies,
    });
    expect(removed.statusCode).toBe(204);
    expect((await h.send({ filename: 'f21.pdf', content: pdfFile('21'), batch })).statusCode).toBe(201);
  });
});
