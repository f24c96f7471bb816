import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { createDatabase, type Database } from '../../server/db/client';
import { testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface Instances {
  one: FastifyInstance;
  two: FastifyInstance;
  /** One more instance on the same database, as a restarted or added server would be. */
  another(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * Two instances of the site, each with its own DATA_DIR, on one database. On
 * PostgreSQL each has its own connection, as two servers would; the embedded
 * database has one owner, so there they share it. `now` is the clock they share.
 */
export async function startTwoInstances(
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<Instances> {
  const testDb: TestDatabase = await createTestDatabase();
  const configFor = (dataDir: string): Config => testConfig(dataDir, testDb.databaseUrl, env);
  const first = configFor(testDb.dataDir);
  const shared: Database | undefined = testDb.databaseUrl ? undefined : await createDatabase(first);
  const apps: FastifyInstance[] = [];
  const start = async (dataDir: string, database: Database | undefined) => {
    const app = await buildApp(configFor(dataDir), { database, now: options.now });
    apps.push(app);
    return app;
  };
  const notClosing = shared && { ...shared, close: async () => {} };
  const one = await start(testDb.dataDir, shared);
  const two = await start(`${testDb.dataDir}/second`, notClosing);
  return {
    one,
    two,
    another: () => start(`${testDb.dataDir}/instance-${apps.length + 1}`, notClosing),
    close: async () => {
      for (const app of apps.reverse()) await app.close();
      await testDb.drop();
    },
  };
}
