import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { currentYear } from '@common/document-categories';
import { clientUploadSchema } from '@common/schemas/client-uploads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendClientUpload, setUpClientUploadHarness } from '../../test/support/client-uploads';
import { pdfFile, utf8Text } from '../../test/support/document-fixtures';
import { sha256, storedFiles } from '../../test/support/documents';
import { postMultipart } from '../../test/support/multipart';
import { auditEvents, clientUploads } from '../db/schema';

const h = setUpClientUploadHarness();

describe('POST /api/client-uploads', () => {
  it('stores the file with its fields and answers 201 with the client item', async () => {
    const batch = crypto.randomUUID();
    const content = pdfFile('Fattura');
    const res = await h.send({
      filename: 'fattura-marzo.pdf',
      content,
      title: '  Fattura marzo  ',
      category: 'fatture',
      year: 2025,
      note: '  Le fatture di marzo  ',
      batch,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = clientUploadSchema.parse(res.json());
    expect(res.json()).toEqual({
      id: expect.any(Number),
      title: 'Fattura marzo',
      category: 'fatture',
      year: 2025,
      note: 'Le fatture di marzo',
      filename: 'fattura-marzo.pdf',
      filetype: 'application/pdf',
      size: content.length,
      uploadedAt: h.t.clock.now.toISOString(),
      status: 'sent',
      receivedAt: null,
    });
    const [row] = await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.id, item.id));
    expect(row).toMatchObject({ userId: h.mario.id, batch, sha256: sha256(content), seenAt: null });
    const stored = await readFile(path.join(h.t.config.dataDir, 'documents', row!.storageKey));
    expect(stored.equals(content)).toBe(true);
    expect(await storedFiles(h.t.config.dataDir)).toEqual({ committed: [row!.storageKey], temporary: [] });

    const [event] = await h.t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'client-upload.upload'));
    expect(event).toMatchObject({
      userId: h.mario.id,
      username: h.mario.username,
      details: {
        upload: item.id,
        title: 'Fattura marzo',
        category: 'fatture',
        year: 2025,
        batch,
        filename: 'fattura-marzo.pdf',
        filetype: 'application/pdf',
        size: content.length,
        sha256: sha256(content),
      },
    });
  });

  it('takes the year in Italy when none is given, and no note as null', async () => {
    const res = await h.send({ filename: 'nota.txt', content: utf8Text(), note: '   ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ year: currentYear(h.t.clock.now), note: null });
  });

  it.each([
    ['no title', { title: null }, { title: 'Il titolo è obbligatorio' }],
    ['a blank title', { title: '  ' }, { title: 'Il titolo è obbligatorio' }],
    ['no category', { category: null }, { category: 'Seleziona una categoria' }],
    ['an unknown category', { category: 'varie' }, { category: 'Seleziona una categoria' }],
    ['a year too old', { year: 1969 }, { year: 'Anno non valido' }],
    ['a year that is not a number', { year: 'duemila' }, { year: 'Anno non valido' }],
    [
      'a note too long',
      { note: 'x'.repeat(1001) },
      { note: 'La nota può contenere al massimo 1000 caratteri' },
    ],
    [
      'a batch that is not an id',
      { batch: '1' },
      { batch: 'Invio non valido: ricarica la pagina e riprova' },
    ],
    [
      'no title and no category',
      { title: null, category: null },
      { title: 'Il titolo è obbligatorio', category: 'Seleziona una categoria' },
    ],
  ])('refuses %s with 400 and the field errors, storing nothing', async (_label, change, fieldErrors) => {
    const res = await h.send({ filename: 'a.pdf', content: pdfFile(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: Object.values(fieldErrors)[0], fieldErrors });
    await h.expectNothingStored();
  });

  it('accepts a note of 1000 accented characters (three bytes each in UTF-8)', async () => {
    const res = await h.send({ filename: 'a.pdf', content: pdfFile(), note: '€'.repeat(1000) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().note).toHaveLength(1000);
  });

  it('refuses a request without a file, an empty file and two files', async () => {
    const noFile = await postMultipart(h.t.app, '/api/client-uploads', h.mario.cookies, [
      { name: 'title', value: 'Senza file' },
      { name: 'category', value: 'altro' },
    ]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fieldErrors).toEqual({ file: 'Seleziona un file da caricare' });

    const empty = await h.send({ filename: 'vuoto.pdf', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Il file è vuoto', fieldErrors: { file: 'Il file è vuoto' } });

    const two = await postMultipart(h.t.app, '/api/client-uploads', h.mario.cookies, [
      { name: 'title', value: 'Due' },
      { name: 'category', value: 'altro' },
      { name: 'file', filename: 'a.pdf', content: pdfFile('a') },
      { name: 'file', filename: 'b.pdf', content: pdfFile('b') },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ message: 'Carica un solo file per volta' });
    await h.expectNothingStored();
  });

  it('refuses a body that is not multipart', async () => {
    const res = await h.t.app.inject({
      method: 'POST',
      url: '/api/client-uploads',
      cookies: h.mario.cookies,
      payload: { title: 'JSON', category: 'altro' },
    });
    expect(res.statusCode).toBe(415);
    await h.expectNothingStored();
  });

  it('is for clients: a visitor gets 401, an administrator 403', async () => {
    const upload = { filename: 'a.pdf', content: pdfFile() };
    const visitor = await sendClientUpload(h.t.app, undefined, upload);
    expect(visitor.statusCode).toBe(401);
    const admin = await sendClientUpload(h.t.app, h.admin, upload);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: 'Operazione riservata ai clienti.' });
    await h.expectNothingStored();
  });
});
