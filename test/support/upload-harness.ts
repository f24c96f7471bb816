import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { documents } from '../../server/db/schema';
import { storedFiles } from './documents';
import { postUpload, uploadParts } from './multipart';
import { createTestApp, TEST_ADMIN, type TestApp } from './test-app';
import { createUser, login } from './users';

export interface UploadHarness {
  t: TestApp;
  /** The administrator's session cookies. */
  admin: Record<string, string>;
  client: Awaited<ReturnType<typeof createUser>>;
  /** Uploads one file as the administrator for `client`, titled 'Documento'. */
  upload(file: {
    filename: string;
    content: Buffer | string;
    mode?: 'single' | 'bulk';
  }): ReturnType<typeof postUpload>;
  /** Nothing stored: no row, no committed file, no temporary file. */
  expectNothingStored(): Promise<void>;
}

/**
 * One app per test file with an administrator and a client, emptied of
 * documents (rows and files) before each test. Call at the top of the file.
 */
export function setUpUploadHarness(): UploadHarness {
  const h = {
    upload: (file) =>
      postUpload(h.t.app, h.admin, uploadParts({ title: 'Documento', userId: h.client.id, ...file })),
    async expectNothingStored() {
      expect(await h.t.app.db.select().from(documents)).toEqual([]);
      expect(await storedFiles(h.t.config.dataDir)).toEqual({ committed: [], temporary: [] });
    },
  } as UploadHarness;
  beforeAll(async () => {
    h.t = await createTestApp();
    h.admin = await login(h.t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    h.client = await createUser(h.t.app, { username: 'giulia', fullName: 'Giulia Verdi' });
  });
  afterAll(() => h.t.close());
  beforeEach(async () => {
    await h.t.app.db.delete(documents);
    await rm(path.join(h.t.config.dataDir, 'documents'), { recursive: true, force: true });
  });
  return h;
}
