import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REQUEST_CLOSED } from '../../common/document-requests';
import { type DocumentRequest, documentRequestSchema } from '../../common/schemas/document-requests';
import { exeFile, htmlPage } from '../../test/support/document-fixtures';
import { storedFiles } from '../../test/support/documents';
import {
  adminRequest,
  markUnavailable,
  reviewItem,
  sendItemFile,
  setUpRequestHarness,
} from '../../test/support/requests';
import { auditEvents, clientUploads, mailOutbox } from '../db/schema';
import { NOT_FATTURA_MESSAGE, unsupportedTypeMessage } from '../documents/file-types/detect-type';

const h = setUpRequestHarness();
const app = () => h.t.app;
const ids = (request: Pick<DocumentRequest, 'id' | 'items'>, n = 0) => ({
  requestId: request.id,
  itemId: request.items[n]!.id,
});
const events = async (event: string) =>
  (await app().db.select().from(auditEvents).where(eq(auditEvents.event, event))).map((e) => e.details);

describe('GET /api/requests', () => {
  it('lists the client’s own requests only, newest first, in the paged shape', async () => {
    const older = await h.requestFor(h.mario, { title: 'Primo' });
    h.t.clock.advance(1000);
    const newer = await h.requestFor(h.mario, { title: 'Secondo' });
    await h.requestFor(h.lucia, { title: 'Di Lucia' });
    const res = await app().inject({ url: '/api/requests', cookies: h.mario.cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.json();
    expect(page).toMatchObject({ nextCursor: null, total: 2, totalCapped: false });
    expect(page.items.map((r: DocumentRequest) => r.id)).toEqual([newer.id, older.id]);
    // As the firm's detail shows it.
    expect(documentRequestSchema.parse(page.items[0])).toEqual(newer);

    const paged = (await app().inject({ url: '/api/requests?limit=1', cookies: h.mario.cookies })).json();
    expect(paged.items.map((r: DocumentRequest) => r.title)).toEqual(['Secondo']);
    const next = await app().inject({
      url: `/api/requests?limit=1&cursor=${encodeURIComponent(paged.nextCursor)}`,
      cookies: h.mario.cookies,
    });
    expect(next.json().items.map((r: DocumentRequest) => r.title)).toEqual(['Primo']);
  });
});

describe('answering an item', () => {
  it('with a file: stored as a received document tied to the item, titled and filed as the item', async () => {
    const request = await h.requestFor();
    const res = await sendItemFile(app(), h.mario.cookies, ids(request), { filename: 'CU 2027.pdf' });
    expect(res.statusCode, res.body).toBe(201);
    const answered = documentRequestSchema.parse(res.json());
    expect(answered).toMatchObject({ state: 'open', answered: 1, total: 2 });
    expect(answered.items[0]).toMatchObject({ state: 'sent', files: [{ filename: 'CU 2027.pdf' }] });
    const [row] = await app().db.select().from(clientUploads);
    expect(row).toMatchObject({
      userId: h.mario.id,
      title: 'Certificazione Unica 2027',
      category: 'buste-paga-lavoro',
      requestItemId: request.items[0]!.id,
      filename: 'CU 2027.pdf',
    });
    // A second file for the same item adds to it.
    const again = await sendItemFile(app(), h.mario.cookies, ids(request), { filename: 'CU coniuge.pdf' });
    expect(again.json().items[0].files.map((f: { filename: string }) => f.filename)).toEqual([
      'CU 2027.pdf',
      'CU coniuge.pdf',
    ]);
    expect(await events('request.item-file')).toHaveLength(2);
  });

  it.each([
    ['an HTML page named .xml', 'fattura.xml', htmlPage(), NOT_FATTURA_MESSAGE],
    ['an executable', 'setup.exe', exeFile(), unsupportedTypeMessage('client')],
  ])('refuses %s like Invia documenti, and stores nothing', async (_label, filename, content, message) => {
    const request = await h.requestFor();
    const res = await sendItemFile(app(), h.mario.cookies, ids(request), { filename, content });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message });
    expect(await app().db.select().from(clientUploads)).toEqual([]);
    expect((await storedFiles(h.t.config.dataDir)).committed).toEqual([]);
    expect((await adminRequest(app(), h.admin, request.id)).items[0]!.state).toBe('pending');
  });

  it('refuses a body without a file with 400', async () => {
    const request = await h.requestFor();
    const res = await sendItemFile(app(), h.mario.cookies, ids(request), { content: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ file: 'Il file è vuoto' });
  });

  it("with 'Non ho questo documento' and a note; the request completes when every item is answered", async () => {
    const request = await h.requestFor();
    const res = await markUnavailable(app(), h.mario.cookies, ids(request, 1), {
      note: '  Non ho avuto spese  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[1]).toMatchObject({ state: 'unavailable', note: 'Non ho avuto spese' });
    expect(res.json().state).toBe('open');
    const done = await sendItemFile(app(), h.mario.cookies, ids(request));
    expect(done.json()).toMatchObject({ state: 'complete', answered: 2, total: 2 });
    expect(await events('request.item-unavailable')).toEqual([
      { request: request.id, item: request.items[1]!.id, name: 'Spese mediche e farmaci', hasNote: true },
    ]);
  });

  it('is undone by a rejection, which the client answers again; an accepted item is closed', async () => {
    const request = await h.requestFor();
    await sendItemFile(app(), h.mario.cookies, ids(request));
    await markUnavailable(app(), h.mario.cookies, ids(request, 1));
    expect((await adminRequest(app(), h.admin, request.id)).state).toBe('complete');

    const pendingOne = await h.requestFor();
    const early = await reviewItem(app(), h.admin, ids(pendingOne), { state: 'accepted' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Il cliente non ha ancora risposto a questa voce' });

    const noMessage = await reviewItem(app(), h.admin, ids(request), { state: 'rejected' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().fieldErrors).toEqual({ message: 'Scrivi al cliente cosa va rivisto' });

    const rejected = await reviewItem(app(), h.admin, ids(request), {
      state: 'rejected',
      message: 'Manca il retro',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'open', answered: 1 });
    expect(rejected.json().items[0]).toMatchObject({ state: 'rejected', reviewMessage: 'Manca il retro' });
    const mine = (await app().inject({ url: '/api/requests', cookies: h.mario.cookies }))
      .json()
      .items.find((r: DocumentRequest) => r.id === request.id);
    expect(mine.items[0]).toMatchObject({ state: 'rejected', reviewMessage: 'Manca il retro' });

    const again = await sendItemFile(app(), h.mario.cookies, ids(request));
    expect(again.json()).toMatchObject({ state: 'complete' });
    const accepted = await reviewItem(app(), h.admin, ids(request), { state: 'accepted' });
    expect(accepted.json().items[0]).toMatchObject({ state: 'accepted', reviewMessage: null });
    expect(accepted.json().state).toBe('complete');

    for (const answer of [
      sendItemFile(app(), h.mario.cookies, ids(request)),
      markUnavailable(app(), h.mario.cookies, ids(request)),
    ]) {
      const res = await answer;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: REQUEST_CLOSED });
    }
    expect((await events('request.review')).map((d) => (d as { to: string }).to)).toEqual([
      'rejected',
      'accepted',
    ]);
    // Mail is off in this app: nothing queued.
    expect(await app().db.select().from(mailOutbox)).toEqual([]);
  });

  it('shows an overdue request as such, by the day in Italy', async () => {
    const request = await h.requestFor(h.mario, { dueDate: '2026-11-26' });
    h.t.clock.now = new Date('2026-11-26T22:59:00Z'); // 23:59 in Rome
    expect((await adminRequest(app(), h.admin, request.id)).state).toBe('open');
    h.t.clock.now = new Date('2026-11-26T23:00:00Z'); // midnight in Rome
    expect((await adminRequest(app(), h.admin, request.id)).state).toBe('overdue');
    h.t.clock.now = new Date();
  });
});

describe('permissions', () => {
  it('refuse visitors (401) and administrators (403) on every client route', async () => {
    const request = await h.requestFor();
    const routes = [
      { method: 'GET', url: '/api/requests' },
      { method: 'POST', url: `/api/requests/${request.id}/items/${request.items[0]!.id}/files` },
      { method: 'POST', url: `/api/requests/${request.id}/items/${request.items[0]!.id}/unavailable` },
    ] as const;
    for (const route of routes) {
      const payload = route.method === 'GET' ? undefined : { text: 'x' };
      const visitor = await app().inject({ ...route, payload });
      expect(visitor.statusCode, `${route.url} visitor`).toBe(401);
      const admin = await app().inject({ ...route, payload, cookies: h.admin });
      expect(admin.statusCode, `${route.url} admin`).toBe(403);
      expect(admin.json()).toEqual({ message: 'Operazione riservata ai clienti.' });
    }
  });

  it("answer another client's request or item exactly like a missing one (404), and change nothing", async () => {
    const lucias = await h.requestFor(h.lucia);
    const marios = await h.requestFor(h.mario);
    const cases = [
      { requestId: lucias.id, itemId: lucias.items[0]!.id, message: 'Richiesta non trovata' },
      // Mario's own request, Lucia's item.
      { requestId: marios.id, itemId: lucias.items[0]!.id, message: 'Voce della richiesta non trovata' },
      { requestId: 999_999, itemId: 1, message: 'Richiesta non trovata' },
      { requestId: 'abc', itemId: 1, message: 'Richiesta non trovata' },
      { requestId: marios.id, itemId: 'x', message: 'Voce della richiesta non trovata' },
    ];
    for (const { message, ...target } of cases) {
      for (const res of [
        await sendItemFile(app(), h.mario.cookies, target),
        await markUnavailable(app(), h.mario.cookies, target),
      ]) {
        expect(res.statusCode, JSON.stringify(target)).toBe(404);
        expect(res.json()).toEqual({ message });
      }
    }
    expect(await adminRequest(app(), h.admin, lucias.id)).toEqual(lucias);
    expect(await app().db.select().from(clientUploads)).toEqual([]);
    expect((await storedFiles(h.t.config.dataDir)).committed).toEqual([]);
  });

  it('refuse a client on every admin route of requests and templates with 403', async () => {
    const request = await h.requestFor();
    const routes = [
      ['POST', '/api/admin/requests'],
      ['GET', '/api/admin/requests'],
      ['GET', '/api/admin/request-titles'],
      ['GET', `/api/admin/requests/${request.id}`],
      ['PATCH', `/api/admin/requests/${request.id}/items/${request.items[0]!.id}`],
      ['POST', `/api/admin/requests/${request.id}/messages`],
      ['DELETE', `/api/admin/requests/${request.id}`],
      ['GET', '/api/admin/request-templates'],
      ['POST', '/api/admin/request-templates'],
      ['PUT', '/api/admin/request-templates/1'],
      ['DELETE', '/api/admin/request-templates/1'],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await app().inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      const client = await app().inject({ method, url, payload, cookies: h.mario.cookies });
      expect(client.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await adminRequest(app(), h.admin, request.id)).toEqual(request);
  });
});
