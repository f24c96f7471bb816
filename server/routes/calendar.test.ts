import { formatEuro } from '@common/format';
import type { calendarFeedCreatedSchema } from '@common/schemas/calendar';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { storeDocument } from '../../test/support/documents';
import { type Cookies, loginAdmin, setupTestApp, signedInAs } from '../../test/support/setup-test-app';
import { createUser } from '../../test/support/users';
import { auditEvents, documentRequests, documents, requestItems, users } from '../db/schema';

type Created = z.infer<typeof calendarFeedCreatedSchema>;

const t = setupTestApp();
let mario: { id: number };
let marioCookies: Cookies;
let luisaCookies: Cookies;
let admin: Cookies;

const tokenRoute = (method: 'GET' | 'POST' | 'DELETE', cookies: Cookies) =>
  t.app.inject({ method, url: '/api/user/calendar-token', cookies });
const create = async (cookies: Cookies) => {
  const res = await tokenRoute('POST', cookies);
  expect(res.statusCode).toBe(201);
  return res.json<Created>();
};
const feed = (token: string) => t.app.inject({ method: 'GET', url: `/api/calendar/${token}` });

/** The feed through a maintained iCalendar parser: its events' uid, summary, dates and description. */
function events(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

beforeAll(async () => {
  t.clock.now = new Date('2026-12-10T10:00:00Z');
  mario = await createUser(t.app, { fullName: 'Mario Rossi' });
  const luisa = await createUser(t.app, { fullName: 'Luisa Bianchi' });
  marioCookies = await signedInAs(t, mario as never);
  luisaCookies = await signedInAs(t, luisa as never);
  admin = await loginAdmin(t);

  const payment = async (
    userId: number,
    title: string,
    amountCents: number,
    dueDate: string,
    paid = false,
  ) => {
    const doc = await storeDocument(t.app, { userId, title, filename: 'f24-segreto-rossi.pdf' });
    await t.app.db
      .update(documents)
      .set({ amountCents, dueDate, paidAt: paid ? new Date() : null })
      .where(eq(documents.id, doc.id));
  };
  await payment(mario.id, 'F24 IMU; acconto, 2026', 123_456, '2026-12-16');
  await payment(mario.id, 'F24 già pagato', 5_000, '2026-11-16', true);
  await payment(luisa.id, 'F24 di Luisa', 7_700, '2026-12-16');
  const [open] = await t.app.db
    .insert(documentRequests)
    .values({
      userId: mario.id,
      title: 'Documenti per la dichiarazione dei redditi 2027 — una riga molto lunga \\ con barra',
      dueDate: '2027-05-31',
    })
    .returning();
  await t.app.db.insert(requestItems).values([
    { requestId: open!.id, position: 0, name: 'CU', state: 'sent' },
    { requestId: open!.id, position: 1, name: 'Spese mediche', state: 'pending' },
  ]);
  await t.app.db.insert(documentRequests).values({
    userId: mario.id,
    title: 'Richiesta completa',
    dueDate: '2026-12-20',
    completedAt: new Date(),
  });
  await t.app.db
    .insert(documentRequests)
    .values({ userId: luisa.id, title: 'Richiesta di Luisa', dueDate: '2027-01-31' });
});

describe('calendar token', () => {
  it('starts inactive; creating one answers the address once and stores only its hash', async () => {
    expect((await tokenRoute('GET', marioCookies)).json()).toEqual({
      active: false,
      createdAt: null,
      lastReadAt: null,
    });
    const created = await create(marioCookies);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`${t.config.publicUrl.replace(/\/+$/, '')}/api/calendar/${created.token}`);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, mario.id));
    expect(row!.calendarTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.calendarTokenHash).not.toContain(created.token);
    expect((await tokenRoute('GET', marioCookies)).json()).toEqual({
      active: true,
      createdAt: t.clock.now.toISOString(),
      lastReadAt: null,
    });
  });

  it('renewing stops the old address; revoking stops every address; each is audited', async () => {
    const first = await create(marioCookies);
    expect((await feed(first.token)).statusCode).toBe(200);
    const second = await create(marioCookies);
    expect((await feed(first.token)).statusCode).toBe(404);
    expect((await feed(second.token)).statusCode).toBe(200);
    expect((await tokenRoute('DELETE', marioCookies)).statusCode).toBe(204);
    expect((await feed(second.token)).statusCode).toBe(404);
    expect((await tokenRoute('GET', marioCookies)).json()).toEqual({
      active: false,
      createdAt: null,
      lastReadAt: null,
    });
    const audited = (await t.app.db.select().from(auditEvents).where(eq(auditEvents.userId, mario.id)))
      .map((e) => e.event)
      .filter((e) => e.startsWith('calendar-token.'));
    expect(audited.slice(-3)).toEqual([
      'calendar-token.create',
      'calendar-token.create',
      'calendar-token.revoke',
    ]);
  });

  it('says when a calendar last read the address; a new address starts unread', async () => {
    const start = t.clock.now;
    const { token } = await create(marioCookies);
    const status = async () => (await tokenRoute('GET', marioCookies)).json().lastReadAt;
    expect(await status()).toBeNull();
    expect((await feed(token)).statusCode).toBe(200);
    expect(await status()).toBe(start.toISOString());
    // A burst of polls is one write a minute.
    t.clock.advance(30_000);
    await feed(token);
    expect(await status()).toBe(start.toISOString());
    t.clock.advance(60_000);
    await feed(token);
    expect(await status()).toBe(t.clock.now.toISOString());
    // An unknown address reads nobody's.
    await feed('x'.repeat(43));
    await create(marioCookies);
    expect(await status()).toBeNull();
    t.clock.now = start;
  });

  it('is for clients only', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await tokenRoute(method, admin)).statusCode).toBe(403);
      expect((await t.app.inject({ method, url: '/api/user/calendar-token' })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/calendar/:token', () => {
  it("lists the client's open requests and unpaid payments as all-day events, no file names", async () => {
    const { token } = await create(marioCookies);
    const res = await feed(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).not.toContain('f24-segreto-rossi');
    // Every line ends with CRLF and is at most 75 octets.
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(res.body.replace(/\r\n/g, '')).not.toContain('\n');

    const found = events(res.body);
    expect(found.map(({ uid: _uid, ...e }) => e)).toEqual([
      {
        summary:
          'Richiesta documenti: Documenti per la dichiarazione dei redditi 2027 — una riga molto lunga \\ con barra',
        description: expect.stringContaining('1 di 2'),
        start: '2027-05-31',
        end: '2027-06-01',
        allDay: true,
      },
      {
        summary: `Pagamento: F24 IMU; acconto, 2026 – ${formatEuro(123_456)}`,
        description: expect.stringContaining(formatEuro(123_456)),
        start: '2026-12-16',
        end: '2026-12-17',
        allDay: true,
      },
    ]);
    // Stable: the same events carry the same UIDs on the next fetch.
    const again = events((await feed(token)).body);
    expect(again.map((e) => e.uid)).toEqual(found.map((e) => e.uid));
    expect(new Set(found.map((e) => e.uid)).size).toBe(2);
  });

  it("a second client's token lists only their own things", async () => {
    const { token } = await create(luisaCookies);
    const found = events((await feed(token)).body);
    expect(found.map((e) => e.summary).sort()).toEqual([
      `Pagamento: F24 di Luisa – ${formatEuro(7_700)}`,
      'Richiesta documenti: Richiesta di Luisa',
    ]);
  });

  it('answers 404 for an unknown or malformed token, without a session', async () => {
    for (const token of ['x'.repeat(43), 'abc', `${'A'.repeat(42)}!`]) {
      const res = await feed(encodeURIComponent(token));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});
