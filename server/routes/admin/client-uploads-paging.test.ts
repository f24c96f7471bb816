import { FILTER_COUNT_CHANGED, FILTER_ZIP_TOO_LARGE } from '@common/client-uploads';
import type { AdminClientUpload } from '@common/schemas/client-uploads';
import { INVALID_CURSOR, PAGE_LIMIT_MAX } from '@common/schemas/paging';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpClientUploadHarness, storeClientUpload } from '../../../test/support/client-uploads';
import { getPage, walkPages } from '../../../test/support/paging';
import { clientUploads } from '../../db/schema';

const h = setUpClientUploadHarness();
const url = (query = '') => `/api/admin/client-uploads${query}`;

/** `n` rows for a client without stored files (lists only), one minute apart from `from` backwards. */
async function insertRows(
  userId: number,
  n: number,
  fields: { title?: string; from?: string; state?: 'new' | 'seen' | 'archived'; size?: number } = {},
) {
  const seen = fields.state === 'seen' || fields.state === 'archived' ? sql`now()` : sql`null`;
  const archived = fields.state === 'archived' ? sql`now()` : sql`null`;
  await h.t.app.db.execute(sql`
    insert into client_uploads
      (user_id, title, category, year, filename, filetype, storage_key, size, sha256, uploaded_at, seen_at, archived_at)
    select ${userId}, ${fields.title ?? 'Riga'} || ' ' || i, 'fatture', 2025, 'riga-' || i || '.pdf', 'application/pdf',
      'finto-' || gen_random_uuid(), ${fields.size ?? 100}, 'x',
      ${fields.from ?? '2025-06-01T12:00:00Z'}::timestamptz - (i || ' minutes')::interval, ${seen}, ${archived}
    from generate_series(1, ${n}) as i`);
}

describe('GET /api/admin/client-uploads, a page at a time', () => {
  it('answers 50 by default, at most 200, newest first', async () => {
    await insertRows(h.mario.id, 230);
    const page = await getPage<AdminClientUpload>(h.t.app, url(), h.admin);
    expect(page.items).toHaveLength(50);
    expect(page).toMatchObject({ total: 230, totalCapped: false });
    expect(page.items[0]!.title).toBe('Riga 1');
    expect(page.items[49]!.title).toBe('Riga 50');
    const big = await getPage<AdminClientUpload>(h.t.app, url('?limit=5000'), h.admin);
    expect(big.items).toHaveLength(PAGE_LIMIT_MAX);
  });

  it('walks every row exactly once while clients keep sending', async () => {
    await insertRows(h.mario.id, 120);
    let added = 0;
    const { items } = await walkPages<AdminClientUpload>(h.t.app, url('?limit=25'), h.admin, {
      between: async () => {
        added++;
        // Newer than every row shown: it belongs before the cursor, never in a later page.
        await insertRows(h.lucia.id, 2, { title: `Nuova ${added}`, from: '2030-01-01T00:00:00Z' });
      },
    });
    expect(items).toHaveLength(120);
    expect(new Set(items.map((i) => i.id)).size).toBe(120);
    const uploadedAt = items.map((i) => i.uploadedAt);
    expect([...uploadedAt].sort().reverse()).toEqual(uploadedAt);
  });

  it('pages rows uploaded in the same instant by id', async () => {
    await insertRows(h.mario.id, 30, { from: '2025-01-01T00:00:00Z' });
    await h.t.app.db.update(clientUploads).set({ uploadedAt: new Date('2025-01-01T00:00:00Z') });
    const { items } = await walkPages<AdminClientUpload>(h.t.app, url('?limit=7'), h.admin);
    expect(items.map((i) => i.id)).toEqual(items.map((i) => i.id).sort((a, b) => b - a));
    expect(items).toHaveLength(30);
  });

  it('filters by client, category, year and state, in the database', async () => {
    await insertRows(h.mario.id, 3, { state: 'new' });
    await insertRows(h.mario.id, 2, { state: 'archived', title: 'Vecchia' });
    await insertRows(h.lucia.id, 4, { state: 'seen' });
    await storeClientUpload(h.t.app, { userId: h.lucia.id, category: 'altro', year: 2024 });
    const total = async (query: string) => (await getPage(h.t.app, url(query), h.admin)).total;
    expect(await total(`?userId=${h.mario.id}`)).toBe(5);
    expect(await total('?state=new')).toBe(4);
    expect(await total('?state=new,seen')).toBe(8);
    expect(await total('?state=archived')).toBe(2);
    expect(await total('?category=altro')).toBe(1);
    expect(await total('?year=2024')).toBe(1);
    expect(await total(`?userId=${h.lucia.id}&state=seen&year=2025`)).toBe(4);
  });

  it("searches title and file name without accents or case, and the client's name, username and e-mail", async () => {
    await storeClientUpload(h.t.app, { userId: h.mario.id, title: 'Perché il Modello Unico' });
    await storeClientUpload(h.t.app, { userId: h.mario.id, title: 'Scontrino', filename: 'Farmacìa.pdf' });
    await storeClientUpload(h.t.app, { userId: h.lucia.id, title: 'F24 marzo' });
    const titles = async (q: string) =>
      (await getPage<AdminClientUpload>(h.t.app, url(`?q=${encodeURIComponent(q)}`), h.admin)).items
        .map((i) => i.title)
        .sort();
    expect(await titles('perche il MODELLO')).toEqual(['Perché il Modello Unico']);
    expect(await titles('FARMACIA')).toEqual(['Scontrino']);
    expect(await titles('bianchi')).toEqual(['F24 marzo']);
    expect(await titles('mario.rossi@')).toEqual(['Perché il Modello Unico', 'Scontrino']);
    expect(await titles('lucia')).toEqual(['F24 marzo']);
    expect(await titles('nessuno')).toEqual([]);
  });

  it('refuses a cursor it did not write with 400', async () => {
    const res = await h.t.app.inject({ url: url('?cursor=abc'), cookies: h.admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_CURSOR });
  });

  it('refuses clients and strangers', async () => {
    for (const path of [url(), url('/counts'), url('/archive/matching?expected=1')]) {
      expect((await h.t.app.inject({ url: path, cookies: h.mario.cookies })).statusCode, path).toBe(403);
      expect((await h.t.app.inject({ url: path })).statusCode, path).toBe(401);
    }
    const bulk = { action: 'delete', filters: {}, expected: 1 };
    const res = await h.t.app.inject({
      method: 'POST',
      url: url('/bulk'),
      payload: bulk,
      cookies: h.mario.cookies,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/admin/client-uploads/counts', () => {
  it('counts per state in one aggregate, with the other filters', async () => {
    await insertRows(h.mario.id, 3, { state: 'new' });
    await insertRows(h.mario.id, 2, { state: 'seen' });
    await insertRows(h.lucia.id, 4, { state: 'archived', title: 'Chiusa' });
    const counts = async (query = '') => {
      const res = await h.t.app.inject({ url: url(`/counts${query}`), cookies: h.admin });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json();
    };
    expect(await counts()).toEqual({ new: 3, seen: 2, archived: 4 });
    expect(await counts(`?userId=${h.lucia.id}`)).toEqual({ new: 0, seen: 0, archived: 4 });
    expect(await counts('?q=chiusa')).toEqual({ new: 0, seen: 0, archived: 4 });
  });
});

describe('every match at once', () => {
  const bulk = (payload: object) =>
    h.t.app.inject({ method: 'POST', url: url('/bulk'), payload, cookies: h.admin });

  it('archives, restores and deletes what the filters match, when the count is the one shown', async () => {
    await insertRows(h.mario.id, 5, { state: 'new' });
    await insertRows(h.lucia.id, 3, { state: 'new' });
    const mario = { userId: String(h.mario.id), state: 'new,seen' };
    const stale = await bulk({ action: 'archive', filters: mario, expected: 4 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: FILTER_COUNT_CHANGED });
    expect((await getPage(h.t.app, url('?state=archived'), h.admin)).total).toBe(0);

    const archived = await bulk({ action: 'archive', filters: mario, expected: 5 });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toEqual({ matched: 5, changed: 5 });
    const rows = await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.userId, h.mario.id));
    expect(rows.every((r) => r.archivedAt && r.seenAt && r.seenBy === rows[0]!.seenBy)).toBe(true);

    const restored = await bulk({ action: 'restore', filters: { state: 'archived' }, expected: 5 });
    expect(restored.json()).toEqual({ matched: 5, changed: 5 });
    expect((await getPage(h.t.app, url('?state=seen'), h.admin)).total).toBe(5);

    const deleted = await bulk({ action: 'delete', filters: { userId: String(h.lucia.id) }, expected: 3 });
    expect(deleted.json()).toEqual({ matched: 3, changed: 3 });
    expect((await getPage(h.t.app, url(), h.admin)).total).toBe(5);
  });

  it('refuses more than 10,000 at once with 413', async () => {
    const res = await bulk({ action: 'archive', filters: {}, expected: 10_001 });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/al massimo 10\.000/);
  });

  it('sends every match as one ZIP, checks the count, refuses over 1,000 files or 2 GB', async () => {
    const one = await storeClientUpload(h.t.app, { userId: h.mario.id, title: 'Uno', filename: 'uno.pdf' });
    await storeClientUpload(h.t.app, { userId: h.mario.id, title: 'Due', filename: 'due.pdf' });
    await storeClientUpload(h.t.app, { userId: h.lucia.id, title: 'Tre' });
    const zip = (query: string) =>
      h.t.app.inject({ url: url(`/archive/matching?${query}`), cookies: h.admin });

    const stale = await zip(`userId=${h.mario.id}&expected=3`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: FILTER_COUNT_CHANGED });
    const ok = await zip(`userId=${h.mario.id}&state=new&expected=2`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['content-type']).toBe('application/zip');
    expect(ok.rawPayload.includes(Buffer.from('Mario Rossi/uno.pdf'))).toBe(true);
    const [seen] = await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.id, one.id));
    expect(seen!.seenAt).not.toBeNull();

    await insertRows(h.lucia.id, 1000, { title: 'Tanti' });
    // The fake rows have no files (a 404): only that the bound lets 1,000 through matters here.
    expect((await zip('q=tanti&expected=1000')).statusCode).not.toBe(413);
    await insertRows(h.lucia.id, 1, { title: 'Tanti ancora' });
    const tooMany = await zip('q=tanti&expected=1001');
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ message: FILTER_ZIP_TOO_LARGE });

    await insertRows(h.mario.id, 2, { title: 'Enorme', size: 1_500_000_000 });
    const tooBig = await zip('q=enorme&expected=2');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: FILTER_ZIP_TOO_LARGE });
  });
});
