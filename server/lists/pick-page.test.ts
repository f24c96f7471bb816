import { TOTAL_CAP } from '@common/schemas/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser } from '../../test/support/users';
import { documents } from '../db/schema';
import type { KeysetOrder } from './paging';
import { type PickedPage, pickPage } from './pick-page';
import { matches } from './search';

let t: TestApp;
let owner: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await createUser(t.app)).id;
});
afterAll(() => t.close());

const newestFirst: KeysetOrder = {
  columns: [documents.uploadedAt, documents.id],
  shape: ['date', 'int'],
  direction: 'desc',
};

/** `count` documents titled `prefix i`, the i-th stamped `start + i × step` (an SQL interval). */
async function insert(count: number, prefix: string, start: string, step: string) {
  await t.app.db.execute(sql`
    insert into documents (user_id, title, filename, filetype, storage_key, size, sha256, uploaded_at)
    select ${owner}, ${prefix} || ' ' || i, 'file.pdf', 'application/pdf', gen_random_uuid()::text, 1, 'x',
           ${start}::timestamptz + i * ${step}::interval
    from generate_series(0, ${count - 1}) as i`);
}

/** Every id of a walk from the first page to the last, `between` run after each page. */
async function walk(q: string | undefined, limit: number, between?: () => Promise<void>) {
  const where = q ? matches(documents.searchText, q) : undefined;
  const ids: number[] = [];
  let cursor: string | undefined;
  let first: PickedPage | undefined;
  do {
    const page = await pickPage(
      t.app.db,
      { table: sql`${documents}`, order: newestFirst, where, searching: Boolean(q) },
      { limit, cursor },
    );
    first ??= page;
    ids.push(...page.ids);
    cursor = page.nextCursor ?? undefined;
    await between?.();
  } while (cursor);
  return { ids, first: first! };
}

describe('pickPage', () => {
  it('walks rows stamped within the same millisecond, told apart by microseconds and ids, each once', async () => {
    // 30 rows within one millisecond, a microsecond apart: a cursor cut to the millisecond would skip them.
    await insert(30, 'Microsecondi', '2026-03-16T10:00:00.123Z', '1 microsecond');
    for (const q of [undefined, 'microsecondi']) {
      const { ids, first } = await walk(q, 4);
      expect(new Set(ids).size).toBe(30);
      expect(first).toMatchObject({ total: 30, totalCapped: false });
    }
  });

  it('gathers the matches of a search first when they are few and old, newest first, none repeated while rows arrive', async () => {
    await insert(2000, 'Recente', '2026-01-01T00:00:00Z', '1 minute');
    await insert(40, 'Perché antico', '2017-01-01T00:00:00Z', '1 minute');
    let added = 0;
    const { ids, first } = await walk('perche antico', 7, async () => {
      added++;
      await insert(1, `Perché antico nuovo ${added}`, new Date().toISOString(), '0 seconds');
    });
    expect(first).toMatchObject({ total: 40, totalCapped: false });
    expect(ids).toHaveLength(40);
    const rows = await t.app.db.execute(
      sql`select id from documents where title like 'Perché antico %' and title not like '%nuovo%' order by uploaded_at desc, id desc`,
    );
    expect(ids).toEqual((rows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id));
  });

  it('says past the cap that it stopped counting, and still pages newest first', async () => {
    await insert(TOTAL_CAP + 10, 'Comune', '2020-01-01T00:00:00Z', '1 second');
    const page = await pickPage(
      t.app.db,
      {
        table: sql`${documents}`,
        order: newestFirst,
        where: matches(documents.searchText, 'comune'),
        searching: true,
      },
      { limit: 5 },
    );
    expect(page).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(page.ids).toHaveLength(5);
    expect(page.nextCursor).toEqual(expect.any(String));
  });
});
