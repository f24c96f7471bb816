import type { ContactMessageSummary, SpamMessageSummary } from '@common/schemas/contact';
import { INVALID_CURSOR, PAGE_LIMIT_MAX } from '@common/schemas/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPage, walkPages } from '../../../test/support/paging';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/support/test-app';
import { createUser, login } from '../../../test/support/users';
import { contactMessages } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;

/** `count` messages, the i-th at `start + i minutes`; spam when a reason is given, read when `read`. */
async function insert(
  count: number,
  subject: string,
  start: string,
  spamReason: string | null,
  read = false,
) {
  await t.app.db.execute(sql`
    insert into contact_messages (name, email, subject, message, privacy_accepted, created_at, read_at, spam_reason)
    select 'Mittente ' || i, 'mittente' || i || '@example.it', ${subject} || ' ' || i, 'Testo', true,
           ${start}::timestamptz + i * interval '1 minute', ${read ? sql`now()` : sql`null`}, ${spamReason}
    from generate_series(1, ${count}) as i`);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  await insert(130, 'Richiesta', '2026-01-01T08:00:00Z', null);
  await insert(40, 'Letto', '2025-06-01T08:00:00Z', null, true);
  await insert(25, 'Offerta', '2026-02-01T08:00:00Z', 'honeypot');
  await t.app.db.insert(contactMessages).values({
    name: 'Niccolò Perché',
    email: 'niccolo@example.it',
    subject: 'Dichiarazione',
    message: 'Testo',
    privacyAccepted: true,
  });
});
afterAll(() => t.close());

const inbox = (query = '') => `/api/admin/contact-messages${query}`;
const spam = (query = '') => `/api/admin/contact-messages/spam${query}`;

describe('GET /api/admin/contact-messages, paged', () => {
  it('sends 50 messages of the inbox at first, newest first, and caps a page at 200', async () => {
    const first = await getPage<ContactMessageSummary>(t.app, inbox(), admin);
    expect(first.items).toHaveLength(50);
    expect(first).toMatchObject({ total: 171, totalCapped: false });
    expect(first.items[0]!.subject).toBe('Dichiarazione');
    expect(first.items[1]!.subject).toBe('Richiesta 130');
    expect(first.items[0]).toMatchObject({ delivery: 'off', readAt: null });
    expect((await getPage(t.app, inbox('?limit=999'), admin)).items).toHaveLength(171);
    expect((await getPage(t.app, inbox('?limit=999&q=e'), admin)).items.length).toBeLessThanOrEqual(
      PAGE_LIMIT_MAX,
    );
  });

  it('walks the inbox and the spam each message exactly once while messages arrive', async () => {
    let added = 0;
    const walked = await walkPages<ContactMessageSummary>(t.app, inbox('?limit=17'), admin, {
      between: async () => {
        added++;
        await insert(1, `Nuovo ${added}`, new Date().toISOString(), null);
        await insert(1, `Nuovo spam ${added}`, new Date().toISOString(), 'too-fast');
      },
    });
    const ids = walked.items.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(walked.items.filter((m) => /^(Richiesta|Letto) \d+$/.test(m.subject))).toHaveLength(170);
    expect(walked.items.some((m) => m.subject.startsWith('Nuovo spam'))).toBe(false);
    const spammed = await walkPages<SpamMessageSummary>(t.app, spam('?limit=7'), admin);
    expect(spammed.items.filter((m) => /^Offerta \d+$/.test(m.subject))).toHaveLength(25);
    expect(spammed.items.every((m) => m.spamReason !== undefined)).toBe(true);
    expect(new Set(spammed.items.map((m) => m.id)).size).toBe(spammed.items.length);
  });

  it('searches name, e-mail and subject whatever the case and the accents, in each folder apart', async () => {
    const subjects = async (url: string) =>
      (await getPage<{ subject: string }>(t.app, url, admin)).items.map((m) => m.subject);
    expect(await subjects(inbox('?q=perche'))).toEqual(['Dichiarazione']);
    expect(await subjects(inbox('?q=NICCOLO@'))).toEqual(['Dichiarazione']);
    expect(await subjects(inbox('?q=dichiarazione'))).toEqual(['Dichiarazione']);
    expect(await subjects(inbox('?q=offerta'))).toEqual([]);
    expect((await getPage(t.app, spam('?q=offerta'), admin)).total).toBe(25);
    expect((await getPage(t.app, inbox('?q=letto'), admin)).total).toBe(40);
    expect(await subjects(inbox('?q=%25'))).toEqual([]);
  });

  it('counts the unread of the inbox and the spam in the database', async () => {
    const res = await t.app.inject({ url: '/api/admin/contact-messages/counts', cookies: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const [row] = (
      (await t.app.db.execute(sql`
        select count(*) filter (where spam_reason is null and read_at is null)::int as unread,
               count(*) filter (where spam_reason is not null)::int as spam
        from contact_messages`)) as unknown as { rows: { unread: number; spam: number }[] }
    ).rows;
    expect(res.json()).toEqual({ unread: Number(row!.unread), spam: Number(row!.spam) });
    expect(res.json().unread).toBeGreaterThanOrEqual(131);
    expect(res.json().spam).toBeGreaterThanOrEqual(25);
  });

  it('refuses a forged cursor, a bad limit and everyone but the staff', async () => {
    for (const url of [inbox('?cursor=abc'), spam('?cursor=abc')]) {
      const res = await t.app.inject({ url, cookies: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_CURSOR });
    }
    expect((await t.app.inject({ url: inbox('?limit=0'), cookies: admin })).statusCode).toBe(400);
    const user = await createUser(t.app);
    const client = await login(t.app, user.username, user.password);
    for (const url of [inbox(), spam(), '/api/admin/contact-messages/counts']) {
      expect((await t.app.inject({ url, cookies: client })).statusCode, url).toBe(403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});
