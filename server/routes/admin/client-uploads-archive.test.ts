import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_MAX_DOCUMENTS } from '@common/documents';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpClientUploadHarness, storeClientUpload } from '../../../test/support/client-uploads';
import { docxFile, pdfFile, utf8Text } from '../../../test/support/document-fixtures';
import { sha256 } from '../../../test/support/documents';
import { unzipEntries } from '../../../test/support/unzip';
import { createUser } from '../../../test/support/users';
import { auditEvents, clientUploads } from '../../db/schema';
import { receivedArchiveName } from './client-uploads-archive';

const logLines: string[] = [];
const h = setUpClientUploadHarness({
  env: { LOG_LEVEL: 'error' },
  logStream: { write: (l) => void logLines.push(l) },
});

const archive = (ids: readonly (number | string)[], method: 'GET' | 'HEAD' = 'GET') =>
  h.t.app.inject({ method, url: `/api/admin/client-uploads/archive?ids=${ids.join(',')}`, cookies: h.admin });
const rows = (ids: number[]) => h.t.app.db.select().from(clientUploads).where(inArray(clientUploads.id, ids));

describe('GET /api/admin/client-uploads/archive', () => {
  it('streams one ZIP, a folder per client, every entry byte for byte the stored file', async () => {
    const send = async (filename: string, content: Buffer, who = h.mario) => {
      const res = await h.send({ filename, content, title: filename }, who);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const ids = [
      await send('fattura.pdf', pdfFile('uno')),
      await send('fattura.pdf', pdfFile('due')),
      await send('contratto.docx', docxFile('contratto')),
      await send('fattura.pdf', pdfFile('di Lucia'), h.lucia),
      await send('note.txt', utf8Text(), h.lucia),
    ];

    const res = await archive(ids);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    const name = receivedArchiveName(h.t.clock.now);
    expect(name).toMatch(/^documenti-ricevuti-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');

    const entries = await unzipEntries(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual([
      'Mario Rossi/fattura.pdf',
      'Mario Rossi/fattura (2).pdf',
      'Mario Rossi/contratto.docx',
      'Lucia Bianchi/fattura.pdf',
      'Lucia Bianchi/note.txt',
    ]);
    const stored = await rows(ids);
    for (const [i, id] of ids.entries()) {
      const row = stored.find((r) => r.id === id)!;
      const onDisk = await readFile(path.join(h.t.config.dataDir, 'documents', row.storageKey));
      expect(entries[i]!.sha256).toBe(sha256(onDisk));
      expect(entries[i]!.sha256).toBe(row.sha256);
      expect(entries[i]!.size).toBe(row.size);
    }
  });

  it('marks every upload in it seen and audits one download each', async () => {
    const seenBefore = await storeClientUpload(h.t.app, {
      userId: h.mario.id,
      seenAt: new Date('2026-01-01T00:00:00Z'),
    });
    const fresh = await storeClientUpload(h.t.app, { userId: h.lucia.id });
    const res = await archive([seenBefore.id, fresh.id]);
    expect(res.statusCode).toBe(200);
    const after = await rows([seenBefore.id, fresh.id]);
    expect(after.find((r) => r.id === fresh.id)).toMatchObject({ seenAt: h.t.clock.now, seenBy: 1 });
    expect(after.find((r) => r.id === seenBefore.id)!.seenAt).toEqual(new Date('2026-01-01T00:00:00Z'));

    const lucia = await h.t.app.inject({ url: '/api/client-uploads', cookies: h.lucia.cookies });
    expect(lucia.json().items[0]).toMatchObject({ id: fresh.id, status: 'received' });

    const events = await h.t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'client-upload.download'))
      .orderBy(auditEvents.id);
    const details = { filename: receivedArchiveName(h.t.clock.now), documents: 2 };
    expect(events.slice(-2).map((e) => e.details)).toEqual([
      { upload: seenBefore.id, owner: h.mario.id, markedSeen: false, archive: details },
      { upload: fresh.id, owner: h.lucia.id, markedSeen: true, archive: details },
    ]);
  });

  it('keeps two clients of the same name apart', async () => {
    const other = await createUser(h.t.app, { username: 'mrossi2', fullName: 'Mario Rossi' });
    const a = await storeClientUpload(h.t.app, { userId: h.mario.id, filename: 'a.pdf' });
    const b = await storeClientUpload(h.t.app, { userId: other.id, filename: 'a.pdf' });
    const entries = await unzipEntries((await archive([a.id, b.id])).rawPayload);
    expect(entries.map((e) => e.name)).toEqual([
      'Mario Rossi (mario.rossi)/a.pdf',
      'Mario Rossi (mrossi2)/a.pdf',
    ]);
  });

  it('answers 404 for the whole request when any id does not exist, and marks nothing', async () => {
    const real = await storeClientUpload(h.t.app, { userId: h.mario.id });
    for (const ids of [
      [real.id, 999_999],
      [real.id, 'abc'],
    ]) {
      const res = await archive(ids);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Documento non trovato' });
    }
    expect((await rows([real.id]))[0]!.seenAt).toBeNull();
  });

  it('refuses an empty or overlong list with 400', async () => {
    expect((await archive([])).json()).toEqual({ message: 'Seleziona almeno un documento da scaricare' });
    const many = Array.from({ length: ARCHIVE_MAX_DOCUMENTS + 1 }, (_, i) => i + 1);
    const res = await archive(many);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Puoi scaricare al massimo 200 documenti in un unico archivio' });
  });

  it('answers 404 when a stored file is gone, logs it, and marks nothing', async () => {
    const kept = await storeClientUpload(h.t.app, { userId: h.mario.id });
    const lost = await storeClientUpload(h.t.app, { userId: h.mario.id });
    await rm(path.join(h.t.config.dataDir, 'documents', lost.storageKey));
    const res = await archive([kept.id, lost.id]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Documento non disponibile' });
    expect((await rows([kept.id, lost.id])).every((r) => r.seenAt === null)).toBe(true);
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.clientUploadIds?.includes(lost.id));
    expect(logged).toMatchObject({ level: 50, clientUploadIds: [lost.id] });
  });

  it('answers HEAD with the headers only: not a download', async () => {
    const up = await storeClientUpload(h.t.app, { userId: h.mario.id });
    const res = await archive([up.id], 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.length).toBe(0);
    expect((await rows([up.id]))[0]!.seenAt).toBeNull();
  });
});
