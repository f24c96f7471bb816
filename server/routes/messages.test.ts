import { FILES_NOT_FOUND, NOTE_WITHOUT_FILES, THREAD_NOT_FOUND } from '@common/messages';
import type { Message, Thread, ThreadPage, ThreadSummary } from '@common/schemas/messages';
import type { Page } from '@common/schemas/paging';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendClientUpload } from '../../test/support/client-uploads';
import { pdfFile } from '../../test/support/document-fixtures';
import { storeDocument } from '../../test/support/documents';
import { type Cookies, loginAdmin, setupTestApp, signedInAs } from '../../test/support/setup-test-app';
import { createUser } from '../../test/support/users';
import { auditEvents, documents as documentsTable, messages } from '../db/schema';

const t = setupTestApp();
const admin: Cookies = {};
let mario: { id: number; cookies: Cookies };
let luisa: { id: number; cookies: Cookies };

type Who = Cookies;
const call = (cookies: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return (status === 204 ? undefined : res.json()) as T;
}

const start = async (who: Who, body: object) =>
  (await ok<{ id: number }>(await call(who, 'POST', '/api/messages/threads', body), 201)).id;
const ownList = async (who: Who, query = '') =>
  ok<Page<ThreadSummary>>(await call(who, 'GET', `/api/messages/threads${query}`));
const firmList = async (query = '') =>
  ok<Page<ThreadSummary>>(await call(admin, 'GET', `/api/admin/messages/threads${query}`));
const ownThread = async (who: Who, id: number) =>
  ok<ThreadPage>(await call(who, 'GET', `/api/messages/threads/${id}`));
const firmThread = async (id: number) =>
  ok<ThreadPage>(await call(admin, 'GET', `/api/admin/messages/threads/${id}`));
const reply = async (id: number, text: string, internal = false) =>
  ok<Message>(
    await call(admin, 'POST', `/api/admin/messages/threads/${id}/messages`, { text, internal }),
    201,
  );
const counts = async (who: Who, side: 'client' | 'firm') =>
  (
    await ok<{ unread: number }>(
      await call(who, 'GET', side === 'client' ? '/api/messages/counts' : '/api/admin/messages/counts'),
    )
  ).unread;

beforeAll(async () => {
  t.clock.now = new Date('2026-12-10T10:00:00Z');
  Object.assign(admin, await loginAdmin(t));
  const m = await createUser(t.app, { fullName: 'Mario Rossi' });
  const l = await createUser(t.app, { fullName: 'Luisa Bianchi' });
  mario = { id: m.id, cookies: await signedInAs(t, m) };
  luisa = { id: l.id, cookies: await signedInAs(t, l) };
});

describe('a conversation between a client and the firm', () => {
  it('goes both ways: unread counts, read marks, internal notes the client never sees', async () => {
    const id = await start(mario.cookies, {
      subject: '  Domanda sul 730 ',
      text: 'Buongiorno,\nho una domanda.',
    });
    expect(await counts(admin, 'firm')).toBe(1);
    const [row] = (await firmList('?unread=true')).items;
    expect(row).toMatchObject({
      id,
      subject: 'Domanda sul 730',
      state: 'open',
      unread: 1,
      lastMessagePreview: 'Buongiorno, ho una domanda.',
      lastWriter: { side: 'client', name: 'Mario Rossi' },
      client: { id: mario.id, fullName: 'Mario Rossi' },
      link: null,
    });

    t.clock.advance(60_000);
    await ok(await call(admin, 'POST', `/api/admin/messages/threads/${id}/read`), 204);
    expect(await counts(admin, 'firm')).toBe(0);
    const read = (await firmThread(id)).messages.items[0]!;
    expect(read).toMatchObject({
      side: 'client',
      text: 'Buongiorno,\nho una domanda.',
      readBy: 'Amministratore',
    });
    expect(read.readAt).toBe(t.clock.now.toISOString());

    t.clock.advance(60_000);
    const answer = await reply(id, 'Certo, mi dica.');
    expect(answer).toMatchObject({ side: 'firm', internal: false, readAt: null });
    t.clock.advance(1000);
    await reply(id, 'Cliente da richiamare: manca la CU.', true);

    expect(await counts(mario.cookies, 'client')).toBe(1);
    const own = await ownThread(mario.cookies, id);
    expect(own.messages.items.map((m) => m.text)).toEqual([
      'Buongiorno,\nho una domanda.',
      'Certo, mi dica.',
    ]);
    expect(own.messages.items.every((m) => m.readBy === null)).toBe(true);
    const [summary] = (await ownList(mario.cookies)).items;
    expect(summary).toMatchObject({
      unread: 1,
      lastMessagePreview: 'Certo, mi dica.',
      lastWriter: { side: 'firm' },
    });
    // The firm's list shows the note as the last thing written; the client's never does.
    expect((await firmList()).items[0]).toMatchObject({
      lastInternal: true,
      lastMessagePreview: 'Cliente da richiamare: manca la CU.',
    });

    await ok(await call(mario.cookies, 'POST', `/api/messages/threads/${id}/read`), 204);
    expect(await counts(mario.cookies, 'client')).toBe(0);
    const firmView = (await firmThread(id)).messages.items;
    expect(firmView.map((m) => [m.text, m.internal, m.readAt !== null])).toEqual([
      ['Buongiorno,\nho una domanda.', false, true],
      ['Certo, mi dica.', false, true],
      ['Cliente da richiamare: manca la CU.', true, false],
    ]);
  });

  it("is closed by the firm and opened again by the client's next message", async () => {
    const id = await start(mario.cookies, { subject: 'Rimborso', text: 'Quando arriva?' });
    const closed = await ok<Thread>(
      await call(admin, 'PATCH', `/api/admin/messages/threads/${id}`, { state: 'closed' }),
    );
    expect(closed.state).toBe('closed');
    expect(closed.closedAt).not.toBeNull();
    expect((await ownList(mario.cookies, '?state=closed')).items.map((i) => i.id)).toEqual([id]);
    t.clock.advance(1000);
    await ok(
      await call(mario.cookies, 'POST', `/api/messages/threads/${id}/messages`, { text: 'Un’altra cosa' }),
      201,
    );
    expect((await ownThread(mario.cookies, id)).thread).toMatchObject({ state: 'open', closedAt: null });
    expect((await firmList('?state=closed')).items.map((i) => i.id)).not.toContain(id);
  });

  it("another client's conversation is as missing as one that does not exist, for every route", async () => {
    const id = await start(mario.cookies, { subject: 'Privato', text: 'Solo per lo studio' });
    for (const [method, url, payload] of [
      ['GET', `/api/messages/threads/${id}`],
      ['POST', `/api/messages/threads/${id}/messages`, { text: 'Ciao' }],
      ['POST', `/api/messages/threads/${id}/read`],
      ['GET', '/api/messages/threads/999999'],
      ['GET', '/api/messages/threads/abc'],
    ] as const) {
      const res = await call(luisa.cookies, method, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: THREAD_NOT_FOUND });
    }
    expect((await ownList(luisa.cookies)).items.map((i) => i.id)).not.toContain(id);
    expect(await t.app.db.$count(messages, eq(messages.threadId, id))).toBe(1);
    // Staff have no conversations of their own; clients have no firm routes.
    expect((await call(admin, 'GET', '/api/messages/threads')).statusCode).toBe(403);
    expect((await call(mario.cookies, 'GET', '/api/admin/messages/threads')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/messages/counts' })).statusCode).toBe(401);
  });

  it('keeps a text as written and refuses an empty or overlong one in Italian', async () => {
    const text = '<img src=x onerror=alert(1)> https://www.agenziaentrate.gov.it\n\n  rientro';
    const id = await start(mario.cookies, { subject: 'Link <b>utile</b>', text });
    const [m] = (await ownThread(mario.cookies, id)).messages.items;
    expect(m!.text).toBe(text.trim());
    expect((await ownThread(mario.cookies, id)).thread.subject).toBe('Link <b>utile</b>');

    const empty = await call(mario.cookies, 'POST', `/api/messages/threads/${id}/messages`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Scrivi il messaggio/);
    const long = await call(mario.cookies, 'POST', `/api/messages/threads/${id}/messages`, {
      text: 'a'.repeat(5001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/al massimo 5000 caratteri/);
    const noSubject = await call(mario.cookies, 'POST', '/api/messages/threads', { subject: ' ', text: 'x' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().message).toMatch(/Scrivi l'oggetto/);
  });

  it('may be about one of the client’s documents, never another’s', async () => {
    const doc = await storeDocument(t.app, { userId: mario.id, title: 'Modello 730/2026' });
    const id = await start(mario.cookies, { subject: 'Sul 730', text: 'Il rigo E1?', documentId: doc.id });
    expect((await ownThread(mario.cookies, id)).thread.link).toEqual({
      kind: 'document',
      id: doc.id,
      title: 'Modello 730/2026',
    });
    expect((await firmList(`?userId=${mario.id}`)).items.find((i) => i.id === id)?.link?.kind).toBe(
      'document',
    );

    const other = await call(luisa.cookies, 'POST', '/api/messages/threads', {
      subject: 'x',
      text: 'y',
      documentId: doc.id,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Il documento indicato non esiste.' });
    // A payment's conversation: the client's list of payments points at it.
    await t.app.db
      .update(documentsTable)
      .set({ amountCents: 12_000, dueDate: '2026-12-16' })
      .where(eq(documentsTable.id, doc.id));
    const about = await start(mario.cookies, { subject: 'IMU', text: 'Devo pagarla?', paymentId: doc.id });
    const payments = await ok<Page<{ documentId: number; threadId: number | null }>>(
      await call(mario.cookies, 'GET', '/api/payments'),
    );
    expect(payments.items.find((p) => p.documentId === doc.id)?.threadId).toBe(about);
    await t.app.db
      .update(documentsTable)
      .set({ amountCents: null, dueDate: null })
      .where(eq(documentsTable.id, doc.id));
    const notPayment = await call(mario.cookies, 'POST', '/api/messages/threads', {
      subject: 'x',
      text: 'y',
      paymentId: doc.id,
    });
    expect(notPayment.statusCode).toBe(404);
    const two = await call(mario.cookies, 'POST', '/api/messages/threads', {
      subject: 'x',
      text: 'y',
      documentId: doc.id,
      paymentId: doc.id,
    });
    expect(two.statusCode).toBe(400);
  });

  it('is found by its subject, its texts and its client, accents and case ignored; the client finds only theirs', async () => {
    const id = await start(luisa.cookies, {
      subject: 'Detrazioni',
      text: 'Le spese per l’università di mia figlia',
    });
    await reply(id, 'Servono le ricevute.', true);
    expect((await firmList('?q=UNIVERSITA')).items.map((i) => i.id)).toEqual([id]);
    expect((await firmList('?q=ricevute')).items.map((i) => i.id)).toEqual([id]);
    expect((await firmList('?q=bianchi')).items.map((i) => i.id)).toContain(id);
    expect((await ownList(luisa.cookies, '?q=universita')).items.map((i) => i.id)).toEqual([id]);
    // The note is the firm's: a client's search does not find it.
    expect((await ownList(luisa.cookies, '?q=ricevute')).items).toEqual([]);
    expect((await ownList(mario.cookies, '?q=universita')).items).toEqual([]);
  });
});

describe('the firm writes first', () => {
  it('to every client a search matches: one conversation each, unread for each, recorded in the audit log', async () => {
    const ids = (
      await ok<{ ids: number[] }>(
        await call(admin, 'POST', '/api/admin/messages/threads', {
          subject: 'Scadenza IMU',
          text: 'Ricordiamo il saldo IMU entro il 16 dicembre.',
          filter: { q: 'rossi' },
        }),
        201,
      )
    ).ids;
    expect(ids).toHaveLength(1);
    expect((await ownList(mario.cookies)).items[0]).toMatchObject({
      id: ids[0],
      subject: 'Scadenza IMU',
      unread: 1,
    });
    expect((await ownList(luisa.cookies)).items.map((i) => i.subject)).not.toContain('Scadenza IMU');
    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'message.threads-create'));
    expect(event!.details).toMatchObject({ count: 1, subject: 'Scadenza IMU', filter: { q: 'rossi' } });

    const both = await call(admin, 'POST', '/api/admin/messages/threads', {
      subject: 'Auguri',
      text: 'Buone feste',
      userIds: [mario.id, luisa.id],
    });
    expect((await ok<{ ids: number[] }>(both, 201)).ids).toHaveLength(2);
    const unknown = await call(admin, 'POST', '/api/admin/messages/threads', {
      subject: 'x',
      text: 'y',
      userIds: [999999],
    });
    expect(unknown.statusCode).toBe(400);
    const none = await call(admin, 'POST', '/api/admin/messages/threads', { subject: 'x', text: 'y' });
    expect(none.statusCode).toBe(400);
  });
});

describe('a long conversation', () => {
  it('comes a page at a time, the newest first page, each page oldest first', async () => {
    t.clock.advance(10 * 60_000);
    const id = await start(mario.cookies, { subject: 'Lunga', text: 'Messaggio 0' });
    // Straight in the table, a second apart and all of one instant's id order: past the rate limit.
    await t.app.db.execute(sql`
      insert into messages (thread_id, author_id, from_firm, internal, text, created_at)
      select ${id}, 1, true, i % 7 = 0, 'Messaggio ' || i, ${t.clock.now.toISOString()}::timestamptz + i * interval '1 second'
      from generate_series(1, 119) as i`);
    const first = await firmThread(id);
    expect(first.messages.items).toHaveLength(50);
    expect(first.messages.items.at(-1)!.text).toBe('Messaggio 119');
    const seen: string[] = [...first.messages.items.map((m) => m.text)];
    let cursor = first.messages.nextCursor;
    while (cursor) {
      const page = await ok<ThreadPage>(
        await call(admin, 'GET', `/api/admin/messages/threads/${id}?cursor=${encodeURIComponent(cursor)}`),
      );
      seen.unshift(...page.messages.items.map((m) => m.text));
      cursor = page.messages.nextCursor;
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `Messaggio ${i}`));
    // The client's pages skip the notes.
    const own = await ownThread(mario.cookies, id);
    expect(own.messages.items.some((m) => m.internal)).toBe(false);
  });
});

describe('the rules around conversations', () => {
  it('a client may write 30 messages in ten minutes, new conversations included: then 429 in Italian', async () => {
    t.clock.advance(10 * 60_000);
    const anna = await createUser(t.app, { fullName: 'Anna Verdi' });
    const cookies = await signedInAs(t, anna);
    const id = await start(cookies, { subject: 'Tante domande', text: 'Domanda 1' });
    for (let i = 2; i <= 30; i++) {
      const res = await call(cookies, 'POST', `/api/messages/threads/${id}/messages`, {
        text: `Domanda ${i}`,
      });
      expect(res.statusCode, `message ${i}`).toBe(201);
    }
    const refused = await call(cookies, 'POST', '/api/messages/threads', { subject: 'Ancora', text: 'Una' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Hai scritto troppi messaggi in poco tempo\. Riprova tra \d+ minut[oi]\.$/,
    );
    expect(await t.app.db.$count(messages, eq(messages.threadId, id))).toBe(30);
  });

  it('deleting a client deletes their conversations, as it deletes their documents', async () => {
    const gone = await createUser(t.app, { fullName: 'Piero Neri' });
    const id = await start(await signedInAs(t, gone), { subject: 'Addio', text: 'Chiudo la partita IVA' });
    await reply(id, 'Ricevuto');
    const res = await call(admin, 'DELETE', `/api/admin/users/${gone.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.db.$count(messages, eq(messages.threadId, id))).toBe(0);
    expect((await call(admin, 'GET', `/api/admin/messages/threads/${id}`)).statusCode).toBe(404);
  });
});

describe('files in a conversation', () => {
  it("a client's files sent through the pipeline, then attached: shown to both sides, named in the audit log", async () => {
    t.clock.advance(10 * 60_000);
    const sent = await sendClientUpload(t.app, mario.cookies, {
      filename: 'cu-2026.pdf',
      content: pdfFile('CU'),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const upload = sent.json<{ id: number }>().id;
    const id = await start(mario.cookies, { subject: 'La CU', text: 'Eccola', uploadIds: [upload] });
    const own = (await ownThread(mario.cookies, id)).messages.items[0]!;
    expect(own.files).toEqual([
      {
        kind: 'upload',
        id: upload,
        filename: 'cu-2026.pdf',
        filetype: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    expect((await firmThread(id)).messages.items[0]!.files.map((f) => f.id)).toEqual([upload]);
    const [event] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'message.files'));
    expect(event!.details).toMatchObject({ thread: id, uploads: [upload], documents: [] });

    // Another client's file, or one that is gone, refuses the message whole.
    const stranger = await signedInAs(t, await createUser(t.app, { fullName: 'Rita Gialli' }));
    const other = await sendClientUpload(t.app, stranger, { filename: 'altro.pdf', content: pdfFile('L') });
    expect(other.statusCode, other.body).toBe(201);
    const refused = await call(mario.cookies, 'POST', `/api/messages/threads/${id}/messages`, {
      text: 'E questo',
      uploadIds: [other.json<{ id: number }>().id],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(FILES_NOT_FOUND);
    expect(await t.app.db.$count(messages, eq(messages.threadId, id))).toBe(1);
    const eleven = await call(mario.cookies, 'POST', `/api/messages/threads/${id}/messages`, {
      text: 'Troppi',
      uploadIds: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().message).toMatch(/Al massimo 10 allegati/);
  });

  it("the firm's files are documents of the conversation's client; a note carries none", async () => {
    const id = await start(mario.cookies, { subject: 'Modello F24', text: 'Me lo manda?' });
    const doc = await storeDocument(t.app, { userId: mario.id, title: 'F24 dicembre', filename: 'f24.pdf' });
    const others = await storeDocument(t.app, { userId: luisa.id, title: 'Di Luisa' });
    const answer = await ok<Message>(
      await call(admin, 'POST', `/api/admin/messages/threads/${id}/messages`, {
        text: 'Ecco',
        documentIds: [doc.id],
      }),
      201,
    );
    expect(answer.files).toEqual([
      {
        kind: 'document',
        id: doc.id,
        filename: 'f24.pdf',
        filetype: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    expect((await ownThread(mario.cookies, id)).messages.items.at(-1)!.files.map((f) => f.id)).toEqual([
      doc.id,
    ]);
    const wrong = await call(admin, 'POST', `/api/admin/messages/threads/${id}/messages`, {
      text: 'Sbagliato',
      documentIds: [others.id],
    });
    expect(wrong.statusCode).toBe(400);
    const note = await call(admin, 'POST', `/api/admin/messages/threads/${id}/messages`, {
      text: 'Nota',
      internal: true,
      documentIds: [doc.id],
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().message).toBe(NOTE_WITHOUT_FILES);
    // A document deleted later leaves the message without it.
    expect((await call(admin, 'DELETE', `/api/admin/documents/${doc.id}`)).statusCode).toBe(204);
    expect((await ownThread(mario.cookies, id)).messages.items.at(-1)!.files).toEqual([]);
  });
});
