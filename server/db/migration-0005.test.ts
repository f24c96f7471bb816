import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { migrations, migrationTargetOfFile } from '../../test/support/migration-target';

/**
 * Migration 0005 on a database that already holds documents: each one gets
 * the year of its upload in Italy and the category 'altro'. On PGlite, or on
 * PostgreSQL when TEST_DATABASE_URL is set (a scratch database, dropped after).
 */
const BEFORE_CATEGORIES = 5; // 0000 … 0004

const db = migrationTargetOfFile();

/** A copy of the migrations folder that stops before 0005, as an older release shipped it. */
async function migrationsUpTo0004(): Promise<string> {
  const { folder, last } = await db.upTo(BEFORE_CATEGORIES);
  expect(last).toBe('0004_documents_storage');
  return folder;
}

it('gives every existing document the year of its upload in Italy and the category Altro', async () => {
  await db.migrate(await migrationsUpTo0004());
  const columns = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'documents'`,
  );
  expect(columns.map((c) => c.column_name)).not.toContain('year');

  const [owner] = await db.query<{ id: number }>(
    `insert into users (username, password_hash, full_name, email) values ('anna', 'x', 'Anna Rossi', 'anna@example.it') returning id`,
  );
  // Upload instant (UTC) → the year in Bergamo at that instant.
  const uploads: [string, number][] = [
    ['2019-06-01T10:00:00Z', 2019],
    ['2023-12-31T22:59:59Z', 2023], // 23:59:59 in Italy
    ['2023-12-31T23:00:00Z', 2024], // midnight in Italy
    ['2024-12-31T23:30:00Z', 2025], // 00:30 on New Year's Day in Italy
    ['2025-06-30T22:30:00Z', 2025], // summer time: 00:30 on 1 July
    ['2026-03-15T09:00:00Z', 2026],
  ];
  for (const [i, [uploadedAt]] of uploads.entries()) {
    await db.query(
      `insert into documents (user_id, title, filename, filetype, storage_key, size, sha256, uploaded_at)
       values ($1, $2, 'doc.pdf', 'application/pdf', $3, 1, $4, $5)`,
      [owner!.id, uploadedAt, `00000000-0000-4000-8000-00000000000${i}`, '0'.repeat(64), uploadedAt],
    );
  }

  await db.migrate(migrations);

  const rows = await db.query<{ title: string; year: number; category: string }>(
    'select title, year, category from documents order by id',
  );
  expect(rows).toEqual(uploads.map(([title, year]) => ({ title, year, category: 'altro' })));
  const applied = await db.query<{ n: string | number }>(
    'select count(*) as n from drizzle.__drizzle_migrations',
  );
  const journal = JSON.parse(await readFile(path.join(migrations, 'meta/_journal.json'), 'utf8'));
  // Every later migration applied too, on top of the old data.
  expect(Number(applied[0]!.n)).toBe(journal.entries.length);
  // The new table came with it.
  expect(await db.query('select * from client_uploads')).toEqual([]);
});
