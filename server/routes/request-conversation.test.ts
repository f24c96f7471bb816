import { LINKED_NOT_FOUND, NOTE_BEFORE_CONVERSATION } from '@common/messages';
import type { Message, ThreadPage } from '@common/schemas/messages';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminRequest, type Cookies, setUpRequestHarness } from '../../test/support/requests';
import { messages, messageThreads } from '../db/schema';

/** A request has one conversation in 'Messaggi', which either side starts by writing about it. */
const h = setUpRequestHarness();
const app = () => h.t.app;
beforeEach(() => app().db.delete(messageThreads));

const call = (
  cookies: Cookies | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => app().inject({ method, url, ...(cookies ? { cookies } : {}), ...(payload ? { payload } : {}) });
const clientWrites = async (requestId: number, text: string, cookies = h.mario.cookies) =>
  call(cookies, 'POST', '/api/messages/threads', { subject: 'Domanda sulla richiesta', text, requestId });
const firmWrites = async (requestId: number, text: string, internal = false) =>
  call(h.admin, 'POST', `/api/admin/requests/${requestId}/messages`, { text, internal });
const ownThread = async (id: number) =>
  (await call(h.mario.cookies, 'GET', `/api/messages/threads/${id}`)).json<ThreadPage>();
const ownRequests = async () =>
  (await call(h.mario.cookies, 'GET', '/api/requests')).json<{
    items: { id: number; threadId: number | null }[];
  }>().items;

describe("a request's conversation", () => {
  it('is one for both sides: the client starts it, writing again about the request adds to it, the firm answers there', async () => {
    const request = await h.requestFor(h.mario, { title: 'Documenti per il 730/2027' });
    expect(request.threadId).toBeNull();
    const first = await clientWrites(request.id, 'La CU arriva la settimana prossima');
    expect(first.statusCode, first.body).toBe(201);
    const { id } = first.json<{ id: number }>();
    h.t.clock.advance(1000);
    // 'Scrivi allo studio' from a card read before the conversation began: the same conversation.
    const again = await clientWrites(request.id, 'Ecco anche il modello F24');
    expect(again.json()).toEqual({ id });
    h.t.clock.advance(1000);
    const answer = await firmWrites(request.id, 'Va bene, grazie');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<Message>()).toMatchObject({ threadId: id, side: 'firm', text: 'Va bene, grazie' });
    await firmWrites(request.id, 'Sollecitare a gennaio', true);

    expect((await adminRequest(app(), h.admin, request.id)).threadId).toBe(id);
    expect((await ownRequests()).find((r) => r.id === request.id)?.threadId).toBe(id);
    const page = await ownThread(id);
    expect(page.thread.link).toMatchObject({ kind: 'request', id: request.id });
    expect(page.messages.items.map((m) => [m.side, m.text])).toEqual([
      ['client', 'La CU arriva la settimana prossima'],
      ['client', 'Ecco anche il modello F24'],
      ['firm', 'Va bene, grazie'],
    ]);
    expect(await app().db.$count(messageThreads, eq(messageThreads.requestId, request.id))).toBe(1);
  });

  it("starts with the firm's first message, named as the request, and tells the client as any message does", async () => {
    const request = await h.requestFor(h.mario, { title: 'Spese mediche 2026' });
    const res = await firmWrites(request.id, 'Manca lo scontrino di marzo');
    expect(res.statusCode, res.body).toBe(201);
    const { threadId } = res.json<Message>();
    const page = await ownThread(threadId);
    expect(page.thread.subject).toBe('Spese mediche 2026');
    const unread = await call(h.mario.cookies, 'GET', '/api/messages/counts');
    expect(unread.json()).toEqual({ unread: 1 });
  });

  it('begins with a message the client reads: a note first is refused, and starts nothing', async () => {
    const request = await h.requestFor(h.mario);
    const note = await firmWrites(request.id, 'Da sollecitare', true);
    expect(note.statusCode).toBe(400);
    expect(note.json()).toEqual({ message: NOTE_BEFORE_CONVERSATION });
    expect(await app().db.$count(messageThreads)).toBe(0);
    await firmWrites(request.id, 'Ci serve la visura');
    expect((await firmWrites(request.id, 'Da sollecitare', true)).statusCode).toBe(201);
  });

  it('is started once when both write the first message at the same moment', async () => {
    const request = await h.requestFor(h.mario);
    const answers = await Promise.all([
      clientWrites(request.id, 'Prima domanda'),
      firmWrites(request.id, 'Prima risposta'),
      clientWrites(request.id, 'Seconda domanda'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const threads = await app()
      .db.select({ id: messageThreads.id })
      .from(messageThreads)
      .where(eq(messageThreads.requestId, request.id));
    expect(threads).toHaveLength(1);
    expect(await app().db.$count(messages, eq(messages.threadId, threads[0]!.id))).toBe(3);
  });

  it('stays, with every message, when the firm deletes the request', async () => {
    const request = await h.requestFor(h.mario);
    const { id } = (await clientWrites(request.id, 'Non trovo il modello')).json<{ id: number }>();
    expect((await call(h.admin, 'DELETE', `/api/admin/requests/${request.id}`)).statusCode).toBe(204);
    const page = await ownThread(id);
    expect(page.thread.link).toBeNull();
    expect(page.messages.items.map((m) => m.text)).toEqual(['Non trovo il modello']);
  });

  it("refuses another client's request as a missing one, and keeps clients off the firm's route", async () => {
    const lucias = await h.requestFor(h.lucia);
    const other = await clientWrites(lucias.id, 'Ciao');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: LINKED_NOT_FOUND.request });
    const missing = await firmWrites(999_999, 'Ciao');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Richiesta non trovata' });
    const url = `/api/admin/requests/${lucias.id}/messages`;
    expect((await call(undefined, 'POST', url, { text: 'x' })).statusCode).toBe(401);
    expect((await call(h.mario.cookies, 'POST', url, { text: 'x' })).statusCode).toBe(403);
    expect((await adminRequest(app(), h.admin, lucias.id)).threadId).toBeNull();
    expect(await app().db.$count(messageThreads, eq(messageThreads.requestId, lucias.id))).toBe(0);
  });
});
