import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database';

export interface TestDatabase {
  dataDir: string;
  /** Set when the tests run against PostgreSQL (TEST_DATABASE_URL). */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: a new PGlite under a temporary data
 * directory, or, when TEST_DATABASE_URL is set, a new PostgreSQL database on
 * that server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    if (template) await cp(template, path.join(dataDir, 'db'), { recursive: true });
    return { dataDir, databaseUrl: undefined, drop: removeDir };
  }
  const databaseUrl = await createScratchDatabase(serverUrl, 'studio_test');
  return {
    dataDir,
    databaseUrl,
    drop: async () => {
      await dropScratchDatabase(serverUrl, databaseUrl);
      await removeDir();
    },
  };
}
