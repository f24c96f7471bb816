import { subMonths } from 'date-fns';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { contactMessages, mailOutbox } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { contactNotification } from './contact-mail';
import { deleteExpiredContactMessages } from './retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-06-15T10:00:00Z');
const limit = subMonths(now, 24);

async function message(subject: string, createdAt: Date) {
  const [row] = await t.app.db
    .insert(contactMessages)
    .values({
      name: 'Anna Verdi',
      email: 'anna@example.it',
      subject,
      message: 'Un messaggio di prova.',
      privacyAccepted: true,
      createdAt,
    })
    .returning();
  await enqueueMail(t.app.db, contactNotification(row!, 'studio@studio.example'), createdAt);
  return row!;
}

describe('contact retention', () => {
  it('deletes messages older than 24 months with their e-mails, and keeps the rest', async () => {
    await message('Vecchissimo', new Date('2023-01-10T09:00:00Z'));
    await message('Appena scaduto', new Date(limit.getTime() - 1000));
    await message('Appena in tempo', new Date(limit.getTime() + 1000));
    await message('Recente', new Date('2026-06-01T09:00:00Z'));

    expect(await deleteExpiredContactMessages(t.app.db, now)).toBe(2);
    const left = await t.app.db.select().from(contactMessages).orderBy(contactMessages.createdAt);
    expect(left.map((m) => m.subject)).toEqual(['Appena in tempo', 'Recente']);
    const mails = await t.app.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
    expect(mails.map((m) => m.subject)).toEqual(['[Sito web] Appena in tempo', '[Sito web] Recente']);
    expect(mails.map((m) => m.contactMessageId)).toEqual(left.map((m) => m.id));

    // A day later the next one expires; running twice changes nothing more.
    const nextDay = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(await deleteExpiredContactMessages(t.app.db, nextDay)).toBe(1);
    expect(await deleteExpiredContactMessages(t.app.db, nextDay)).toBe(0);
    expect((await t.app.db.select().from(contactMessages)).map((m) => m.subject)).toEqual(['Recente']);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(1);
  });
});

describe('spam retention', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const send = (subject: string, elapsedMs: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '192.0.2.80',
      payload: {
        name: 'Anna Verdi',
        email: 'anna@example.it',
        subject,
        message: 'Un messaggio di prova.',
        privacyAccepted: true,
        elapsedMs,
      },
    });

  it('deletes spam after 30 days and keeps the inbox message of the same moment', async () => {
    await t.app.db.delete(mailOutbox);
    await t.app.db.delete(contactMessages);
    t.clock.now = new Date('2026-03-01T09:00:00Z');
    expect((await send('Spam di marzo', 100)).statusCode).toBe(201);
    expect((await send('Persona di marzo', 10_000)).statusCode).toBe(201);
    const [spam] = await t.app.db.select().from(contactMessages).where(isNotNull(contactMessages.spamReason));
    expect(spam?.subject).toBe('Spam di marzo');

    t.clock.advance(30 * DAY - 1000);
    expect(await deleteExpiredContactMessages(t.app.db, t.app.now())).toBe(0);
    t.clock.advance(2000);
    expect(await deleteExpiredContactMessages(t.app.db, t.app.now())).toBe(1);
    expect((await t.app.db.select().from(contactMessages)).map((m) => m.subject)).toEqual([
      'Persona di marzo',
    ]);
  });

  it('gives a restored message the 24 months of the inbox', async () => {
    await t.app.db.delete(contactMessages);
    t.clock.now = new Date('2026-03-01T09:00:00Z');
    await send('Ripristinato', 100);
    await t.app.db.update(contactMessages).set({ spamReason: null });
    t.clock.advance(31 * DAY);
    expect(await deleteExpiredContactMessages(t.app.db, t.app.now())).toBe(0);
    expect(await t.app.db.select().from(contactMessages)).toHaveLength(1);
  });
});
