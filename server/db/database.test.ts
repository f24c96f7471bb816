import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { ensureFirstAdmin } from '../users/first-admin';
import { verifyPassword } from '../users/passwords';
import { createDatabase, type Database } from './client';
import { documents, users } from './schema';

let testDb: TestDatabase;
let database: Database;
const logLines: string[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
// Only the row matters here; no file exists behind it.
const storedFile = () => ({ storageKey: randomUUID(), size: 1, sha256: '0'.repeat(64) });

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await createDatabase(testDb);
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

describe('migrations', () => {
  it('create every table and can run again without change', async () => {
    await database.migrate();
    // Both drivers answer with { rows }; the shared Db type leaves it unknown.
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(result.rows.map((r) => r.table_name)).toEqual([
      'api_tokens',
      'audit_events',
      'client_uploads',
      'contact_messages',
      'document_requests',
      'documents',
      'file_reading_lines',
      'file_readings',
      'known_browsers',
      'login_throttle',
      'mail_outbox',
      'message_files',
      'message_threads',
      'messages',
      'news_feed_status',
      'news_items',
      'passkeys',
      'password_reset_tokens',
      'pending_sign_ins',
      'recovery_codes',
      'reminder_mails',
      'reminders_sent',
      'request_counts',
      'request_items',
      'request_templates',
      'sessions',
      'user_totp',
      'users',
      'webauthn_challenges',
    ]);
  });
});

describe('first administrator', () => {
  it('is created once, as user 1, with a generated password printed once', async () => {
    await ensureFirstAdmin(database.db, { username: 'studio', password: undefined }, log);
    await ensureFirstAdmin(database.db, { username: 'studio', password: undefined }, log);

    const all = await database.db.select().from(users);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: 1, username: 'studio', role: 'admin' });

    const banners = logLines.filter((l) => l.includes('password: '));
    expect(banners).toHaveLength(1);
    const printed = /password: (\S+)/.exec(JSON.parse(banners[0]!).msg)?.[1] ?? '';
    expect(printed.length).toBeGreaterThanOrEqual(20);
    expect(all[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(all[0]!.passwordHash, printed)).toBe(true);
  });

  it('leaves the identity sequence after id 1', async () => {
    const [next] = await database.db
      .insert(users)
      .values({ username: 'mario', passwordHash: 'x', fullName: 'Mario Rossi', email: 'm@example.it' })
      .returning();
    expect(next).toMatchObject({ id: 2, role: 'client' });
    expect(next!.createdAt).toBeInstanceOf(Date);
  });
});

describe('constraints', () => {
  it('refuses a username that differs only in case', async () => {
    await expect(
      database.db
        .insert(users)
        .values({ username: 'MARIO', passwordHash: 'x', fullName: 'M', email: 'm@x.it' }),
    ).rejects.toThrow();
  });

  it('refuses an unknown role', async () => {
    await expect(
      database.db.execute(
        sql`insert into users (username, password_hash, full_name, email, role) values ('eve', 'x', 'E', 'e@x.it', 'root')`,
      ),
    ).rejects.toThrow();
  });

  it('refuses a document for a missing user and deletes documents with their user', async () => {
    await expect(
      database.db
        .insert(documents)
        .values({ userId: 999, title: 't', filename: 'f.pdf', filetype: 'application/pdf', ...storedFile() }),
    ).rejects.toThrow();

    const [owner] = await database.db
      .insert(users)
      .values({ username: 'lucia', passwordHash: 'x', fullName: 'Lucia', email: 'l@x.it' })
      .returning();
    await database.db.insert(documents).values({
      userId: owner!.id,
      title: '730',
      filename: '730.pdf',
      filetype: 'application/pdf',
      ...storedFile(),
    });
    await database.db.delete(users).where(eq(users.id, owner!.id));
    expect(await database.db.select().from(documents).where(eq(documents.userId, owner!.id))).toEqual([]);
  });
});
