import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertContactMessage, setupContactInbox } from '../../../test/support/contact-inbox';
import { TEST_ADMIN } from '../../../test/support/test-app';
import { contactNotification } from '../../contact/contact-mail';
import { auditEvents, contactMessages, mailOutbox } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';

const { t, admin, client, adminUser } = setupContactInbox('contact-message.delete');

type Delivery = 'pending' | 'sent' | 'failed' | 'off';

async function seed(subject: string, createdAt: string, delivery: Delivery) {
  const row = await insertContactMessage(t.app, subject, createdAt);
  if (delivery !== 'off') {
    const id = await enqueueMail(t.app.db, contactNotification(row, 'studio@studio.example'));
    const sentAt = delivery === 'sent' ? new Date('2026-05-01T10:01:00Z') : null;
    await t.app.db.update(mailOutbox).set({ status: delivery, sentAt }).where(eq(mailOutbox.id, id));
  }
  return row;
}

const get = (url: string, cookies = admin) => t.app.inject({ url, cookies });

describe('GET /api/admin/contact-messages', () => {
  it('lists every message, newest first, with read state and delivery status', async () => {
    const a = await seed('Primo messaggio', '2026-05-01T10:00:00Z', 'sent');
    const b = await seed('Secondo messaggio', '2026-05-02T10:00:00Z', 'pending');
    const c = await seed('Terzo messaggio', '2026-05-03T10:00:00Z', 'failed');
    const d = await seed('Quarto messaggio', '2026-05-04T10:00:00Z', 'off');
    const res = await get('/api/admin/contact-messages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().items).toEqual([
      {
        id: d.id,
        name: 'Autore Quarto messaggio',
        email: 'autore@example.it',
        subject: 'Quarto messaggio',
        createdAt: '2026-05-04T10:00:00.000Z',
        readAt: null,
        delivery: 'off',
      },
      {
        id: c.id,
        name: 'Autore Terzo messaggio',
        email: 'autore@example.it',
        subject: 'Terzo messaggio',
        createdAt: '2026-05-03T10:00:00.000Z',
        readAt: null,
        delivery: 'failed',
      },
      {
        id: b.id,
        name: 'Autore Secondo messaggio',
        email: 'autore@example.it',
        subject: 'Secondo messaggio',
        createdAt: '2026-05-02T10:00:00.000Z',
        readAt: null,
        delivery: 'pending',
      },
      {
        id: a.id,
        name: 'Autore Primo messaggio',
        email: 'autore@example.it',
        subject: 'Primo messaggio',
        createdAt: '2026-05-01T10:00:00.000Z',
        readAt: null,
        delivery: 'sent',
      },
    ]);
  });

  it('is for administrators only', async () => {
    await seed('Riservato', '2026-05-01T10:00:00Z', 'off');
    expect((await get('/api/admin/contact-messages', {})).statusCode).toBe(401);
    const res = await get('/api/admin/contact-messages', client);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Riservato');
  });
});

describe('GET /api/admin/contact-messages/:id', () => {
  it('returns the whole message and marks it read, keeping the first reading time', async () => {
    const m = await seed('Da leggere', '2026-05-01T10:00:00Z', 'sent');
    t.clock.now = new Date('2026-05-02T08:00:00Z');
    const res = await get(`/api/admin/contact-messages/${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: m.id,
      name: 'Autore Da leggere',
      email: 'autore@example.it',
      subject: 'Da leggere',
      message: 'Testo di Da leggere.',
      createdAt: '2026-05-01T10:00:00.000Z',
      readAt: '2026-05-02T08:00:00.000Z',
      delivery: 'sent',
      sentAt: '2026-05-01T10:01:00.000Z',
      spamReason: null,
    });
    t.clock.advance(60 * 60 * 1000);
    expect((await get(`/api/admin/contact-messages/${m.id}`)).json().readAt).toBe('2026-05-02T08:00:00.000Z');
    expect((await get('/api/admin/contact-messages')).json().items[0].readAt).toBe(
      '2026-05-02T08:00:00.000Z',
    );
  });

  it('answers 404 for a missing message and 400 for a malformed id', async () => {
    const missing = await get('/api/admin/contact-messages/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Messaggio non trovato.' });
    expect((await get('/api/admin/contact-messages/abc')).statusCode).toBe(400);
    expect((await get('/api/admin/contact-messages/99999999999')).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/contact-messages/:id', () => {
  const del = (id: number, cookies = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/contact-messages/${id}`, cookies });

  it('deletes the message and its e-mail in the outbox', async () => {
    const gone = await seed('Da eliminare', '2026-05-01T10:00:00Z', 'pending');
    const kept = await seed('Da tenere', '2026-05-02T10:00:00Z', 'pending');
    const res = await del(gone.id);
    expect(res.statusCode).toBe(204);
    expect((await t.app.db.select().from(contactMessages)).map((m) => m.id)).toEqual([kept.id]);
    expect((await t.app.db.select().from(mailOutbox)).map((m) => m.contactMessageId)).toEqual([kept.id]);
    const again = await del(gone.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Messaggio non trovato.' });
  });

  it('writes who deleted which message to the security log, never its text', async () => {
    const m = await seed('Riservato', '2026-05-01T10:00:00Z', 'sent');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/contact-messages/${m.id}`,
      cookies: admin,
      headers: { 'user-agent': 'DeleteTest/1.0' },
    });
    expect(res.statusCode).toBe(204);
    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'contact-message.delete'));
    expect(events).toEqual([
      expect.objectContaining({
        userId: adminUser.id,
        username: TEST_ADMIN.username,
        userAgent: 'DeleteTest/1.0',
        details: { contactMessageId: m.id },
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain('Testo di Riservato');
  });

  it('refuses clients', async () => {
    const m = await seed('Protetto', '2026-05-01T10:00:00Z', 'off');
    expect((await del(m.id, client)).statusCode).toBe(403);
    expect(await t.app.db.select().from(contactMessages)).toHaveLength(1);
    expect(
      await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'contact-message.delete')),
    ).toEqual([]);
  });
});
