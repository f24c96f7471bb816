import { describe, expect, it } from 'vitest';
import { pdfFile, utf8Text } from '../../test/support/document-fixtures';
import { storedFiles } from '../../test/support/documents';
import { postUpload, uploadParts } from '../../test/support/multipart';
import { setUpUploadHarness } from '../../test/support/upload-harness';
import { createUser, login } from '../../test/support/users';

const h = setUpUploadHarness();

describe('POST /api/documents/upload: fields and parts', () => {
  it.each([
    ['no title', { title: undefined }, { title: 'Il titolo è obbligatorio' }],
    ['a blank title', { title: '   ' }, { title: 'Il titolo è obbligatorio' }],
    ['no user', { userId: undefined }, { userId: 'Seleziona un utente' }],
    ['an empty user', { userId: '' }, { userId: 'Seleziona un utente' }],
    [
      'no title and no user',
      { title: undefined, userId: undefined },
      {
        title: 'Il titolo è obbligatorio',
        userId: 'Seleziona un utente',
      },
    ],
  ])('refuses %s with 400 and the field errors', async (_label, change, fieldErrors) => {
    const parts = uploadParts({
      title: 'Documento',
      userId: h.client.id,
      filename: 'a.pdf',
      content: pdfFile(),
      ...change,
    });
    const res = await postUpload(h.t.app, h.admin, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: Object.values(fieldErrors)[0], fieldErrors });
    await h.expectNothingStored();
  });

  it('refuses a request without a file', async () => {
    const res = await postUpload(h.t.app, h.admin, [
      { name: 'title', value: 'Senza file' },
      { name: 'userId', value: String(h.client.id) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Seleziona un file da caricare',
      fieldErrors: { file: 'Seleziona un file da caricare' },
    });
  });

  it('refuses an empty file', async () => {
    const res = await h.upload({ filename: 'vuoto.pdf', content: Buffer.alloc(0) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Il file è vuoto', fieldErrors: { file: 'Il file è vuoto' } });
    await h.expectNothingStored();
  });

  it.each([
    [
      'before the fields',
      (file: object) => [
        file,
        file,
        ...uploadParts({ title: 'T', userId: h.client.id, filename: 'c.pdf', content: pdfFile() }),
      ],
    ],
    [
      'after the first file',
      (file: object) => [
        ...uploadParts({ title: 'T', userId: h.client.id, filename: 'c.pdf', content: pdfFile() }),
        file,
      ],
    ],
  ])('refuses two files (%s) and keeps neither', async (_label, build) => {
    const parts = build({ name: 'file', filename: 'altro.pdf', content: pdfFile('altro') }) as never;
    const res = await postUpload(h.t.app, h.admin, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Carica un solo file per volta' });
    await h.expectNothingStored();
  });

  it('refuses an unexpected upload mode', async () => {
    const res = await h.upload({ filename: 'a.pdf', content: pdfFile(), mode: 'massive' as 'bulk' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ mode: 'Modalità di caricamento non valida' });
  });

  it('refuses a body that is not multipart', async () => {
    const res = await h.t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      cookies: h.admin,
      payload: { title: 'JSON', userId: h.client.id },
    });
    expect(res.statusCode).toBe(415);
    await h.expectNothingStored();
  });
});

describe('POST /api/documents/upload: recipient and roles', () => {
  it.each([
    ['a user that does not exist', async () => 999_999],
    ['the main administrator', async () => 1],
    ['another administrator', async () => (await createUser(h.t.app, { role: 'admin' })).id],
  ])('refuses %s as recipient', async (_label, recipient) => {
    const parts = uploadParts({
      title: 'T',
      userId: await recipient(),
      filename: 'a.pdf',
      content: pdfFile(),
    });
    const res = await postUpload(h.t.app, h.admin, parts);
    expect(res.statusCode).toBe(400);
    const message = 'Seleziona un utente: il documento va assegnato a un cliente esistente';
    expect(res.json()).toEqual({ message, fieldErrors: { userId: message } });
    await h.expectNothingStored();
  });

  it('is for administrators only', async () => {
    const parts = uploadParts({ title: 'T', userId: h.client.id, filename: 'a.pdf', content: pdfFile() });
    expect((await postUpload(h.t.app, undefined, parts)).statusCode).toBe(401);
    const clientCookies = await login(h.t.app, h.client.username, h.client.password);
    const res = await postUpload(h.t.app, clientCookies, parts);
    expect(res.statusCode).toBe(403);
    await h.expectNothingStored();
  });
});

describe('POST /api/documents/upload: file names', () => {
  it('keeps only the last part of a path-traversal name', async () => {
    const res = await h.upload({ filename: '../../etc/passwd.txt', content: utf8Text() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filename).toBe('passwd.txt');
    const { committed } = await storedFiles(h.t.config.dataDir);
    expect(committed).toHaveLength(1);
    expect(committed[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cleans quotes, control and reserved characters, and the download header stays one safe line', async () => {
    const res = await h.upload({
      filename: 'Fattura "marzo"\t<2026>\u202e|?*\u0007.pdf',
      content: pdfFile(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filename).toBe('Fattura marzo 2026.pdf');
    const file = await h.t.app.inject({ url: `/api/documents/${res.json().id}/download`, cookies: h.admin });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Fattura marzo 2026.pdf"; filename*=UTF-8''Fattura%20marzo%202026.pdf`,
    );
  });

  it('refuses a name with line breaks (the parser drops such a part) and stores nothing', async () => {
    const res = await postUpload(h.t.app, h.admin, [
      { name: 'title', value: 'A capo' },
      { name: 'userId', value: String(h.client.id) },
      { name: 'file', encodedFilename: 'a"b\r\nX-Injected: 1.pdf', content: pdfFile() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Seleziona un file da caricare');
    await h.expectNothingStored();
  });

  it('keeps a UTF-8 name sent the RFC 5987 way', async () => {
    const res = await postUpload(h.t.app, h.admin, [
      ...uploadParts({ title: 'UTF-8', userId: h.client.id, filename: 'x', content: '' }).slice(0, 2),
      { name: 'file', encodedFilename: 'Dichiarazione è più “bella”.pdf', content: pdfFile() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filename).toBe('Dichiarazione è più “bella”.pdf');
  });
});
