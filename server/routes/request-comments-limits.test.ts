import { COMMENTS_PER_REQUEST_MAX } from '@common/document-requests';
import type { RequestComment } from '@common/schemas/document-requests';
import { INVALID_CURSOR } from '@common/schemas/paging';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPage, walkPages } from '../../test/support/paging';
import { setUpRequestHarness } from '../../test/support/requests';
import { createUser, login } from '../../test/support/users';
import { requestComments } from '../db/schema';

const h = setUpRequestHarness();
const app = () => h.t.app;
const MINUTE = 60_000;

const comment = (cookies: Record<string, string>, requestId: number, text: string, side = 'client') =>
  app().inject({
    method: 'POST',
    url:
      side === 'firm' ? `/api/admin/requests/${requestId}/comments` : `/api/requests/${requestId}/comments`,
    cookies,
    payload: { text },
  });

/** `count` comments on the request straight in the table, a second apart, alternately the client's and the firm's. */
async function insertComments(requestId: number, clientId: number, count: number, start = '2026-01-01') {
  await app().db.execute(sql`
    insert into request_comments (request_id, author_id, text, created_at)
    select ${requestId}, case when i % 2 = 0 then ${clientId} else 1 end, 'Commento ' || i,
           ${start}::timestamptz + i * interval '1 second'
    from generate_series(1, ${count}) as i`);
}

async function freshClient() {
  const user = await createUser(app());
  return { ...user, cookies: await login(app(), user.username, user.password) };
}

describe('comments have a rate limit per person (F9)', () => {
  it('a client: 30 in ten minutes, then 429 with Retry-After, in Italian; again once the window is past', async () => {
    const client = await freshClient();
    const request = await h.requestFor(client);
    for (let i = 1; i <= 30; i++) {
      const res = await comment(client.cookies, request.id, `Domanda ${i}`);
      expect(res.statusCode, `comment ${i}`).toBe(201);
    }
    const refused = await comment(client.cookies, request.id, 'Ancora una');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(
        /^Hai scritto troppi commenti in poco tempo\. Riprova tra \d+ minut[oi]\.$/,
      ),
    });
    // Another client is not held up by this one.
    const other = await freshClient();
    expect((await comment(other.cookies, (await h.requestFor(other)).id, 'Buongiorno')).statusCode).toBe(201);

    h.t.clock.advance(10 * MINUTE);
    expect((await comment(client.cookies, request.id, 'Dopo una pausa')).statusCode).toBe(201);
    expect(await app().db.$count(requestComments, eq(requestComments.requestId, request.id))).toBe(31);
  });

  it('a member of staff: 60 in ten minutes on the firm’s route', async () => {
    h.t.clock.advance(10 * MINUTE);
    const request = await h.requestFor();
    for (let i = 1; i <= 60; i++) {
      const res = await comment(h.admin, request.id, `Risposta ${i}`, 'firm');
      expect(res.statusCode, `comment ${i}`).toBe(201);
    }
    const refused = await comment(h.admin, request.id, 'Ancora una', 'firm');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Hai scritto troppi commenti in poco tempo\./);
  });
});

describe(`a request holds at most ${COMMENTS_PER_REQUEST_MAX} comments (F9)`, () => {
  it('the next one is a 409 in Italian, from either side, and nothing is stored', async () => {
    h.t.clock.advance(10 * MINUTE);
    const client = await freshClient();
    const request = await h.requestFor(client);
    await insertComments(request.id, client.id, COMMENTS_PER_REQUEST_MAX - 1);
    expect((await comment(client.cookies, request.id, 'Il cinquecentesimo')).statusCode).toBe(201);
    for (const [cookies, side, message] of [
      [client.cookies, 'client', /^Questa richiesta ha raggiunto il massimo di 500 commenti: .*lo studio\.$/],
      [h.admin, 'firm', /^Questa richiesta ha raggiunto il massimo di 500 commenti: .*il cliente\.$/],
    ] as const) {
      const res = await comment(cookies, request.id, 'Uno di troppo', side);
      expect(res.statusCode, side).toBe(409);
      expect(res.json()).toEqual({ message: expect.stringMatching(message) });
    }
    expect(await app().db.$count(requestComments, eq(requestComments.requestId, request.id))).toBe(
      COMMENTS_PER_REQUEST_MAX,
    );
  });
});

describe("the firm's detail of a request pages its comments (F9)", () => {
  it('the detail carries none; GET …/comments answers 50 a page, newest first, and walks them all once', async () => {
    const request = await h.requestFor();
    const other = await h.requestFor(h.lucia);
    await insertComments(request.id, h.mario.id, 120);
    await insertComments(other.id, h.lucia.id, 3);

    const detail = await app().inject({ url: `/api/admin/requests/${request.id}`, cookies: h.admin });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).not.toHaveProperty('comments');
    expect(detail.body.length).toBeLessThan(5_000);

    const url = `/api/admin/requests/${request.id}/comments`;
    const first = await getPage<RequestComment>(app(), url, h.admin);
    expect(first).toMatchObject({ total: 120, totalCapped: false });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      text: 'Commento 120',
      author: 'client',
      authorName: 'Mario Rossi',
    });
    expect(first.items[1]).toMatchObject({ text: 'Commento 119', author: 'firm' });

    // A comment arriving between two pages is on no later page, and none repeats or goes missing.
    const { items } = await walkPages<RequestComment>(app(), url, h.admin, {
      between: async () => {
        await comment(h.admin, request.id, 'Arrivato nel frattempo', 'firm');
      },
    });
    const texts = items.map((c) => c.text);
    expect(texts).toHaveLength(120);
    expect(new Set(texts).size).toBe(120);
    expect(texts.at(-1)).toBe('Commento 1');
  });

  it('404 for a request that does not exist, 400 for a forged cursor', async () => {
    const missing = await app().inject({ url: '/api/admin/requests/999999/comments', cookies: h.admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Richiesta non trovata' });
    const request = await h.requestFor();
    const forged = await app().inject({
      url: `/api/admin/requests/${request.id}/comments?cursor=zzz`,
      cookies: h.admin,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: INVALID_CURSOR });
  });

  it("the client's own requests still carry their whole thread (at most 500 a request)", async () => {
    const client = await freshClient();
    const request = await h.requestFor(client);
    await insertComments(request.id, client.id, 80);
    const res = await app().inject({ url: '/api/requests?limit=200', cookies: client.cookies });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json();
    const found = mine.items.find((r: { id: number }) => r.id === request.id);
    expect(found.comments).toHaveLength(80);
    expect(found.comments[0].text).toBe('Commento 1');
  });
});
