import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port';
import { mailBodies } from '../../test/support/mail-parts';
import { setupMailTestApp } from '../../test/support/mail-test-app';
import { insertDocument, noticeOf, uploadWithNotice } from '../../test/support/notice-uploads';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink';
import { createTestApp, TEST_ADMIN } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { documents, mailOutbox } from '../db/schema';
import { DOCUMENT_NOTICE_DELAY_MS } from './document-notice';

const MINUTE = 60_000;
const SITE = 'https://www.studio.example';
const MAIL_ENV = { MAIL_FROM: 'sito@studio.example', MAIL_TO: 'studio@studio.example', PUBLIC_URL: SITE };

const { t, smtp } = setupMailTestApp({ env: MAIL_ENV, clear: [documents, mailOutbox] });

/** One pass of the outbox worker at the app's clock; earlier background runs finish first. */
const runWorker = () => t.app.mail.worker!.runOnce();
const client = (fullName: string, email: string) => createUser(t.app, { fullName, email });

describe('the e-mail for a new document', () => {
  it('goes to the client after the delay, names the document and links to the client area only', async () => {
    const mario = await client('Mario Rossi', 'mario.rossi@example.it');
    const id = await uploadWithNotice(t, mario, 'Bilancio 2025');
    const row = await noticeOf(t.app.db, id);
    expect(row).toMatchObject({
      kind: 'document',
      recipientUserId: mario.id,
      status: 'pending',
      attempts: 0,
    });
    expect(row.nextAttemptAt.getTime() - t.clock.now.getTime()).toBe(DOCUMENT_NOTICE_DELAY_MS);

    t.clock.advance(DOCUMENT_NOTICE_DELAY_MS - 1000);
    await runWorker();
    expect(smtp.received).toHaveLength(0);
    t.clock.advance(1000);
    await runWorker();
    expect(smtp.received).toHaveLength(1);

    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual(['mario.rossi@example.it']);
    expect(mail.header('subject')).toBe('Nuovo documento disponibile');
    const { type, text, html } = mailBodies(mail);
    // Text and HTML alternatives, nothing attached.
    expect(type).toBe('multipart/alternative');
    expect(text).toContain('Gentile Mario Rossi,');
    expect(text).toContain('un nuovo documento nella sua area clienti:\n\n- Bilancio 2025\n');
    expect(text).toContain(`${SITE}/area-clienti`);
    expect(text).toContain(`${SITE}/auth`);
    expect(text).toContain('lo studio non invia mai documenti come allegati');
    expect(html).toContain('<li>Bilancio 2025</li>');
    expect(html).toContain(`<a href="${SITE}/area-clienti">`);
    for (const body of [text, html]) {
      expect(body).not.toContain('/api/documents');
      expect(body).not.toContain('download');
    }
    expect((await noticeOf(t.app.db, id)).status).toBe('sent');

    t.clock.advance(60 * MINUTE);
    await runWorker();
    expect(smtp.received).toHaveLength(1);
  });

  it('lists every document of a bulk upload for one client in one e-mail, in upload order', async () => {
    const anna = await client('Anna Bianchi', 'anna.bianchi@example.it');
    const titles = ['F24 marzo', 'Cedolini febbraio', 'Dichiarazione IVA'];
    const ids: number[] = [];
    for (const title of titles) {
      ids.push(await uploadWithNotice(t, anna, title));
      // Each upload restarts the wait: uploads a minute apart keep joining.
      t.clock.advance(MINUTE);
      await runWorker();
      expect(smtp.received).toHaveLength(0);
    }
    const rows = await Promise.all(ids.map((id) => noticeOf(t.app.db, id)));
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);

    t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
    await runWorker();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.header('subject')).toBe('Nuovi documenti disponibili');
    const { text, html } = mailBodies(mail);
    expect(text).toContain(
      '3 nuovi documenti nella sua area clienti:\n\n- F24 marzo\n- Cedolini febbraio\n- Dichiarazione IVA\n',
    );
    expect(html).toContain('<li>F24 marzo</li>\n<li>Cedolini febbraio</li>\n<li>Dichiarazione IVA</li>');
  });

  it("sends one e-mail per client, each naming only that client's documents", async () => {
    const luca = await client('Luca Verdi', 'luca.verdi@example.it');
    const sara = await client('Sara Neri', 'sara.neri@example.it');
    await uploadWithNotice(t, luca, 'Contratto di locazione');
    await uploadWithNotice(t, sara, 'Visura camerale');
    await uploadWithNotice(t, luca, 'Modello 730');
    t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
    await runWorker();
    expect(smtp.received).toHaveLength(2);
    const byRecipient = new Map(smtp.received.map((m) => [m.envelopeTo[0], mailBodies(m).text!]));
    expect(byRecipient.get('luca.verdi@example.it')).toContain('- Contratto di locazione\n- Modello 730\n');
    expect(byRecipient.get('luca.verdi@example.it')).not.toContain('Visura');
    expect(byRecipient.get('sara.neri@example.it')).toContain('- Visura camerale\n');
    expect(byRecipient.get('sara.neri@example.it')).not.toContain('Modello 730');
  });

  it('starts a new e-mail for a document uploaded after the previous one was sent', async () => {
    const piero = await client('Piero Gialli', 'piero.gialli@example.it');
    const first = await uploadWithNotice(t, piero, 'Primo documento');
    t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
    await runWorker();
    const second = await uploadWithNotice(t, piero, 'Secondo documento');
    expect((await noticeOf(t.app.db, second)).id).not.toBe((await noticeOf(t.app.db, first)).id);
    t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
    await runWorker();
    const texts = smtp.received.map((m) => mailBodies(m).text!);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('- Primo documento\n');
    expect(texts[0]).not.toContain('Secondo');
    expect(texts[1]).toContain('- Secondo documento\n');
    expect(texts[1]).not.toContain('Primo');
  });

  it('escapes titles and names in the HTML part and keeps each title on one line', async () => {
    const evil = await client('Eva <b>Rossi</b>', 'eva.rossi@example.it');
    await uploadWithNotice(t, evil, '<script>alert("x")</script> & co');
    await uploadWithNotice(t, evil, 'Riga uno\r\nBcc: vittima@example.it\n- finto');
    t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
    await runWorker();
    const mail = smtp.received[0]!;
    const { text, html } = mailBodies(mail);
    expect(html).not.toMatch(/<script|<b>/i);
    expect(html).toContain('<li>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</li>');
    expect(html).toContain('Gentile Eva &lt;b&gt;Rossi&lt;/b&gt;,');
    expect(text).toContain(
      '- <script>alert("x")</script> & co\n- Riga uno Bcc: vittima@example.it - finto\n',
    );
    expect(mail.headers.has('bcc')).toBe(false);
  });

  it('leaves the waiting e-mail as it was when the upload that joined it rolls back', async () => {
    const gino = await client('Gino Blu', 'gino.blu@example.it');
    const kept = await uploadWithNotice(t, gino, 'Documento tenuto');
    const before = await noticeOf(t.app.db, kept);
    t.clock.advance(MINUTE);
    await expect(
      t.app.db.transaction(async (tx) => {
        await insertDocument(tx, t, gino, 'Documento annullato');
        throw new Error('the file could not be stored');
      }),
    ).rejects.toThrow('the file could not be stored');
    expect(await noticeOf(t.app.db, kept)).toEqual(before);
    t.clock.advance(MINUTE);
    await runWorker();
    expect(mailBodies(smtp.received[0]!).text).not.toContain('annullato');
  });
});

describe('when the SMTP server is down', () => {
  it('the outbox retries the e-mail, and a later document gets an e-mail of its own', async () => {
    const port = await freePort();
    const down = await createTestApp({ env: { ...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let sink: SmtpSink | undefined;
    try {
      const worker = down.app.mail.worker!;
      const rita = await createUser(down.app, { fullName: 'Rita Viola', email: 'rita.viola@example.it' });
      const first = await uploadWithNotice(down, rita, 'Prima del guasto');
      down.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
      await worker.runOnce();
      expect(await noticeOf(down.app.db, first)).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await noticeOf(down.app.db, first)).lastError).toMatch(/ECONNREFUSED|connect/i);

      // The failed e-mail may have reached the server after all: it is never rewritten.
      const second = await uploadWithNotice(down, rita, 'Dopo il guasto');
      expect((await noticeOf(down.app.db, second)).id).not.toBe((await noticeOf(down.app.db, first)).id);

      sink = await startSmtpSink({ port });
      down.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
      await worker.runOnce();
      const texts = sink.received.map((m) => mailBodies(m).text!).sort();
      expect(texts).toHaveLength(2);
      expect(texts.filter((x) => x.includes('- Prima del guasto\n') && !x.includes('Dopo'))).toHaveLength(1);
      expect(texts.filter((x) => x.includes('- Dopo il guasto\n') && !x.includes('Prima'))).toHaveLength(1);
      expect(await noticeOf(down.app.db, first)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await down.close();
      await sink?.close();
    }
  });
});

describe('deleting a document before its e-mail leaves', () => {
  it('takes its title out of the waiting e-mail, and drops the e-mail when nothing is left', async () => {
    const ugo = await client('Ugo Gialli', 'ugo.gialli@example.it');
    const kept = await uploadWithNotice(t, ugo, 'Bilancio Gialli');
    const wrong = await uploadWithNotice(t, ugo, 'Bilancio di un altro cliente');
    const mailId = (await noticeOf(t.app.db, kept)).id;
    const cookies = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const remove = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${id}`, cookies });

    expect((await remove(wrong)).statusCode).toBe(204);
    const rewritten = await noticeOf(t.app.db, kept);
    expect(rewritten.id).toBe(mailId);
    expect(rewritten.subject).toBe('Nuovo documento disponibile');
    expect(rewritten.text).toContain('- Bilancio Gialli\n');
    expect(`${rewritten.text}${rewritten.html}`).not.toContain('altro cliente');

    expect((await remove(kept)).statusCode).toBe(204);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId))).toEqual([]);
    t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
    await runWorker();
    expect(smtp.received).toHaveLength(0);
  });

  it('leaves an e-mail already sent alone', async () => {
    const vera = await client('Vera Blu', 'vera.blu@example.it');
    const id = await uploadWithNotice(t, vera, 'F24 Blu');
    t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
    await runWorker();
    const sent = await noticeOf(t.app.db, id);
    const cookies = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${id}`, cookies });
    expect(res.statusCode).toBe(204);
    const [after] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(after).toMatchObject({ status: 'sent', text: sent.text });
  });
});
