import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { createDocumentStore } from '../../server/documents/storage/create-document-store';
import type { DocumentStore } from '../../server/documents/storage/document-store';
import type { PageHandler } from '../../server/web/react-router-pages';
import { watchDocumentedAnswers } from './documented-answers';
import { createTestDatabase } from './test-database';

export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password' } as const;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Moves the app's clock; starts at the real time. */
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

/** A real app on a fresh database, driven through app.inject (no port). */
/** A test site's configuration: the test admin, no log, no feeds (API tests never reach the internet). */
export function testConfig(
  dataDir: string,
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
) {
  return loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    NEWS_FEEDS: '[]',
    ...env,
  });
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    logStream?: { write(line: string): void };
    config?: Partial<Config>;
    /** Wraps the real document store, e.g. to make it fail at a chosen point. */
    documentStore?: (configured: DocumentStore) => DocumentStore;
    /** Draws the private pages (the build's server is absent from a test's web root). */
    pages?: PageHandler;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = {
    ...testConfig(database.dataDir, database.databaseUrl, options.env),
    ...options.config,
  };
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const store = createDocumentStore(config);
  const app = await buildApp(config, {
    now: () => clock.now,
    logStream: options.logStream,
    documentStore: options.documentStore?.(store) ?? store,
    pages: options.pages,
  });
  options.beforeReady?.(app);
  const undocumentedAnswers = watchDocumentedAnswers(app);
  await app.ready();
  return {
    app,
    config,
    clock,
    close: async () => {
      const undocumented = undocumentedAnswers();
      await app.close();
      await database.drop();
      if (undocumented.length > 0)
        throw new Error(`answers the OpenAPI document does not list:\n${undocumented.join('\n')}`);
    },
  };
}
