import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { users } from './schema';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

describe('restart on the same data', () => {
  it('keeps the data and does not create the administrator again', async () => {
    const config = loadConfig({
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.databaseUrl ?? '',
      ADMIN_PASSWORD: 'first-start-password',
      LOG_LEVEL: 'silent',
    });
    const first = await buildApp(config);
    await first.db.update(users).set({ fullName: 'Studio Admin' }).where(eq(users.id, 1));
    await first.close();

    const second = await buildApp({ ...config, adminPassword: 'another-password-entirely' });
    try {
      const rows = await second.db.select().from(users);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: 1, fullName: 'Studio Admin' });
      expect((await second.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('answers 503 on health when the database is gone', async () => {
    const config = loadConfig({
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.databaseUrl ?? '',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config);
    await app.database.close();
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Il database non risponde.' });
    // The database is already closed; closing the app must not hang or throw.
    await app.close().catch(() => {});
  });
});
