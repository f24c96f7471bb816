import { describe, expect, it } from 'vitest';
import { validMessage } from '../../test/support/contact-form';
import { setupMailTestApp } from '../../test/support/mail-test-app';
import { SPAM_DAILY_CAP } from '../contact/spam';
import { contactMessages, mailOutbox } from '../db/schema';

const { t, smtp } = setupMailTestApp({ clear: [mailOutbox, contactMessages] });
let ipCounter = 0;
/** Each test sends from its own address, so the rate limit of one never affects another. */
const nextIp = () => `203.0.113.${++ipCounter}`;

function post(payload: unknown, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}

/** What a sender can observe of an answer: status, body and the names of its headers. */
function seenBySender(res: Awaited<ReturnType<typeof post>>) {
  return { status: res.statusCode, body: res.body, headers: Object.keys(res.headers).sort() };
}

describe('POST /api/contact: a message judged automated', () => {
  it.each([
    ['honeypot', 'the honeypot is filled', { website: 'http://spam.example' }],
    ['honeypot', 'the honeypot is filled and the form fast', { website: 'x', elapsedMs: 10 }],
    ['too-fast', 'the form was sent in under 3 seconds', { elapsedMs: 2999 }],
    ['too-fast', 'the form was sent at once', { elapsedMs: 0 }],
    ['no-fill-time', 'the fill time is missing', { elapsedMs: undefined }],
  ])(
    'is kept as spam "%s" when %s, with no e-mail and the answer a person gets',
    async (reason, _case, change) => {
      t.clock.now = new Date('2026-04-10T09:00:00Z');
      const person = await post(validMessage);
      await t.app.db.delete(mailOutbox);
      await t.app.db.delete(contactMessages);

      const res = await post({ ...validMessage, subject: 'Offerta imperdibile', ...change });
      expect(seenBySender(res)).toEqual(seenBySender(person));
      expect(res.json()).toEqual({ message: 'Messaggio ricevuto.' });

      expect(await t.app.db.select().from(contactMessages)).toEqual([
        {
          id: expect.any(Number),
          name: 'Mario Rossi',
          email: 'mario.rossi@example.it',
          subject: 'Offerta imperdibile',
          message: 'Vorrei fissare un appuntamento per la dichiarazione dei redditi.',
          privacyAccepted: true,
          createdAt: new Date('2026-04-10T09:00:00Z'),
          readAt: null,
          spamReason: reason,
          searchText: 'mario rossi mario.rossi@example.it offerta imperdibile',
        },
      ]);
      expect(await t.app.db.select().from(mailOutbox)).toEqual([]);
      await t.app.mail.worker!.runOnce();
      // The person's e-mail may be on its way: only that one.
      expect(smtp.received.map((m) => m.header('subject'))).not.toContain('[Sito web] Offerta imperdibile');
    },
  );

  it('is still validated like any message: an invalid one is refused, not kept', async () => {
    const res = await post({ ...validMessage, website: 'http://spam.example', message: 'Corto' });
    expect(res.statusCode).toBe(400);
    expect(await t.app.db.select().from(contactMessages)).toEqual([]);
  });

  it('counts against the limit of 5 an hour per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await post({ ...validMessage, website: `spam ${i}` }, ip)).statusCode).toBe(201);
    }
    const res = await post(validMessage, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Hai inviato troppi messaggi\./);
    const stored = await t.app.db.select().from(contactMessages);
    expect(stored).toHaveLength(5);
    expect(stored.every((m) => m.spamReason === 'honeypot')).toBe(true);
  });

  it(`keeps at most ${SPAM_DAILY_CAP} in 24 hours across all addresses, still answering as usual`, async () => {
    t.clock.now = new Date('2026-04-10T12:00:00Z');
    const seed = (createdAt: Date, n: number) =>
      t.app.db.insert(contactMessages).values(
        Array.from({ length: n }, (_, i) => ({
          name: 'Bot',
          email: 'bot@example.com',
          subject: `Offerta ${i}`,
          message: 'Compra subito, offerta imperdibile.',
          privacyAccepted: true,
          spamReason: 'honeypot',
          createdAt,
        })),
      );
    // A day and a second ago: outside the window, it does not count.
    await seed(new Date('2026-04-09T11:59:59Z'), 5);
    await seed(new Date('2026-04-10T11:00:00Z'), SPAM_DAILY_CAP - 1);

    const last = await post({ ...validMessage, subject: 'Ultimo ammesso', elapsedMs: 100 });
    expect(last.statusCode).toBe(201);
    const over = await post({ ...validMessage, subject: 'Oltre il limite', elapsedMs: 100 });
    expect(over.statusCode).toBe(201);
    expect(over.json()).toEqual({ message: 'Messaggio ricevuto.' });
    const subjects = (await t.app.db.select().from(contactMessages)).map((m) => m.subject);
    expect(subjects).toContain('Ultimo ammesso');
    expect(subjects).not.toContain('Oltre il limite');
    expect(subjects).toHaveLength(5 + SPAM_DAILY_CAP);

    // A person is never capped.
    expect((await post(validMessage)).statusCode).toBe(201);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(1);

    // A day on, the window has moved past the flood.
    t.clock.advance(24 * 60 * 60 * 1000);
    await post({ ...validMessage, subject: 'Il giorno dopo', elapsedMs: 100 });
    expect((await t.app.db.select().from(contactMessages)).map((m) => m.subject)).toContain('Il giorno dopo');
  });
});
