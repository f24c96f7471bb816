import type { SpamReason } from '@common/schemas/contact';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertContactMessage, setupContactInbox } from '../../../test/support/contact-inbox';
import { TEST_ADMIN } from '../../../test/support/test-app';
import { auditEvents, contactMessages, mailOutbox } from '../../db/schema';

const { t, admin, client, adminUser } = setupContactInbox('contact-message.restore');

const seed = (subject: string, createdAt: string, spamReason: SpamReason | null) =>
  insertContactMessage(t.app, subject, createdAt, { spamReason });

const get = (url: string, cookies = admin) => t.app.inject({ url, cookies });
const restore = (id: number | string, cookies = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${id}/restore`, cookies });
const subjects = async (url: string) =>
  (await get(url)).json<{ items: { subject: string }[] }>().items.map((m) => m.subject);

describe('the inbox leaves spam out', () => {
  it('lists only messages that are not spam, so the unread count leaves spam out too', async () => {
    await seed('Vero messaggio', '2026-05-01T10:00:00Z', null);
    await seed('Offerta automatica', '2026-05-02T10:00:00Z', 'honeypot');
    const list = (await get('/api/admin/contact-messages')).json().items;
    expect(list.map((m: { subject: string }) => m.subject)).toEqual(['Vero messaggio']);
    expect(list.filter((m: { readAt: string | null }) => m.readAt === null)).toHaveLength(1);
  });

  it('does not show a message the contact form judged automated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '192.0.2.50',
      payload: {
        name: 'Bot Automatico',
        email: 'bot@example.com',
        subject: 'Dal modulo, troppo in fretta',
        message: 'Un messaggio inviato da uno script.',
        privacyAccepted: true,
        elapsedMs: 500,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await subjects('/api/admin/contact-messages')).toEqual([]);
    expect((await get('/api/admin/contact-messages/spam')).json().items).toEqual([
      expect.objectContaining({ subject: 'Dal modulo, troppo in fretta', spamReason: 'too-fast' }),
    ]);
  });
});

describe('GET /api/admin/contact-messages/spam', () => {
  it('lists the spam, newest first, with its reason', async () => {
    await seed('Nella posta', '2026-05-04T10:00:00Z', null);
    const a = await seed('Campo nascosto', '2026-05-01T10:00:00Z', 'honeypot');
    const b = await seed('Troppo veloce', '2026-05-03T10:00:00Z', 'too-fast');
    const c = await seed('Senza tempo', '2026-05-02T10:00:00Z', 'no-fill-time');
    const res = await get('/api/admin/contact-messages/spam');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const row = (m: typeof a) => ({
      id: m.id,
      name: m.name,
      email: 'autore@example.it',
      subject: m.subject,
      createdAt: m.createdAt.toISOString(),
      spamReason: m.spamReason,
    });
    expect(res.json().items).toEqual([row(b), row(c), row(a)]);
  });

  it('is for administrators only', async () => {
    await seed('Spam riservato', '2026-05-01T10:00:00Z', 'honeypot');
    expect((await get('/api/admin/contact-messages/spam', {})).statusCode).toBe(401);
    const res = await get('/api/admin/contact-messages/spam', client);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Spam riservato');
  });

  it('opens a spam message with its reason, and deletes it as in the inbox', async () => {
    const m = await seed('Da aprire', '2026-05-01T10:00:00Z', 'no-fill-time');
    const opened = await get(`/api/admin/contact-messages/${m.id}`);
    expect(opened.json()).toMatchObject({
      subject: 'Da aprire',
      spamReason: 'no-fill-time',
      delivery: 'off',
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/contact-messages/${m.id}`,
      cookies: admin,
    });
    expect(del.statusCode).toBe(204);
    expect(await subjects('/api/admin/contact-messages/spam')).toEqual([]);
  });
});

describe('POST /api/admin/contact-messages/:id/restore', () => {
  it('moves the message to the inbox as unread, and audits it', async () => {
    const m = await seed('Persona vera', '2026-05-01T10:00:00Z', 'too-fast');
    await seed('Resta spam', '2026-05-02T10:00:00Z', 'honeypot');
    // Opened while in spam: back in the inbox it is still news to the staff.
    await get(`/api/admin/contact-messages/${m.id}`);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${m.id}/restore`,
      cookies: admin,
      headers: { 'user-agent': 'RestoreTest/1.0' },
    });
    expect(res.statusCode).toBe(204);
    expect(await subjects('/api/admin/contact-messages/spam')).toEqual(['Resta spam']);
    const inbox = (await get('/api/admin/contact-messages')).json().items;
    expect(inbox).toEqual([expect.objectContaining({ id: m.id, subject: 'Persona vera', readAt: null })]);
    // No e-mail goes out for it: the staff already have it in front of them.
    expect(await t.app.db.select().from(mailOutbox)).toEqual([]);

    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'contact-message.restore'));
    expect(events).toEqual([
      expect.objectContaining({
        userId: adminUser.id,
        username: TEST_ADMIN.username,
        userAgent: 'RestoreTest/1.0',
        details: { contactMessageId: m.id, spamReason: 'too-fast' },
      }),
    ]);
  });

  it('does nothing to a message already in the inbox', async () => {
    const m = await seed('Già nella posta', '2026-05-01T10:00:00Z', null);
    await get(`/api/admin/contact-messages/${m.id}`);
    expect((await restore(m.id)).statusCode).toBe(204);
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, m.id));
    expect(row?.readAt).not.toBeNull();
    expect(
      await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'contact-message.restore')),
    ).toEqual([]);
  });

  it('answers 404 for a missing message and 400 for a malformed id', async () => {
    const missing = await restore(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Messaggio non trovato.' });
    expect((await restore('abc')).statusCode).toBe(400);
  });

  it('refuses clients and visitors, and leaves the message in spam', async () => {
    const m = await seed('Protetto', '2026-05-01T10:00:00Z', 'honeypot');
    expect((await restore(m.id, client)).statusCode).toBe(403);
    expect((await restore(m.id, {})).statusCode).toBe(401);
    expect(await subjects('/api/admin/contact-messages/spam')).toEqual(['Protetto']);
    expect(
      await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'contact-message.restore')),
    ).toEqual([]);
  });
});
