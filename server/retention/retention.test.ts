import { subMonths } from 'date-fns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { buildApp } from '../app';
import { createDatabase, selectRows } from '../db/client';
import {
  auditEvents,
  loginThrottle,
  passwordResetTokens,
  pendingSignIns,
  sessions,
  users,
} from '../db/schema';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-11-25T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('retention, at start and daily', () => {
  it('deletes what has served its time and keeps the rest', async () => {
    const config = testConfig(testDb.dataDir, testDb.databaseUrl);
    const database = await createDatabase(config);
    await database.migrate();
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ username: 'vecchio', passwordHash: 'x', fullName: 'Cliente', email: 'c@example.it' })
      .returning();
    const userId = user!.id;
    await db.insert(auditEvents).values([
      { event: 'login.success', at: subMonths(now, 25), username: 'too-old' },
      { event: 'login.success', at: subMonths(now, 23), username: 'kept' },
    ]);
    await db.insert(loginThrottle).values([
      { key: 'ip:198.51.100.1', failures: 30, lastFailureAt: ago(2 * HOUR) },
      { key: 'ip:198.51.100.2', failures: 2, lastFailureAt: ago(10 * 60 * 1000) },
    ]);
    const session = (tokenHash: string, expiresAt: Date, lastSeenAt: Date) => ({
      tokenHash,
      userId,
      expiresAt,
      lastSeenAt,
      remember: true,
    });
    await db
      .insert(sessions)
      .values([
        session('past-its-life', ago(1000), ago(HOUR)),
        session('idle-for-ever', new Date(now.getTime() + HOUR), ago(31 * 24 * HOUR)),
        session('live', new Date(now.getTime() + HOUR), ago(1000)),
      ]);
    await db.insert(pendingSignIns).values([
      { tokenHash: 'late', userId, expiresAt: ago(1000) },
      { tokenHash: 'waiting', userId, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await db.insert(passwordResetTokens).values([
      { tokenHash: 'expired', userId, expiresAt: ago(1000) },
      { tokenHash: 'used', userId, expiresAt: new Date(now.getTime() + HOUR), usedAt: ago(1000) },
      { tokenHash: 'valid', userId, expiresAt: new Date(now.getTime() + HOUR) },
    ]);

    const app = await buildApp(config, { database, now: () => now });
    try {
      await app.ready();
      expect((await db.select().from(auditEvents)).map((e) => e.username)).toEqual(['kept']);
      expect((await db.select().from(loginThrottle)).map((r) => r.key)).toEqual(['ip:198.51.100.2']);
      expect((await db.select().from(sessions)).map((r) => r.tokenHash)).toEqual(['live']);
      expect((await db.select().from(pendingSignIns)).map((r) => r.tokenHash)).toEqual(['waiting']);
      expect((await db.select().from(passwordResetTokens)).map((r) => r.tokenHash)).toEqual(['valid']);
      // PGlite has no autovacuum: the sweep vacuums it. PostgreSQL's own daemon does that there.
      const [vacuumed] = await selectRows<{ at: string | null }>(
        db,
        sql`select last_vacuum::text as at from pg_stat_user_tables where relname = 'audit_events'`,
      );
      if (database.kind === 'pglite') expect(vacuumed?.at).not.toBeNull();
      else expect(vacuumed?.at ?? null).toBeNull();
    } finally {
      await app.close();
    }
  });
});
