import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from '../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { createDatabase, type Database } from '../db/client';
import { tableRows } from './tables';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await createDatabase(testConfig(testDb.dataDir, testDb.databaseUrl));
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

it('reads every row exactly once, a few pages at a time, across holes and pages added while reading', async () => {
  const { db } = database;
  await db.execute(sql`
    insert into audit_events (event, username, ip, user_agent)
    select 'login.success', 'utente-' || i, '198.51.100.1', repeat('x', 200)
    from generate_series(1, 3000) as i`);
  // Whole pages emptied in the middle: a range with no rows must not end the walk.
  await db.execute(
    sql`delete from audit_events where split_part(username, '-', 2)::int between 1000 and 1999`,
  );
  const kept = 2000;

  const seen: string[] = [];
  let added = false;
  for await (const line of tableRows(db, 'audit_events', 2)) {
    seen.push((JSON.parse(line) as { username: string }).username);
    // Outside a snapshot, rows that arrive land on new pages: the walk reads those too.
    if (!added) {
      added = true;
      await db.execute(sql`
        insert into audit_events (event, username, ip, user_agent)
        select 'login.success', 'dopo-' || i, '198.51.100.1', repeat('x', 200)
        from generate_series(1, 500) as i`);
    }
  }
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen.filter((u) => u.startsWith('utente-'))).toHaveLength(kept);
  expect(seen.filter((u) => u.startsWith('dopo-'))).toHaveLength(500);
});
