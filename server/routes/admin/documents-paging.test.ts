import {
  type AdminDocumentsSummary,
  MATCHING_ZIP_TOO_LARGE,
  matchingChanged,
} from '@common/schemas/admin-documents-list';
import type { AdminDocument } from '@common/schemas/documents';
import { INVALID_CURSOR } from '@common/schemas/paging';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeDocument, storedFiles } from '../../../test/support/documents';
import { getPage, walkPages } from '../../../test/support/paging';
import { setupAdminApp } from '../../../test/support/setup-test-app';
import { unzipEntries } from '../../../test/support/unzip';
import { createUser, login } from '../../../test/support/users';
import { auditEvents, documents } from '../../db/schema';

const { t, admin } = setupAdminApp();

/** `count` documents of `userId` titled `prefix i`, the i-th uploaded `start + i minutes`; no stored file. */
async function insert(
  userId: number,
  count: number,
  prefix: string,
  options: { start?: string; category?: string; year?: number; size?: number } = {},
) {
  await t.app.db.execute(sql`
    insert into documents (user_id, title, filename, filetype, storage_key, size, sha256, uploaded_at, category, year)
    select ${userId}, ${prefix} || ' ' || i, 'file-' || i || '.pdf', 'application/pdf', gen_random_uuid()::text,
           ${options.size ?? 10}, 'x', ${options.start ?? '2025-01-01T00:00:00Z'}::timestamptz + i * interval '1 minute',
           ${options.category ?? 'altro'}, ${options.year ?? 2025}
    from generate_series(1, ${count}) as i`);
}

const list = (query: string) => getPage<AdminDocument>(t.app, `/api/admin/documents?${query}`, admin);
const titles = async (query: string) => (await list(query)).items.map((d) => d.title);
const summary = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/documents/summary?${query}`, cookies: admin });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toMatch(/no-store/);
  return res.json<AdminDocumentsSummary>();
};

describe('GET /api/admin/documents (paged)', () => {
  it('sends 50 by default and at most 200, newest first, with the fields the table shows', async () => {
    const client = await createUser(t.app, { fullName: 'Pagina Lunga' });
    await insert(client.id, 260, 'Lungo');
    const first = await list(`clientId=${client.id}`);
    expect(first.items).toHaveLength(50);
    expect(first).toMatchObject({ total: 260, totalCapped: false, nextCursor: expect.any(String) });
    expect(first.items[0]).toMatchObject({ title: 'Lungo 260', userName: 'Pagina Lunga', userId: client.id });
    expect(Object.keys(first.items[0]!).sort()).toEqual(
      [
        'amountCents',
        'category',
        'dueDate',
        'filename',
        'filetype',
        'firstDownloadedAt',
        'id',
        'size',
        'title',
        'uploadedAt',
        'userEmail',
        'userId',
        'userName',
        'username',
        'year',
      ].sort(),
    );
    expect((await list(`clientId=${client.id}&limit=5000`)).items).toHaveLength(200);
  });

  it('walks every page once while new documents arrive (they are newer: not in the walk)', async () => {
    const client = await createUser(t.app);
    await insert(client.id, 75, 'Cammino');
    let added = 0;
    for (const q of ['', '&q=cammino']) {
      const before = added;
      const { items } = await walkPages<AdminDocument>(
        t.app,
        `/api/admin/documents?clientId=${client.id}&limit=20${q}`,
        admin,
        {
          between: async () => {
            added++;
            await storeDocument(t.app, { userId: client.id, title: `Cammino nuovo ${added}` });
          },
        },
      );
      const ids = items.map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(items.filter((d) => !d.title.includes('nuovo'))).toHaveLength(75);
      // Newest first: what arrives during the walk sorts before the pages already read.
      const arrived = items.filter((d) => Number(d.title.split('nuovo ')[1]) > before);
      expect(arrived).toEqual([]);
    }
  });

  it('filters by client, category and year, in the database', async () => {
    const client = await createUser(t.app);
    await insert(client.id, 3, 'Fattura', { category: 'fatture', year: 2023 });
    await insert(client.id, 2, 'Modello', { category: 'f24-tributi', year: 2024 });
    const other = await createUser(t.app);
    await insert(other.id, 4, 'Fattura', { category: 'fatture', year: 2023 });
    expect((await list(`clientId=${client.id}`)).total).toBe(5);
    expect((await list(`clientId=${client.id}&category=fatture`)).total).toBe(3);
    expect(await titles(`clientId=${client.id}&year=2024`)).toEqual(['Modello 2', 'Modello 1']);
    expect((await list(`clientId=${client.id}&category=fatture&year=2024`)).total).toBe(0);
    expect((await list(`clientId=${other.id}&category=fatture&year=2023`)).total).toBe(4);
  });

  it('searches title and file name and the client, whatever the case and the accents', async () => {
    const client = await createUser(t.app, {
      fullName: 'Niccolò Ricercato',
      username: 'nricercato',
      email: 'nic@ricerca.it',
    });
    await storeDocument(t.app, { userId: client.id, title: 'Perché pagare', filename: 'lettera.pdf' });
    await storeDocument(t.app, { userId: client.id, title: 'Ricevuta', filename: 'Estratto-Conto.pdf' });
    expect(await titles(`clientId=${client.id}&q=perche`)).toEqual(['Perché pagare']);
    expect(await titles(`clientId=${client.id}&q=PERCHÉ`)).toEqual(['Perché pagare']);
    expect(await titles(`clientId=${client.id}&q=estratto-conto`)).toEqual(['Ricevuta']);
    expect(await titles(`q=${encodeURIComponent('niccolo ricerc')}`)).toEqual(['Ricevuta', 'Perché pagare']);
    expect(await titles('q=nricercato')).toHaveLength(2);
    expect(await titles(`q=${encodeURIComponent('nic@ricerca')}`)).toHaveLength(2);
    expect(await titles('q=%25')).toEqual([]);
  });

  it('refuses a forged cursor, bad filters and everyone but the staff', async () => {
    const forged = await t.app.inject({ url: '/api/admin/documents?cursor=abc', cookies: admin });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: INVALID_CURSOR });
    for (const bad of ['clientId=x', 'category=segreti', 'year=20x', 'limit=0']) {
      expect((await t.app.inject({ url: `/api/admin/documents?${bad}`, cookies: admin })).statusCode).toBe(
        400,
      );
    }
    const client = await createUser(t.app);
    const cookies = await login(t.app, client.username, client.password);
    for (const url of ['/api/admin/documents', '/api/admin/documents/summary']) {
      expect((await t.app.inject({ url, cookies })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const archive = await t.app.inject({ url: '/api/admin/documents/archive?expected=1', cookies });
    expect(archive.statusCode).toBe(403);
    const removal = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents/delete-matching',
      cookies,
      payload: { expected: 1 },
    });
    expect(removal.statusCode).toBe(403);
  });
});

describe('GET /api/admin/documents/summary', () => {
  it('counts the matching documents, their clients and bytes, the last upload, and every year', async () => {
    const a = await createUser(t.app, { fullName: 'Somma Uno' });
    const b = await createUser(t.app, { fullName: 'Somma Due' });
    await insert(a.id, 3, 'Somma', { size: 100, year: 2021, start: '2024-05-01T08:00:00Z' });
    await insert(b.id, 2, 'Somma', { size: 7, year: 2022, start: '2024-06-01T08:00:00Z' });
    expect(await summary('q=somma')).toEqual({
      documents: 5,
      clients: 2,
      totalSize: 314,
      lastUploadAt: '2024-06-01T08:02:00.000Z',
      years: expect.arrayContaining([2022, 2021]),
    });
    expect(await summary(`clientId=${a.id}&year=2021`)).toMatchObject({
      documents: 3,
      clients: 1,
      totalSize: 300,
    });
    const none = await summary(`clientId=${a.id}&year=1999`);
    expect(none).toMatchObject({ documents: 0, clients: 0, totalSize: 0, lastUploadAt: null });
    expect(none.years).toEqual([...none.years].sort((x, y) => y - x));
  });
});

describe('every matching document at once', () => {
  it('downloads them as one ZIP when the count is still the one shown, 409 when it changed', async () => {
    const client = await createUser(t.app);
    const stored = await Promise.all(
      ['Uno', 'Due', 'Tre'].map((title, i) =>
        storeDocument(t.app, { userId: client.id, title, filename: `zip-${i}.pdf` }),
      ),
    );
    const url = (expected: number) =>
      `/api/admin/documents/archive?clientId=${client.id}&expected=${expected}`;
    const changed = await t.app.inject({ url: url(2), cookies: admin });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: matchingChanged(3) });

    const res = await t.app.inject({ url: url(3), cookies: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/zip/);
    const names = (await unzipEntries(res.rawPayload)).map((e) => e.name).sort();
    expect(names).toEqual(stored.map((_d, i) => `zip-${i}.pdf`).sort());
    const audited = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'document.download'));
    expect(
      audited.filter((e) => stored.some((d) => (e.details as { document: number }).document === d.id)),
    ).toHaveLength(3);
  });

  it('refuses a ZIP above 1,000 files or 2 GB, with a message in Italian', async () => {
    const many = await createUser(t.app);
    await insert(many.id, 1001, 'Tanti');
    const tooMany = await t.app.inject({
      url: `/api/admin/documents/archive?clientId=${many.id}&expected=1001`,
      cookies: admin,
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ message: MATCHING_ZIP_TOO_LARGE });
    const heavy = await createUser(t.app);
    await insert(heavy.id, 2, 'Pesante', { size: 1_200_000_000 });
    const tooBig = await t.app.inject({
      url: `/api/admin/documents/archive?clientId=${heavy.id}&expected=2`,
      cookies: admin,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: MATCHING_ZIP_TOO_LARGE });
    const none = await t.app.inject({ url: '/api/admin/documents/archive', cookies: admin });
    expect(none.statusCode).toBe(400);
  });

  it('deletes them with their files and audits each, only when the count is still the one shown', async () => {
    const client = await createUser(t.app);
    const chosen = await Promise.all(
      ['Via A', 'Via B', 'Via C'].map((title) =>
        storeDocument(t.app, { userId: client.id, title, category: 'fatture' }),
      ),
    );
    const kept = await storeDocument(t.app, { userId: client.id, title: 'Resta', category: 'altro' });
    const remove = (expected: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/documents/delete-matching',
        cookies: admin,
        payload: { clientId: client.id, category: 'fatture', expected },
      });
    const changed = await remove(4);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: matchingChanged(3) });
    expect(await t.app.db.select().from(documents).where(eq(documents.userId, client.id))).toHaveLength(4);

    const res = await remove(3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 3 });
    const left = await t.app.db.select().from(documents).where(eq(documents.userId, client.id));
    expect(left.map((d) => d.id)).toEqual([kept.id]);
    const { committed } = await storedFiles(t.config.dataDir);
    for (const d of chosen) expect(committed).not.toContain(d.storageKey);
    expect(committed).toContain(kept.storageKey);
    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(
        inArray(
          sql`(${auditEvents.details} ->> 'document')::int`,
          chosen.map((d) => d.id),
        ),
      );
    expect(events.filter((e) => e.event === 'document.delete')).toHaveLength(3);
    expect(events[0]!.details).toMatchObject({
      owner: client.id,
      matching: { filter: { clientId: client.id, category: 'fatture' }, documents: 3 },
    });
  });
});
