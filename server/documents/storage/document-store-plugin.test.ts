import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeClientUpload } from '../../../test/support/client-uploads';
import { storeDocument, storedFiles } from '../../../test/support/documents';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { createUser, login } from '../../../test/support/users';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { clientUploads, documents } from '../../db/schema';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const MISSING = 'documents whose stored file is missing: rows kept, restore the files from a backup';
const MISSING_UPLOADS =
  'client uploads whose stored file is missing: rows kept, restore the files from a backup';

describe('document storage at start', () => {
  it('removes leftover temporary files and reports, without deleting, rows (both kinds) whose file is missing', async () => {
    const config = loadConfig({
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.databaseUrl ?? '',
      ADMIN_PASSWORD: 'first-start-password',
      NODE_ENV: 'test',
      NEWS_FEEDS: '[]',
      LOG_LEVEL: 'info',
    });
    const firstLog: string[] = [];
    const first = await buildApp(config, { logStream: { write: (l) => void firstLog.push(l) } });
    const owner = await createUser(first, { username: 'ripresa' });
    const kept = await storeDocument(first, { userId: owner.id, title: 'Integro' });
    const lost = await storeDocument(first, { userId: owner.id, title: 'Perso' });
    const keptUpload = await storeClientUpload(first, { userId: owner.id, title: 'Inviato integro' });
    const lostUpload = await storeClientUpload(first, { userId: owner.id, title: 'Inviato perso' });
    await first.close();
    expect(firstLog.join('')).not.toContain(MISSING);
    expect(firstLog.join('')).not.toContain(MISSING_UPLOADS);

    // What a crash mid-upload and a partial restore leave behind.
    const tmpDir = path.join(testDb.dataDir, 'documents', 'tmp');
    await mkdir(tmpDir, { recursive: true });
    await writeFile(path.join(tmpDir, `${randomUUID()}.part`), 'metà di un file');
    await rm(path.join(testDb.dataDir, 'documents', lost.storageKey));
    // A crash after a file's commit, before its row's: the file has no row.
    const orphan = randomUUID();
    await writeFile(path.join(testDb.dataDir, 'documents', orphan), 'file senza riga');
    await rm(path.join(testDb.dataDir, 'documents', lostUpload.storageKey));

    const lines: string[] = [];
    const second = await buildApp(config, { logStream: { write: (l) => void lines.push(l) } });
    try {
      expect(await storedFiles(testDb.dataDir)).toEqual({
        committed: [kept.storageKey, keptUpload.storageKey].sort(),
        temporary: [],
      });
      expect((await second.db.select().from(documents)).map((d) => d.id).sort()).toEqual(
        [kept.id, lost.id].sort(),
      );
      expect((await second.db.select().from(clientUploads)).map((u) => u.id).sort()).toEqual(
        [keptUpload.id, lostUpload.id].sort(),
      );
      const logged = lines.map((l) => JSON.parse(l));
      expect(logged.find((l) => l.msg === MISSING)).toMatchObject({
        level: 40,
        count: 1,
        documentIds: [lost.id],
      });
      expect(logged.find((l) => l.msg === MISSING_UPLOADS)).toMatchObject({
        level: 40,
        count: 1,
        clientUploadIds: [lostUpload.id],
      });
      expect(logged.find((l) => l.msg === 'removed leftover temporary upload files')).toMatchObject({
        removed: 1,
      });
      expect(logged.find((l) => l.msg.startsWith('stored files no row refers to'))).toMatchObject({
        level: 40,
        count: 1,
      });
      const aside = path.join(testDb.dataDir, 'documents', 'orphaned', orphan);
      expect(await readFile(aside, 'utf8')).toBe('file senza riga');

      const cookies = await login(second, owner.username, owner.password);
      const ok = await second.inject({ url: `/api/documents/${kept.id}/download`, cookies });
      expect(ok.statusCode).toBe(200);
      const gone = await second.inject({ url: `/api/documents/${lost.id}/download`, cookies });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: 'Documento non disponibile' });
    } finally {
      await second.close();
    }
  });
});
