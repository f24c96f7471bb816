import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailBodies } from '../../test/support/mail-parts';
import { type Cookies, loginAdmin, signedInAs } from '../../test/support/setup-test-app';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser } from '../../test/support/users';
import { mailOutbox } from '../db/schema';
import { CLIENT_NOTICE_DELAY_MS, FIRM_NOTICE_DELAY_MS } from '../messages/notices';

const MINUTE = 60_000;
const SITE = 'https://www.studio.example';
const FIRM = 'studio@studio.example';
const SECRET = 'Il mio IBAN è IT60X0542811101000000123456';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());

const t = {} as TestApp;
const admin: Cookies = {};
let mario: Cookies;
let client: { email: string; username: string; password: string };
const runWorker = () => t.app.mail.worker!.runOnce();
// A sign-in from a new browser sends its own notice: only these are about messages.
const firmMails = () => smtp.received.filter((m) => m.envelopeTo.includes(FIRM));
const clientMails = () => smtp.received.filter((m) => m.header('subject')?.includes('dallo studio'));

// The sink's port is known only once it listens (the hook above runs first).
beforeAll(async () => {
  Object.assign(
    t,
    await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'sito@studio.example', MAIL_TO: FIRM, PUBLIC_URL: SITE },
    }),
  );
  client = await createUser(t.app, {
    fullName: 'Mario Rossi',
    username: 'mario.rossi',
    email: 'mario@example.it',
  });
});
afterAll(() => t.close?.());
beforeEach(async () => {
  // The sessions idle out after 30 minutes of the test clock: sign in again.
  Object.assign(admin, await loginAdmin(t));
  mario = await signedInAs(t, client);
  await runWorker();
  await t.app.db.delete(mailOutbox);
  smtp.received.length = 0;
});

const post = (cookies: Cookies, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) });
const start = async (subject = 'Domanda', text = SECRET) => {
  const res = await post(mario, '/api/messages/threads', { subject, text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};
const firmWrites = async (id: number, text = SECRET, internal = false) => {
  const res = await post(admin, `/api/admin/messages/threads/${id}/messages`, { text, internal });
  expect(res.statusCode, res.body).toBe(201);
};

describe("the firm's e-mail when a client writes", () => {
  it('is one for a batch of messages, to MAIL_TO, with who and a link, never the text or the subject', async () => {
    const id = await start('Cartella clinica per le detrazioni');
    t.clock.advance(MINUTE);
    await post(mario, `/api/messages/threads/${id}/messages`, { text: 'Ancora una cosa' });
    await runWorker();
    expect(firmMails()).toHaveLength(0);
    t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    expect(firmMails()).toHaveLength(1);
    const mail = firmMails()[0]!;
    expect(mail.envelopeTo).toEqual([FIRM]);
    expect(mail.header('subject')).toBe('[Area clienti] Mario Rossi (mario.rossi) ha scritto un messaggio');
    const { text, html } = mailBodies(mail);
    expect(text).toContain(`${SITE}/admin?scheda=messaggi`);
    for (const body of [text, html, mail.raw]) {
      expect(body).not.toContain('IT60X0542811101000000123456');
      expect(body).not.toContain('Cartella clinica');
      expect(body).not.toContain('Ancora una cosa');
    }
  });

  it('comes at most once an hour for a conversation', async () => {
    const id = await start();
    t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    t.clock.advance(20 * MINUTE);
    await post(mario, `/api/messages/threads/${id}/messages`, { text: 'Sollecito' });
    t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    expect(firmMails()).toHaveLength(1);
    t.clock.advance(40 * MINUTE);
    mario = await signedInAs(t, client);
    Object.assign(admin, await loginAdmin(t));
    await post(mario, `/api/messages/threads/${id}/messages`, { text: 'Di nuovo' });
    t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    expect(firmMails()).toHaveLength(2);
  });

  it('is not sent when staff read the messages before it leaves', async () => {
    const id = await start();
    expect((await post(admin, `/api/admin/messages/threads/${id}/read`)).statusCode).toBe(204);
    t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    expect(firmMails()).toHaveLength(0);
    expect(await t.app.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe("the client's e-mail when the firm writes", () => {
  it('goes only if the message is still unread after ten minutes, naming who wrote and never what', async () => {
    const id = await start('Riservato');
    t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    smtp.received.length = 0;
    await firmWrites(id);
    t.clock.advance(CLIENT_NOTICE_DELAY_MS - MINUTE);
    await runWorker();
    expect(clientMails()).toHaveLength(0);
    t.clock.advance(MINUTE);
    await runWorker();
    expect(clientMails()).toHaveLength(1);
    const mail = clientMails()[0]!;
    expect(mail.envelopeTo).toEqual([client.email]);
    expect(mail.header('subject')).toBe('Un nuovo messaggio dallo studio');
    const { text, html } = mailBodies(mail);
    expect(text).toContain('Gentile Mario Rossi,');
    expect(text).toContain('da Amministratore (Studio)');
    expect(text).toContain(`${SITE}/area-clienti?scheda=messaggi`);
    for (const body of [text, html, mail.raw]) {
      expect(body).not.toContain('IT60X0542811101000000123456');
      expect(body).not.toContain('Riservato');
    }
  });

  it('is withdrawn when the client reads first; an internal note never makes one', async () => {
    const id = await start();
    await firmWrites(id, 'Nota per noi', true);
    await firmWrites(id);
    expect((await post(mario, `/api/messages/threads/${id}/read`)).statusCode).toBe(204);
    t.clock.advance(CLIENT_NOTICE_DELAY_MS);
    await runWorker();
    expect(clientMails()).toEqual([]);

    const other = await start('Solo note');
    await firmWrites(other, 'Solo per lo studio', true);
    t.clock.advance(CLIENT_NOTICE_DELAY_MS);
    await runWorker();
    expect(clientMails()).toEqual([]);
  });
});
