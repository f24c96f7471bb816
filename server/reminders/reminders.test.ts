import { addDays } from '@common/calendar-date';
import { formatEuro } from '@common/format';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeDocument } from '../../test/support/documents';
import { mailBodies } from '../../test/support/mail-parts';
import { setupMailTestApp } from '../../test/support/mail-test-app';
import { createUser } from '../../test/support/users';
import {
  documentRequests,
  documents,
  mailOutbox,
  reminderMails,
  remindersSent,
  requestItems,
  users,
} from '../db/schema';
import { runReminders } from './run-reminders';

const { t, smtp } = setupMailTestApp({
  clear: [reminderMails, remindersSent, documentRequests, documents, mailOutbox],
});

/**
 * The clock at 10:00 in Italy on `day` (March: UTC+1). The outbox worker runs
 * on the real clock, so the tests' days are in the past: a queued e-mail is due at once.
 */
const at = (day: string, utcTime = '09:00') => {
  t.clock.now = new Date(`${day}T${utcTime}:00Z`);
};

/** Today's run (twice, as the hourly schedule would), then the outbox sent; the e-mails it sent. */
async function runOn(day: string) {
  at(day);
  const before = smtp.received.length;
  await runReminders(t.app, t.config.publicUrl);
  await runReminders(t.app, t.config.publicUrl);
  await t.app.mail.worker!.runOnce();
  return smtp.received.slice(before);
}

async function request(
  userId: number,
  title: string,
  dueDate: string,
  items: { name: string; state?: 'pending' | 'sent' | 'rejected' | 'accepted' }[] = [{ name: 'CU' }],
  reminderDays?: number[],
) {
  const [row] = await t.app.db
    .insert(documentRequests)
    .values({ userId, title, dueDate, ...(reminderDays ? { reminderDays } : {}) })
    .returning();
  await t.app.db
    .insert(requestItems)
    .values(
      items.map((item, position) => ({ requestId: row!.id, position, name: item.name, state: item.state })),
    );
  return row!.id;
}

async function payment(userId: number, title: string, amountCents: number, dueDate: string) {
  const doc = await storeDocument(t.app, { userId, title, filename: 'f24-riservato.pdf' });
  await t.app.db.update(documents).set({ amountCents, dueDate }).where(eq(documents.id, doc.id));
  return doc.id;
}

/** Runs every day from `from` to `to`; the days on which `email` received a reminder. */
async function reminderDays(email: string, from: string, to: string) {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const sent = await runOn(day);
    const mine = sent.filter((m) => m.envelopeTo.includes(email));
    expect(mine.length, day).toBeLessThanOrEqual(1);
    if (mine.length) days.push(day);
  }
  return days;
}

describe('reminders', () => {
  it('for a request: 7 and 1 days before, then once when overdue', async () => {
    const client = await createUser(t.app, { fullName: 'Mario Rossi' });
    await request(client.id, 'Documenti 730', '2026-03-16', [
      { name: 'Certificazione Unica', state: 'sent' },
      { name: 'Spese mediche' },
      { name: 'Interessi del mutuo', state: 'rejected' },
    ]);
    expect(await reminderDays(client.email, '2026-03-01', '2026-03-25')).toEqual([
      '2026-03-09',
      '2026-03-15',
      '2026-03-17',
    ]);
  });

  it('says what is missing, by when, and links to the area, never to a document', async () => {
    const client = await createUser(t.app, { fullName: 'Anna <Verdi>' });
    await request(client.id, 'Documenti 730 & co.', '2026-03-16', [
      { name: 'Certificazione Unica', state: 'sent' },
      { name: 'Spese mediche' },
      { name: 'Interessi del mutuo', state: 'rejected' },
    ]);
    const [mail] = await runOn('2026-03-09');
    expect(mail!.header('subject')).toBe('Promemoria: documenti da inviare allo studio');
    const { text, html } = mailBodies(mail!);
    expect(text).toContain('Gentile Anna <Verdi>,');
    expect(text).toContain(
      'Richiesta documenti «Documenti 730 & co.», entro il 16 marzo 2026 (mancano 7 giorni) – da inviare: Spese mediche; da rivedere: Interessi del mutuo',
    );
    expect(text).not.toContain('Certificazione Unica');
    expect(text).toContain(`${t.config.publicUrl.replace(/\/+$/, '')}/area-clienti`);
    expect(html).toContain('Anna &lt;Verdi&gt;');
    expect(html).toContain('Documenti 730 &amp; co.');
    expect(mail!.raw).not.toMatch(/content-disposition:\s*attachment/i);
    expect(mail!.raw).not.toContain('/api/');
  });

  it('for a payment: 3 days before and on the due day, nothing afterwards', async () => {
    const client = await createUser(t.app);
    await payment(client.id, 'F24 IMU', 48_050, '2026-03-16');
    expect(await reminderDays(client.email, '2026-03-10', '2026-03-20')).toEqual([
      '2026-03-13',
      '2026-03-16',
    ]);
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipientUserId, client.id))
      .orderBy(asc(mailOutbox.id))
      .limit(1);
    expect(row).toMatchObject({ kind: 'reminder', subject: 'Promemoria: pagamenti in scadenza' });
    expect(row!.text).toContain(
      `Pagamento «F24 IMU»: ${formatEuro(48_050)}, entro il 16 marzo 2026 (mancano 3 giorni)`,
    );
    expect(row!.text).not.toContain('f24-riservato');
  });

  it('one e-mail per client per day, listing everything due; each client their own', async () => {
    const mario = await createUser(t.app);
    const luisa = await createUser(t.app);
    await request(mario.id, 'Redditi PF', '2026-03-16');
    await payment(mario.id, 'F24 saldo', 100_000, '2026-03-12');
    await payment(mario.id, 'F24 acconto', 20_000, '2026-03-09');
    await payment(luisa.id, 'F24 di Luisa', 5_000, '2026-03-09');
    const sent = await runOn('2026-03-09');
    expect(sent.map((m) => m.envelopeTo).sort()).toEqual([[luisa.email], [mario.email]].sort());
    const marios = mailBodies(sent.find((m) => m.envelopeTo.includes(mario.email))!).text!;
    expect(marios).toContain('le ricordiamo 3 scadenze');
    expect(marios).toContain('«F24 acconto»');
    expect(marios).toContain('«F24 saldo»');
    expect(marios).toContain('«Redditi PF»');
    expect(marios).not.toContain('Luisa');
    expect(sent.find((m) => m.envelopeTo.includes(mario.email))!.header('subject')).toBe(
      'Promemoria: documenti e pagamenti in scadenza',
    );
  });

  it('none once the request is complete or the payment is paid', async () => {
    const client = await createUser(t.app);
    const requestId = await request(client.id, 'Nuovo cliente', '2026-03-16');
    const paymentId = await payment(client.id, 'F24', 10_000, '2026-03-16');
    expect(await reminderDays(client.email, '2026-03-09', '2026-03-13')).toEqual([
      '2026-03-09',
      '2026-03-13',
    ]);
    await t.app.db
      .update(documentRequests)
      .set({ completedAt: t.clock.now })
      .where(eq(documentRequests.id, requestId));
    await t.app.db.update(documents).set({ paidAt: t.clock.now }).where(eq(documents.id, paymentId));
    expect(await reminderDays(client.email, '2026-03-14', '2026-03-25')).toEqual([]);
  });

  it('none for a deleted client', async () => {
    const client = await createUser(t.app);
    await request(client.id, 'Redditi PF', '2026-03-16');
    await payment(client.id, 'F24', 10_000, '2026-03-16');
    await t.app.db.delete(users).where(eq(users.id, client.id));
    expect(await runOn('2026-03-15')).toEqual([]);
    expect(await runOn('2026-03-16')).toEqual([]);
  });

  it('after a downtime, only the latest milestone reached goes out', async () => {
    const client = await createUser(t.app);
    await request(client.id, 'Redditi PF', '2026-03-16', undefined, [10, 7, 1]);
    // Down from before the 10-day milestone until the 7-day one has passed: one reminder, the 7-day one.
    expect(await reminderDays(client.email, '2026-03-11', '2026-03-14')).toEqual(['2026-03-11']);
    const keys = await t.app.db.select().from(remindersSent).where(eq(remindersSent.userId, client.id));
    expect(keys.map((k) => k.key)).toEqual([expect.stringMatching(/^request:\d+:before:7$/)]);
  });

  it('counts days in Italy: 00:30 in Rome is already the next day', async () => {
    const client = await createUser(t.app);
    await request(client.id, 'Redditi PF', '2026-03-16');
    at('2026-03-08', '22:30'); // 23:30 on the 8th in Rome: 8 days before
    expect(await runReminders(t.app, t.config.publicUrl)).toBe(0);
    at('2026-03-08', '23:30'); // 00:30 on the 9th in Rome: 7 days before
    expect(await runReminders(t.app, t.config.publicUrl)).toBe(1);
    const [day] = await t.app.db.select().from(reminderMails).where(eq(reminderMails.userId, client.id));
    expect(day).toMatchObject({ day: '2026-03-09', mailId: expect.any(Number) });
  });

  it('something due later in a day already mailed waits for the next day', async () => {
    const client = await createUser(t.app);
    await payment(client.id, 'F24 A', 10_000, '2026-03-12');
    expect(await runOn('2026-03-09')).toHaveLength(1);
    await payment(client.id, 'F24 B', 10_000, '2026-03-12');
    expect(await runOn('2026-03-09')).toEqual([]);
    const next = await runOn('2026-03-10');
    expect(next).toHaveLength(1);
    expect(mailBodies(next[0]!).text).toContain('«F24 B»');
    expect(mailBodies(next[0]!).text).not.toContain('«F24 A»');
  });
});
