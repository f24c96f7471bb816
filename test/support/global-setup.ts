import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../server/db/client';

/**
 * Creating a PGlite cluster takes seconds; opening a copy of one takes a
 * fraction of that. Build one migrated cluster per run and let every test
 * file start from a copy of it (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-pglite-template-'));
  const database = await createDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', path.join(dir, 'db'));
  return () => rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}
