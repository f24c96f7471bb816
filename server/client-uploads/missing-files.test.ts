import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeClientUpload } from '../../test/support/client-uploads';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { createUser } from '../../test/support/users';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { clientUploads } from '../db/schema';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const MISSING = 'client uploads whose stored file is missing: rows kept, restore the files from a backup';

describe('client uploads at start', () => {
  it('reports, without deleting, the rows whose file is missing', async () => {
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
    const sender = await createUser(first, { username: 'mittente' });
    const kept = await storeClientUpload(first, { userId: sender.id, title: 'Integro' });
    const lost = await storeClientUpload(first, { userId: sender.id, title: 'Perso' });
    await first.close();
    expect(firstLog.join('')).not.toContain(MISSING);

    await rm(path.join(testDb.dataDir, 'documents', lost.storageKey));
    const lines: string[] = [];
    const second = await buildApp(config, { logStream: { write: (l) => void lines.push(l) } });
    try {
      const logged = lines.map((l) => JSON.parse(l));
      expect(logged.find((l) => l.msg === MISSING)).toMatchObject({
        level: 40,
        count: 1,
        clientUploadIds: [lost.id],
      });
      expect((await second.db.select().from(clientUploads)).map((u) => u.id).sort()).toEqual(
        [kept.id, lost.id].sort(),
      );
    } finally {
      await second.close();
    }
  });
});
