import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendClientUpload, setUpClientUploadHarness } from '../../test/support/client-uploads';
import { pdfFile } from '../../test/support/document-fixtures';
import { mailBodies } from '../../test/support/mail-parts';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink';
import { createTestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { FIRM_NOTICE_DELAY_MS } from '../client-uploads/firm-notice';
import { clientUploads, mailOutbox } from '../db/schema';

const MINUTE = 60_000;
const SITE = 'https://www.studio.example';
const FIRM = 'studio@studio.example';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());

// The sink's port is known only once it listens (the hook above runs first).
const h = setUpClientUploadHarness(() => ({
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'sito@studio.example', MAIL_TO: FIRM, PUBLIC_URL: SITE },
}));
const runWorker = () => h.t.app.mail.worker!.runOnce();
beforeEach(async () => {
  await runWorker();
  await h.t.app.db.delete(mailOutbox);
  smtp.received.length = 0;
});

const send = async (
  title: string,
  category: string,
  extra: { note?: string; batch?: string } = {},
  who = h.mario,
) => {
  const res = await h.send(
    { filename: `${title}.pdf`, content: pdfFile(title), title, category, ...extra },
    who,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res;
};

describe("the firm's e-mail for documents a client sent", () => {
  it('is one per batch, to MAIL_TO, with who, how many, titles and categories, and a link to the tab', async () => {
    const batch = crypto.randomUUID();
    const note = 'Codice fiscale di mia figlia: RSSGLI10A41A794X';
    for (const [title, category] of [
      ['Fattura marzo', 'fatture'],
      ['Scontrini farmacia', 'spese-detrazioni'],
      ['F24 giugno', 'f24-tributi'],
    ] as const) {
      await send(title, category, { note, batch });
      // Files a minute apart (a phone on a slow line) keep joining the waiting e-mail.
      h.t.clock.advance(MINUTE);
      await runWorker();
      expect(smtp.received).toHaveLength(0);
    }
    const rows = await h.t.app.db.select().from(clientUploads);
    expect(new Set(rows.map((r) => r.noticeMailId)).size).toBe(1);

    h.t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual([FIRM]);
    expect(mail.header('subject')).toBe('[Area clienti] Mario Rossi (mario.rossi) ha inviato 3 documenti');
    const { type, text, html } = mailBodies(mail);
    expect(type).toBe('multipart/alternative');
    expect(text).toContain(
      "Mario Rossi (mario.rossi) ha inviato 3 documenti dall'area clienti del sito:\n\n" +
        '- Fattura marzo (Fatture)\n- Scontrini farmacia (Spese e detrazioni)\n- F24 giugno (F24 e tributi)\n',
    );
    expect(text).toContain(`${SITE}/admin?scheda=ricevuti`);
    expect(text).toContain('Il cliente ha aggiunto una nota');
    expect(html).toContain('<li>Scontrini farmacia (Spese e detrazioni)</li>');
    expect(html).toContain(`<a href="${SITE}/admin?scheda=ricevuti">`);
    for (const body of [text, html, mail.raw]) {
      // The note is the client's free text: it stays in the panel.
      expect(body).not.toContain('RSSGLI10A41A794X');
      expect(body).not.toContain('/api/');
    }
    expect(mail.raw).not.toMatch(/Content-Disposition:\s*attachment/i);

    // Sent once: later runs find nothing (10 minutes: the sessions' idle limit is 30).
    h.t.clock.advance(10 * MINUTE);
    await runWorker();
    expect(smtp.received).toHaveLength(1);
  });

  it('says nothing of a note when there is none, and names a single document as such', async () => {
    await send('Contratto affitto', 'contratti-immobili');
    h.t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    const mail = smtp.received[0]!;
    expect(mail.header('subject')).toBe('[Area clienti] Mario Rossi (mario.rossi) ha inviato un documento');
    expect(mailBodies(mail).text).not.toContain('nota');
  });

  it('sends a later batch in an e-mail of its own, and each client their own e-mail', async () => {
    await send('Primo invio', 'altro');
    h.t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    await send('Secondo invio', 'altro');
    await send('Di Lucia', 'altro', {}, h.lucia);
    h.t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    const texts = smtp.received.map((m) => mailBodies(m).text!);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('- Primo invio (Altro)\n');
    expect(texts[0]).not.toContain('Secondo');
    const second = texts.find((x) => x.includes('Secondo invio'))!;
    expect(second).not.toContain('Primo');
    expect(second).not.toContain('Di Lucia');
    const lucia = texts.find((x) => x.includes('Di Lucia'))!;
    expect(lucia).toContain('Lucia Bianchi (lucia) ha inviato un documento');
    expect(lucia).not.toContain('Secondo');
  });

  it('drops a deleted upload from the waiting e-mail, and the e-mail when nothing is left', async () => {
    const kept = (await send('Da tenere', 'altro')).json();
    const wrong = (await send('Sbagliato', 'altro')).json();
    const remove = (id: number) =>
      h.t.app.inject({ method: 'DELETE', url: `/api/client-uploads/${id}`, cookies: h.mario.cookies });
    const [{ noticeMailId }] = (await h.t.app.db
      .select({ noticeMailId: clientUploads.noticeMailId })
      .from(clientUploads)
      .where(eq(clientUploads.id, kept.id))) as [{ noticeMailId: number }];

    expect((await remove(wrong.id)).statusCode).toBe(204);
    const [rewritten] = await h.t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, noticeMailId));
    expect(rewritten!.subject).toBe('[Area clienti] Mario Rossi (mario.rossi) ha inviato un documento');
    expect(rewritten!.text).toContain('- Da tenere (Altro)\n');
    expect(`${rewritten!.text}${rewritten!.html}`).not.toContain('Sbagliato');

    expect((await remove(kept.id)).statusCode).toBe(204);
    expect(await h.t.app.db.select().from(mailOutbox)).toEqual([]);
    h.t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    expect(smtp.received).toHaveLength(0);
  });

  it("escapes the client's name and titles in the HTML part and keeps each title on one line", async () => {
    const eva = await createUser(h.t.app, { username: 'eva', fullName: 'Eva <b>Rossi</b>' });
    const cookies = await login(h.t.app, eva.username, eva.password);
    for (const title of ['<script>alert("x")</script> & co', 'Riga uno\r\nBcc: vittima@example.it']) {
      const res = await sendClientUpload(h.t.app, cookies, { filename: 'a.pdf', content: pdfFile(), title });
      expect(res.statusCode).toBe(201);
    }
    h.t.clock.advance(FIRM_NOTICE_DELAY_MS);
    await runWorker();
    const mail = smtp.received[0]!;
    const { text, html } = mailBodies(mail);
    expect(html).not.toMatch(/<script|<b>/i);
    expect(html).toContain('<li>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co (Fatture)</li>');
    expect(html).toContain('Eva &lt;b&gt;Rossi&lt;/b&gt; (eva) ha inviato');
    expect(text).toContain('- Riga uno Bcc: vittima@example.it (Fatture)\n');
    expect(mail.headers.has('bcc')).toBe(false);
  });
});

describe('without MAIL_TO', () => {
  it('queues no e-mail for the firm', async () => {
    const t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'sito@studio.example' } });
    try {
      const client = await createUser(t.app);
      const cookies = await login(t.app, client.username, client.password);
      const res = await sendClientUpload(t.app, cookies, { filename: 'a.pdf', content: pdfFile() });
      expect(res.statusCode).toBe(201);
      expect(await t.app.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
