import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../test/support/test-app';
import { type Instances, startTwoInstances } from '../../test/support/two-instances';
import { cookieHeader, createUser, login } from '../../test/support/users';

type Cookies = Record<string, string>;

/**
 * An open `GET /api/messages/events` over a real connection, and the events it has received. Node's
 * http client, not fetch: fetch leaves a connection of its own open, and the server's close would wait.
 */
async function openStream(app: FastifyInstance, cookies: Cookies) {
  const address = app.server.address() as { port: number };
  const events: { event: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  let buffered = '';
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: address.port,
        path: '/api/messages/events',
        headers: { cookie: cookieHeader(cookies) },
      },
      resolve,
    );
    req.on('error', reject);
  });
  res.setEncoding('utf8');
  res.on('error', () => {});
  res.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event) events.push({ event, data: data ? JSON.parse(data) : null });
    }
    for (const wake of waiters.splice(0)) wake();
  });
  res.on('end', () => {
    for (const wake of waiters.splice(0)) wake();
  });
  const until = async (test: () => boolean) => {
    while (!test()) {
      if (res.readableEnded) throw new Error('the stream ended');
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { res, events, until, close: () => res.destroy() };
}

let apps: Instances;
let admin: Cookies;
let mario: { id: number; cookies: Cookies };
let luisa: { cookies: Cookies };

beforeAll(async () => {
  apps = await startTwoInstances();
  await apps.one.listen({ port: 0, host: '127.0.0.1' });
  await apps.two.listen({ port: 0, host: '127.0.0.1' });
  admin = await login(apps.one, TEST_ADMIN.username, TEST_ADMIN.password);
  const m = await createUser(apps.one, { fullName: 'Mario Rossi' });
  const l = await createUser(apps.one, { fullName: 'Luisa Bianchi' });
  mario = { id: m.id, cookies: await login(apps.one, m.username, m.password) };
  luisa = { cookies: await login(apps.one, l.username, l.password) };
});
afterAll(() => apps.close());

const post = (app: FastifyInstance, cookies: Cookies, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) });

describe('GET /api/messages/events', () => {
  it("tells each open page of its own conversations' changes, from any instance, never a text or another's", async () => {
    const client = await openStream(apps.two, mario.cookies);
    const other = await openStream(apps.two, luisa.cookies);
    const firm = await openStream(apps.one, admin);
    expect(client.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.res.headers['x-accel-buffering']).toBe('no');
    await client.until(() => client.events.some((e) => e.event === 'ready'));

    // Written on the first instance, heard on the second.
    const started = await post(apps.one, mario.cookies, '/api/messages/threads', {
      subject: 'Domanda',
      text: 'Riservato',
    });
    const id = started.json<{ id: number }>().id;
    await firm.until(() => firm.events.some((e) => e.event === 'message'));
    expect(firm.events.find((e) => e.event === 'message')!.data).toEqual({ threadId: id });

    await post(apps.one, admin, `/api/admin/messages/threads/${id}/messages`, {
      text: 'Nota',
      internal: true,
    });
    await post(apps.one, admin, `/api/admin/messages/threads/${id}/read`);
    await post(apps.one, admin, `/api/admin/messages/threads/${id}/messages`, { text: 'Risposta' });
    await firm.until(() => firm.events.filter((e) => e.event === 'message').length === 3);
    await client.until(() => client.events.filter((e) => e.event === 'message').length === 2);
    // The note and the staff's read are the firm's: the client heard their own message and the reply.
    expect(client.events.map((e) => e.event)).toEqual(['ready', 'message', 'message']);
    expect(JSON.stringify(client.events)).not.toMatch(/Riservato|Risposta|Nota/);

    await post(apps.two, mario.cookies, `/api/messages/threads/${id}/read`);
    await firm.until(() => firm.events.filter((e) => e.event === 'read').length === 2);
    expect(other.events.map((e) => e.event)).toEqual(['ready']);
    for (const stream of [client, other, firm]) stream.close();
  });

  it('is for signed-in people only, and ends when the instance closes', async () => {
    const address = apps.two.server.address() as { port: number };
    const anonymous = await new Promise<number>((resolve) =>
      http.get({ host: '127.0.0.1', port: address.port, path: '/api/messages/events' }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      }),
    );
    expect(anonymous).toBe(401);
    const extra = await apps.another();
    await extra.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(extra, mario.cookies);
    await stream.until(() => stream.events.length > 0);
    expect(extra.messageEvents.size).toBe(1);
    await extra.close();
    expect(extra.messageEvents.size).toBe(0);
    // Ended as a response ends, not cut: the browser's EventSource reconnects to another instance.
    if (!stream.res.readableEnded) await new Promise((resolve) => stream.res.once('end', resolve));
    expect(stream.res.complete).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, a lost LISTEN connection', () => {
  it('comes back by itself, and tells every open page to read again', async () => {
    const client = await openStream(apps.two, mario.cookies);
    await client.until(() => client.events.some((e) => e.event === 'ready'));
    // What a restarted server or a broken network does to the listening connection, and only to it.
    await apps.one.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query like 'listen %' and datname = current_database()`,
    );
    await client.until(() => client.events.some((e) => e.event === 'resync'));
    const started = await post(apps.one, mario.cookies, '/api/messages/threads', {
      subject: 'Dopo',
      text: 'Ci sei?',
    });
    expect(started.statusCode).toBe(201);
    await client.until(() => client.events.some((e) => e.event === 'message'));
    client.close();
  });
});
