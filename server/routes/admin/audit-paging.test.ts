import type { AuditEvent } from '@common/schemas/audit';
import { INVALID_CURSOR, PAGE_LIMIT_MAX } from '@common/schemas/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPage, walkPages } from '../../../test/support/paging';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/support/test-app';
import { createUser, login } from '../../../test/support/users';
import { auditEvents } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
let someone: number;

/** `count` events of a kind, the i-th `i` seconds after `start`, all within the same second when `step` is 0. */
async function insert(count: number, event: string, start: string, userId: number | null, step = 1) {
  await t.app.db.execute(sql`
    insert into audit_events (at, event, user_id, username, ip)
    select ${start}::timestamptz + i * ${step} * interval '1 second', ${event}, ${userId}, 'utente', '203.0.113.1'
    from generate_series(1, ${count}) as i`);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  someone = (await createUser(t.app)).id;
  await insert(230, 'login.failure', '2026-01-01T08:00:00Z', null);
  await insert(60, 'user.create', '2026-02-01T08:00:00Z', someone, 0);
});
afterAll(() => t.close());

const url = (query = '') => `/api/admin/audit-events${query}`;

describe('GET /api/admin/audit-events, paged', () => {
  it('sends 50 events at first, newest first, and caps a page at 200', async () => {
    const first = await getPage<AuditEvent>(t.app, url(), admin);
    expect(first.items).toHaveLength(50);
    const all = await t.app.db.$count(auditEvents);
    expect(first).toMatchObject({ total: all, totalCapped: false });
    const stamps = first.items.map((e) => Date.parse(e.at));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    expect((await getPage(t.app, url('?limit=1000'), admin)).items).toHaveLength(PAGE_LIMIT_MAX);
  });

  it('walks every event exactly once while new ones are written between pages', async () => {
    let added = 0;
    const { items } = await walkPages<AuditEvent>(t.app, url('?limit=37'), admin, {
      between: async () => {
        added++;
        await insert(2, 'login.failure', new Date().toISOString(), null);
      },
    });
    const ids = items.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.filter((e) => e.event === 'user.create')).toHaveLength(60);
    expect(added).toBeGreaterThan(5);
  });

  it('filters by kind and by account in the database', async () => {
    const created = await walkPages<AuditEvent>(t.app, url('?event=user.create&limit=25'), admin);
    expect(created.items).toHaveLength(60);
    expect(created.first.total).toBe(60);
    // Stamped within the same second: the id keeps them apart and in order.
    const ids = created.items.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const mine = await getPage<AuditEvent>(t.app, url(`?userId=${someone}`), admin);
    expect(mine.total).toBe(60);
    expect(mine.items.every((e) => e.userId === someone)).toBe(true);
    expect((await getPage(t.app, url(`?userId=${someone}&event=login.failure`), admin)).total).toBe(0);
  });

  it('refuses a forged cursor, bad filters and everyone but the staff', async () => {
    const forged = await t.app.inject({ url: url('?cursor=abc'), cookies: admin });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: INVALID_CURSOR });
    for (const bad of ['?limit=0', '?userId=-1', "?event=drop'table"]) {
      expect((await t.app.inject({ url: url(bad), cookies: admin })).statusCode, bad).toBe(400);
    }
    const user = await createUser(t.app);
    const client = await login(t.app, user.username, user.password);
    expect((await t.app.inject({ url: url(), cookies: client })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url() })).statusCode).toBe(401);
  });
});
