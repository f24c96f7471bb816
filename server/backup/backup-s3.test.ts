import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256, storeDocument } from '../../test/support/documents';
import { type S3TestServer, startS3Server } from '../../test/support/s3-server';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { createUser, login } from '../../test/support/users';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDocumentStore } from '../documents/storage/create-document-store';
import { backupCommand, restoreCommand } from './backup-commands';

let s3: S3TestServer;
let source: TestApp;
let work: string;
const targets: TestDatabase[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  work = await mkdtemp(path.join(tmpdir(), 'studio-backup-s3-'));
  source = await createTestApp({ env: { DOCUMENT_STORAGE_URL: s3.url('origine') } });
});

afterAll(async () => {
  await source.close();
  for (const target of targets) await target.drop();
  await rm(work, { recursive: true, force: true });
  await s3.close();
});

async function targetWith(prefix: string) {
  const target = await createTestDatabase();
  targets.push(target);
  return loadConfig({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
    DOCUMENT_STORAGE_URL: s3.url(prefix),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    NEWS_FEEDS: '[]',
  });
}

const keysOf = async (config: ReturnType<typeof loadConfig>) => {
  const keys: string[] = [];
  for await (const key of createDocumentStore(config).keys()) keys.push(key);
  return keys;
};

describe('backup and restore with the documents in a bucket', () => {
  it('copies the objects into the archive and restores them into another prefix', async () => {
    const owner = await createUser(source.app);
    const stored = [];
    for (const size of [1024, 6 * 1024 * 1024]) {
      const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);
      stored.push(await storeDocument(source.app, { userId: owner.id, content, title: `Bilancio ${size}` }));
    }
    const archive = path.join(work, 'backup.zip');
    const manifest = await backupCommand(source.config, archive);
    expect(manifest.files.filter((f) => f.path.startsWith('documents/'))).toHaveLength(2);

    const config = await targetWith('ripristino');
    await restoreCommand(config, archive, false);
    expect(await keysOf(config)).toHaveLength(2);
    expect((await keysOf(source.config)).sort()).toEqual(stored.map((d) => d.storageKey).sort());
    const app = await buildApp(config);
    try {
      const cookies = await login(app, owner.username, owner.password);
      for (const doc of stored) {
        const res = await app.inject({ url: `/api/documents/${doc.id}/download`, cookies });
        expect(res.statusCode).toBe(200);
        expect(sha256(res.rawPayload)).toBe(sha256(doc.content));
      }
    } finally {
      await app.close();
    }

    // An empty database is not enough: the prefix already holds documents.
    const sameBucket = await targetWith('ripristino');
    await expect(restoreCommand(sameBucket, archive, false)).rejects.toThrow(/not empty.*--force/);
    await restoreCommand(sameBucket, archive, true);
    expect(await keysOf(sameBucket)).toHaveLength(2);
  });
});
