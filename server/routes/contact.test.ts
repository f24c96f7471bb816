import { describe, expect, it } from 'vitest';
import { validMessage } from '../../test/support/contact-form';
import { freePort } from '../../test/support/free-port';
import { setupMailTestApp } from '../../test/support/mail-test-app';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { contactMessages, mailOutbox } from '../db/schema';

const FIRM = 'studio@studio.example';
const SENDER = 'sito@studio.example';

const { t, smtp } = setupMailTestApp({
  env: { MAIL_FROM: SENDER, MAIL_TO: FIRM },
  clear: [mailOutbox, contactMessages],
});
let ipCounter = 0;
/** Each test sends from its own address, so the rate limit of one never affects another. */
const nextIp = () => `198.51.100.${++ipCounter}`;

function post(app: TestApp['app'], payload: unknown, remoteAddress = nextIp()) {
  return app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}

describe('POST /api/contact validation', () => {
  const long = (n: number) => 'a'.repeat(n);
  it.each([
    ['name', { name: 'A' }, 'Il nome deve contenere almeno 2 caratteri'],
    ['name', { name: '   A   ' }, 'Il nome deve contenere almeno 2 caratteri'],
    ['name', { name: undefined }, 'Il nome deve contenere almeno 2 caratteri'],
    ['name', { name: long(101) }, 'Il nome può contenere al massimo 100 caratteri'],
    ['email', { email: 'mario.rossi' }, 'Inserisci un indirizzo email valido'],
    ['email', { email: '' }, 'Inserisci un indirizzo email valido'],
    [
      'email',
      { email: `${long(245)}@example.it` },
      "L'indirizzo email può contenere al massimo 254 caratteri",
    ],
    ['subject', { subject: 'Info' }, "L'oggetto deve contenere almeno 5 caratteri"],
    ['subject', { subject: long(201) }, "L'oggetto può contenere al massimo 200 caratteri"],
    ['message', { message: 'Salve!' }, 'Il messaggio deve contenere almeno 10 caratteri'],
    ['message', { message: long(5001) }, 'Il messaggio può contenere al massimo 5.000 caratteri'],
    ['privacyAccepted', { privacyAccepted: false }, 'Devi accettare la Privacy Policy per procedere'],
    ['privacyAccepted', { privacyAccepted: undefined }, 'Devi accettare la Privacy Policy per procedere'],
  ])('%s %j: 400 "%s", nothing stored', async (field, change, message) => {
    const res = await post(t.app, { ...validMessage, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: message } });
    expect(await t.app.db.select().from(contactMessages)).toEqual([]);
  });

  it('reports every field of an empty form', async () => {
    const res = await post(t.app, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: 'Il nome deve contenere almeno 2 caratteri',
      email: 'Inserisci un indirizzo email valido',
      subject: "L'oggetto deve contenere almeno 5 caratteri",
      message: 'Il messaggio deve contenere almeno 10 caratteri',
      privacyAccepted: 'Devi accettare la Privacy Policy per procedere',
    });
  });

  it('accepts the longest allowed values', async () => {
    const res = await post(t.app, {
      ...validMessage,
      name: long(100),
      email: `${long(242)}@example.it`,
      subject: long(200),
      message: 'è'.repeat(5000),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await post(t.app, { ...validMessage, message: 'x'.repeat(40_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Il contenuto inviato è troppo grande.' });
  });
});

describe('POST /api/contact storing', () => {
  it('stores the message and its e-mail in the outbox, then answers 201', async () => {
    t.clock.now = new Date('2026-03-02T08:05:00Z');
    const res = await post(t.app, { ...validMessage, name: '  Mario Rossi  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Messaggio ricevuto.' });

    const [stored] = await t.app.db.select().from(contactMessages);
    expect(stored).toEqual({
      id: expect.any(Number),
      name: 'Mario Rossi',
      email: 'mario.rossi@example.it',
      subject: 'Richiesta di consulenza',
      message: 'Vorrei fissare un appuntamento per la dichiarazione dei redditi.',
      privacyAccepted: true,
      createdAt: new Date('2026-03-02T08:05:00Z'),
      readAt: null,
      spamReason: null,
      // What the inbox's search looks in, folded by the database as the row is written.
      searchText: 'mario rossi mario.rossi@example.it richiesta di consulenza',
    });
    const [queued] = await t.app.db.select().from(mailOutbox);
    expect(queued).toMatchObject({
      kind: 'contact',
      to: FIRM,
      replyTo: 'mario.rossi@example.it',
      subject: '[Sito web] Richiesta di consulenza',
      contactMessageId: stored!.id,
      html: null,
    });
  });

  it('delivers the e-mail to the firm: sender, recipient, reply-to, subject, plain-text body', async () => {
    t.clock.now = new Date('2026-03-02T08:05:00Z');
    await post(t.app, { ...validMessage, message: 'Buongiorno,\nvorrei un appuntamento <b>urgente</b>.' });
    await t.app.mail.worker!.runOnce();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeFrom).toBe(SENDER);
    expect(mail.envelopeTo).toEqual([FIRM]);
    expect(mail.header('from')).toBe(SENDER);
    expect(mail.header('to')).toBe(FIRM);
    expect(mail.header('reply-to')).toBe('mario.rossi@example.it');
    expect(mail.header('subject')).toBe('[Sito web] Richiesta di consulenza');
    expect(mail.header('content-type')).toBe('text/plain; charset=utf-8');
    expect(mail.text).toBe(
      [
        'Nuovo messaggio dal modulo contatti del sito.',
        '',
        'Nome: Mario Rossi',
        'Email: mario.rossi@example.it',
        'Oggetto: Richiesta di consulenza',
        'Ricevuto il: 02/03/2026, 09:05',
        '',
        'Messaggio:',
        'Buongiorno,',
        'vorrei un appuntamento <b>urgente</b>.',
        '',
        '-- ',
        'Rispondendo a questa e-mail si scrive a mario.rossi@example.it.',
        'Il messaggio è conservato anche nel pannello di amministrazione, scheda Messaggi.',
        '',
      ].join('\n'),
    );
  });

  it('keeps a subject on one line: no header can be injected', async () => {
    await post(t.app, { ...validMessage, subject: 'Preventivo\r\nBcc: altri@example.it' });
    await t.app.mail.worker!.runOnce();
    const mail = smtp.received[0]!;
    expect(mail.header('subject')).toBe('[Sito web] Preventivo Bcc: altri@example.it');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.envelopeTo).toEqual([FIRM]);
  });
});

// Automated messages (kept as spam, never e-mailed): contact-spam.test.ts.
describe('POST /api/contact against bots', () => {
  it('accepts a person who took 3 seconds into the inbox', async () => {
    expect((await post(t.app, { ...validMessage, elapsedMs: 3000 })).statusCode).toBe(201);
    const [stored] = await t.app.db.select().from(contactMessages);
    expect(stored?.spamReason).toBeNull();
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('allows 5 messages an hour per address, then answers 429 in Italian', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await post(t.app, validMessage, ip)).statusCode).toBe(201);
    const res = await post(t.app, validMessage, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Hai inviato troppi messaggi\. Riprova tra (60|59) minuti\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await t.app.db.select().from(contactMessages)).toHaveLength(5);
    // Another address is not affected.
    expect((await post(t.app, validMessage)).statusCode).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 as one: rotating within a line gains nothing', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await post(t.app, validMessage, `2001:db8:c0:1::${i}`)).statusCode).toBe(201);
    }
    expect((await post(t.app, validMessage, '2001:db8:c0:1:ffff::9')).statusCode).toBe(429);
    expect((await post(t.app, validMessage, '2001:db8:c0:2::1')).statusCode).toBe(201);
  });
});

describe('delivery when the SMTP server is down', () => {
  it('stores first, retries, and delivers exactly once when the server is back', async () => {
    const port = await freePort();
    const down = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: SENDER, MAIL_TO: FIRM },
    });
    let back: SmtpSink | undefined;
    try {
      const res = await post(down.app, validMessage);
      expect(res.statusCode).toBe(201);
      // The answer does not wait for delivery; the failed attempt is recorded.
      await down.app.mail.worker!.runOnce();
      const [message] = await down.app.db.select().from(contactMessages);
      expect(message).toMatchObject({ subject: 'Richiesta di consulenza' });
      const [queued] = await down.app.db.select().from(mailOutbox);
      expect(queued).toMatchObject({ status: 'pending', attempts: 1, contactMessageId: message!.id });
      expect(queued!.lastError).toMatch(/ECONNREFUSED|connect/i);

      back = await startSmtpSink({ port });
      down.clock.advance(60_000);
      await down.app.mail.worker!.runOnce();
      down.clock.advance(24 * 60 * 60_000);
      await down.app.mail.worker!.runOnce();
      expect(back.received.map((m) => m.header('subject'))).toEqual(['[Sito web] Richiesta di consulenza']);
      const [sent] = await down.app.db.select().from(mailOutbox);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await down.close();
      await back?.close();
    }
  });
});

describe('mail off', () => {
  it('says so at start, stores the message and queues no e-mail', async () => {
    const lines: string[] = [];
    const off = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const startLog = lines.map((l) => JSON.parse(l).msg);
      expect(startLog).toContain(
        'mail is off (SMTP_URL and MAIL_TO not both set): contact messages are kept in the admin inbox only',
      );
      expect(off.app.mail.worker).toBeNull();
      expect((await post(off.app, validMessage)).statusCode).toBe(201);
      expect(await off.app.db.select().from(contactMessages)).toHaveLength(1);
      expect(await off.app.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
