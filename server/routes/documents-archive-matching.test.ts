import { MATCHING_ZIP_TOO_LARGE, matchingChanged } from '@common/schemas/admin-documents-list';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDocument } from '../../test/support/documents';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { unzipEntries } from '../../test/support/unzip';
import { createUser, login } from '../../test/support/users';
import { auditEvents, documents } from '../db/schema';

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let anna: User;
let bruno: User;
const cookies: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  anna = await createUser(t.app, { username: 'anna.tutti', fullName: 'Anna Tutti' });
  bruno = await createUser(t.app, { username: 'bruno.tutti', fullName: 'Bruno Tutti' });
  cookies.anna = await login(t.app, 'anna.tutti', anna.password);
  cookies.bruno = await login(t.app, 'bruno.tutti', bruno.password);
});
afterAll(() => t.close());

const archive = (query: string, who: Record<string, string> | undefined = cookies.anna) =>
  t.app.inject({ url: `/api/documents/archive-matching?${query}`, cookies: who });
const entryNames = async (payload: Buffer) => (await unzipEntries(payload)).map((e) => e.name).sort();

describe('GET /api/documents/archive-matching: every one of my documents matching the filters', () => {
  it('zips the matching ones of the caller only, marks them seen and audits each, when the count is the one shown', async () => {
    const mine = await Promise.all([
      storeDocument(t.app, { userId: anna.id, title: 'Perché F24', filename: 'f24-marzo.pdf', year: 2023 }),
      storeDocument(t.app, { userId: anna.id, title: 'F24 aprile', filename: 'f24-aprile.pdf', year: 2024 }),
      storeDocument(t.app, { userId: anna.id, title: 'Bilancio', filename: 'bilancio.pdf', year: 2024 }),
    ]);
    // Bruno's matches the same filter: it must never reach Anna's archive.
    await storeDocument(t.app, { userId: bruno.id, title: 'F24 di Bruno', filename: 'f24-bruno.pdf' });

    const changed = await archive('q=f24&expected=3');
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: matchingChanged(2) });

    const res = await archive('q=f24&expected=2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await entryNames(res.rawPayload)).toEqual(['f24-aprile.pdf', 'f24-marzo.pdf']);

    const [seen] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documents)
      .where(and(eq(documents.userId, anna.id), sql`${documents.firstDownloadedAt} is not null`));
    expect(seen?.n).toBe(2);
    const audited = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'document.download'), eq(auditEvents.userId, anna.id)));
    expect(audited.map((e) => (e.details as { document: number }).document).sort()).toEqual(
      [mine[0].id, mine[1].id].sort(),
    );

    // The year and the category narrow it as the list does; the accent is no obstacle.
    const year = await archive('year=2024&expected=2');
    expect(await entryNames(year.rawPayload)).toEqual(['bilancio.pdf', 'f24-aprile.pdf']);
    const accent = await archive('q=perche&expected=1');
    expect(await entryNames(accent.rawPayload)).toEqual(['f24-marzo.pdf']);
  });

  it('refuses more than 1,000 files with a message in Italian, a missing count, and a visitor', async () => {
    const many = await createUser(t.app, { username: 'tanti.documenti' });
    await t.app.db.execute(sql`
      insert into documents (user_id, title, filename, filetype, storage_key, size, sha256)
      select ${many.id}, 'Tanti ' || i, 'tanti-' || i || '.pdf', 'application/pdf', gen_random_uuid()::text, 10, 'x'
      from generate_series(1, 1001) as i`);
    const manyCookies = await login(t.app, 'tanti.documenti', many.password);
    const tooMany = await archive('expected=1001', manyCookies);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ message: MATCHING_ZIP_TOO_LARGE });

    const noCount = await archive('q=f24');
    expect(noCount.statusCode).toBe(400);
    expect(noCount.json().message).toMatch(/Numero di documenti non valido/);
    expect((await archive('expected=1', {})).statusCode).toBe(401);
  });
});
