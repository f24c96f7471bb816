import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentRequestSchema, requestSummarySchema } from '../../../common/schemas/document-requests';
import { storeClientUpload } from '../../../test/support/client-uploads';
import {
  adminRequest,
  createdIds,
  createRequests,
  markUnavailable,
  requestBody,
  reviewItem,
  sendItemFile,
  setUpRequestHarness,
} from '../../../test/support/requests';
import { createUser } from '../../../test/support/users';
import { auditEvents, clientUploads, requestItems } from '../../db/schema';

const h = setUpRequestHarness();
const app = () => h.t.app;

describe('POST /api/admin/requests', () => {
  it('creates one request per client, each with its own copy of the checklist', async () => {
    const res = await createRequests(
      app(),
      h.admin,
      requestBody({ userIds: [h.lucia.id, h.mario.id, h.lucia.id] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { ids } = res.json<{ ids: number[] }>();
    expect(ids).toHaveLength(2);
    const [lucia, mario] = await Promise.all(ids.map((id) => adminRequest(app(), h.admin, id)));
    expect(documentRequestSchema.strict().parse(lucia)).toEqual({
      id: ids[0],
      title: 'Documenti per il 730/2027',
      dueDate: '2027-06-30',
      message: 'Ci servono entro fine giugno.',
      state: 'open',
      userId: h.lucia.id,
      clientName: 'Lucia Bianchi',
      createdAt: h.t.clock.now.toISOString(),
      reminderDays: [7, 1],
      answered: 0,
      total: 2,
      items: [
        {
          id: expect.any(Number),
          name: 'Certificazione Unica 2027',
          hint: 'Dal datore di lavoro',
          category: 'buste-paga-lavoro',
          state: 'pending',
          note: null,
          reviewMessage: null,
          files: [],
        },
        expect.objectContaining({
          name: 'Spese mediche e farmaci',
          hint: null,
          category: 'spese-detrazioni',
        }),
      ],
      threadId: null,
    });
    expect(mario!.userId).toBe(h.mario.id);
    expect(mario!.items.map((i) => i.id)).not.toContain(lucia!.items[0]!.id);

    const events = await app().db.select().from(auditEvents).where(eq(auditEvents.event, 'request.create'));
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toMatchObject({ count: 2, title: 'Documenti per il 730/2027', items: 2 });
  });

  it('creates for every client a search matches (the users list’s search), by name, never an admin', async () => {
    await createUser(app(), { username: 'rossi.staff', fullName: 'Anna Rossi', role: 'admin' });
    const rossi = await createdIds(app(), h.admin, requestBody({ allClients: { q: 'rossi' } }));
    expect(rossi).toHaveLength(1);
    expect((await adminRequest(app(), h.admin, rossi[0]!)).userId).toBe(h.mario.id);

    const every = await createdIds(app(), h.admin, requestBody({ allClients: {}, reminderDays: [1, 14, 1] }));
    const clients = await Promise.all(every.map((id) => adminRequest(app(), h.admin, id)));
    // By name: Lucia Bianchi before Mario Rossi.
    expect(clients.map((r) => r.clientName)).toEqual(['Lucia Bianchi', 'Mario Rossi']);
    expect(clients[0]!.reminderDays).toEqual([14, 1]);

    const none = await createRequests(app(), h.admin, requestBody({ allClients: { q: 'nessuno-così' } }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: 'Nessun cliente corrisponde alla ricerca',
      fieldErrors: { userIds: 'Nessun cliente corrisponde alla ricerca' },
    });
  });

  it('refuses unknown clients and administrators with 400 on userIds, and creates nothing', async () => {
    const refusal = {
      message: "Alcuni dei clienti scelti non esistono più: ricarica l'elenco e riprova",
      fieldErrors: { userIds: "Alcuni dei clienti scelti non esistono più: ricarica l'elenco e riprova" },
    };
    for (const userIds of [
      [h.mario.id, 999_999],
      [h.mario.id, 1],
    ]) {
      const res = await createRequests(app(), h.admin, requestBody({ userIds }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal);
    }
    expect(await app().db.select().from(requestItems)).toEqual([]);
  });

  it.each([
    [{ userIds: [] }, 'userIds', 'Scegli almeno un cliente'],
    [{ title: ' ' }, 'title', 'Il titolo è obbligatorio'],
    [{ dueDate: '2027-02-30' }, 'dueDate', 'Data di scadenza non valida'],
    [{ items: [] }, 'items', 'Aggiungi almeno un documento alla lista'],
    [{ items: [{ name: '', category: 'altro' }] }, 'items.0.name', 'Scrivi il nome del documento'],
    [{ reminderDays: [61] }, 'reminderDays.0', 'Un promemoria può partire al massimo 60 giorni prima'],
  ])('refuses %j with a message on %s', async (fields, field, message) => {
    const res = await createRequests(app(), h.admin, requestBody({ userIds: [h.mario.id], ...fields }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });
});

describe('GET /api/admin/requests', () => {
  const list = async (query = '') => {
    const res = await app().inject({ url: `/api/admin/requests${query}`, cookies: h.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      items: { id: number; title: string; clientName: string }[];
      nextCursor: string | null;
      total: number;
    }>();
  };

  it('pages newest first with the progress of each row, and filters by state, client, title and search', async () => {
    const old = await h.requestFor(h.mario, { title: 'Redditi 2026', dueDate: '2020-01-31' });
    h.t.clock.advance(1000);
    const [forLucia, forMario] = await createdIds(
      app(),
      h.admin,
      requestBody({ title: '730 del 2027', userIds: [h.lucia.id, h.mario.id] }),
    );
    h.t.clock.advance(1000);
    const single = await h.requestFor(h.lucia, {
      title: 'Nuovo cliente',
      items: [{ name: 'Documento', category: 'altro' }],
    });
    await sendItemFile(app(), h.lucia.cookies, { requestId: single.id, itemId: single.items[0]!.id });
    const lucias = await adminRequest(app(), h.admin, forLucia!);
    await markUnavailable(app(), h.lucia.cookies, { requestId: forLucia!, itemId: lucias.items[0]!.id });

    const first = await list('?limit=2');
    expect(first.total).toBe(4);
    // The two of one creation share its instant: the id settles them, newest first.
    expect(first.items.map((r) => r.id)).toEqual([single.id, forMario]);
    const second = await list(`?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items.map((r) => r.id)).toEqual([forLucia, old.id]);
    expect(second.nextCursor).toBeNull();

    const rows = (await list()).items.map((r) => requestSummarySchema.parse(r));
    expect(rows.find((r) => r.id === single.id)).toMatchObject({
      state: 'complete',
      answered: 1,
      total: 1,
      toReview: 1,
    });
    expect(rows.find((r) => r.id === forLucia)).toMatchObject({
      state: 'open',
      answered: 1,
      total: 2,
      toReview: 0,
    });
    expect(rows.find((r) => r.id === old.id)).toMatchObject({ state: 'overdue', answered: 0, total: 2 });

    const ids = async (q: string) => (await list(q)).items.map((r) => r.id);
    expect(await ids('?state=complete')).toEqual([single.id]);
    expect(await ids('?state=overdue')).toEqual([old.id]);
    expect(await ids('?state=open')).toEqual([forMario, forLucia]);
    expect(await ids(`?userId=${h.mario.id}`)).toEqual([forMario, old.id]);
    expect(await ids(`?title=${encodeURIComponent('730 del 2027')}`)).toEqual([forMario, forLucia]);
    expect(await ids('?q=redditi')).toEqual([old.id]);
    expect(await ids('?q=bianchi')).toEqual([single.id, forLucia]);
    expect(await ids(`?q=730&userId=${h.lucia.id}`)).toEqual([forLucia]);

    const bad = await app().inject({ url: '/api/admin/requests?state=chiusa', cookies: h.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ state: 'Stato non valido' });
    const huge = await app().inject({ url: '/api/admin/requests?userId=99999999999', cookies: h.admin });
    expect(huge.json()).toEqual({
      message: 'Cliente non valido',
      fieldErrors: { userId: 'Cliente non valido' },
    });
  });

  it('lists the titles of the latest requests, each once, newest first', async () => {
    await h.requestFor(h.mario, { title: 'A' });
    h.t.clock.advance(1000);
    await h.requestFor(h.lucia, { title: 'B' });
    h.t.clock.advance(1000);
    await h.requestFor(h.lucia, { title: 'A' });
    const res = await app().inject({ url: '/api/admin/request-titles', cookies: h.admin });
    expect(res.json()).toEqual(['A', 'B']);
  });
});

describe('GET /api/admin/requests/counts', () => {
  const counts = async () => {
    const res = await app().inject({ url: '/api/admin/requests/counts', cookies: h.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json();
  };

  it("counts the files clients sent that no one at the firm has reviewed, across every client's requests", async () => {
    expect(await counts()).toEqual({ toReview: 0 });
    const forMario = await h.requestFor(h.mario);
    const forLucia = await h.requestFor(h.lucia);
    const item = (request: typeof forMario, n: number) => ({
      requestId: request.id,
      itemId: request.items[n]!.id,
    });
    await sendItemFile(app(), h.mario.cookies, item(forMario, 0));
    await sendItemFile(app(), h.mario.cookies, item(forMario, 1));
    await sendItemFile(app(), h.lucia.cookies, item(forLucia, 0));
    // 'Non ho questo documento' sends no file: nothing to review.
    await markUnavailable(app(), h.lucia.cookies, item(forLucia, 1));
    expect(await counts()).toEqual({ toReview: 3 });

    for (const [n, review] of [
      [0, { state: 'accepted' }],
      [1, { state: 'rejected', message: 'Illeggibile' }],
    ] as const) {
      expect((await reviewItem(app(), h.admin, item(forMario, n), review)).statusCode).toBe(200);
    }
    expect(await counts()).toEqual({ toReview: 1 });
    expect(
      (await app().inject({ method: 'DELETE', url: `/api/admin/requests/${forLucia.id}`, cookies: h.admin }))
        .statusCode,
    ).toBe(204);
    expect(await counts()).toEqual({ toReview: 0 });
  });

  it('is for administrators only', async () => {
    const res = await app().inject({ url: '/api/admin/requests/counts', cookies: h.mario.cookies });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/admin/requests/:id and DELETE', () => {
  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const res = await app().inject({ url: `/api/admin/requests/${id}`, cookies: h.admin });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Richiesta non trovata' });
      const del = await app().inject({
        method: 'DELETE',
        url: `/api/admin/requests/${id}`,
        cookies: h.admin,
      });
      expect(del.statusCode).toBe(404);
    }
  });

  it('deletes a request and keeps the files the client sent, untied, in Documenti ricevuti', async () => {
    const request = await h.requestFor();
    const item = request.items[0]!;
    const sent = await sendItemFile(app(), h.mario.cookies, { requestId: request.id, itemId: item.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const [file] = sent.json().items[0].files;
    await storeClientUpload(app(), { userId: h.mario.id, title: 'Altro' });

    const received = async () =>
      (await app().inject({ url: '/api/admin/client-uploads', cookies: h.admin })).json().items as {
        id: number;
        requestItem: unknown;
      }[];
    expect((await received()).find((u) => u.id === file.id)!.requestItem).toEqual({
      requestId: request.id,
      requestTitle: 'Documenti per il 730/2027',
      itemName: 'Certificazione Unica 2027',
    });
    expect((await received()).find((u) => u.id !== file.id)!.requestItem).toBeNull();

    const res = await app().inject({
      method: 'DELETE',
      url: `/api/admin/requests/${request.id}`,
      cookies: h.admin,
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await app().inject({ url: `/api/admin/requests/${request.id}`, cookies: h.admin })).statusCode,
    ).toBe(404);
    const [kept] = await app().db.select().from(clientUploads).where(eq(clientUploads.id, file.id));
    expect(kept).toMatchObject({ title: 'Certificazione Unica 2027', requestItemId: null });
    expect((await received()).map((u) => u.requestItem)).toEqual([null, null]);
    const [event] = await app().db.select().from(auditEvents).where(eq(auditEvents.event, 'request.delete'));
    expect(event!.details).toMatchObject({ request: request.id, owner: h.mario.id });
  });
});
