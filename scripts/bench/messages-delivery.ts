/**
 * The messages bench's delivery, over a real connection (`app.listen`, Node's http client): from the
 * firm's `POST /api/admin/messages/threads/:id/messages` to the `message` event on the client's open
 * `GET /api/messages/events`, and to that plus the client's `GET` of the conversation, which is what
 * a page does to show it.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { cookieHeader } from '../../test/support/users';

export type Cookies = Record<string, string>;

export const DELIVERIES = 30;
// As many as the reads warm up with (messages-run.ts): the first messages pay for first use.
const WARM_UP = 5;

/** An open `GET /api/messages/events` over a real connection, with each event's arrival time. */
function openStream(port: number, cookie: string) {
  const events: { event: string; threadId?: number; at: number }[] = [];
  let wake: (() => void) | undefined;
  let req: http.ClientRequest;
  const stream = {
    events,
    /** Waits until `test` holds over the events received, at most `timeoutMs`. */
    async until(test: () => boolean, timeoutMs: number) {
      const deadline = performance.now() + timeoutMs;
      while (!test()) {
        const left = deadline - performance.now();
        if (left <= 0) throw new Error('no event in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close: () => req.destroy(),
  };
  return new Promise<typeof stream>((resolve, reject) => {
    req = http.get(
      { host: '127.0.0.1', port, path: '/api/messages/events', headers: { cookie }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`the stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('error', () => {});
        let buffered = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffered += chunk;
          for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1];
            if (!event) continue;
            const data = /^data: (.+)$/m.exec(block)?.[1];
            events.push({ event, threadId: data ? JSON.parse(data).threadId : undefined, at });
            if (event === 'ready') resolve(stream);
          }
          wake?.();
        });
      },
    );
    req.on('error', reject);
  });
}

/** A GET over a real connection, read whole. */
function httpGet(port: number, url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { cookie }, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export const postFirmMessage = (app: FastifyInstance, admin: Cookies, threadId: number, text: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/messages/threads/${threadId}/messages`,
    cookies: admin,
    payload: { text },
  });

export interface DeliveryFigures {
  toEvent: number[];
  toShown: number[];
}

/** The firm writes; the client's open stream hears it, and the page reads the conversation again. */
export async function measureDelivery(
  app: FastifyInstance,
  port: number,
  admin: Cookies,
  client: Cookies,
  threadId: number,
): Promise<DeliveryFigures> {
  const cookie = cookieHeader(client);
  const stream = await openStream(port, cookie);
  const figures: DeliveryFigures = { toEvent: [], toShown: [] };
  try {
    for (let i = 0; i < WARM_UP + DELIVERIES; i++) {
      const seen = stream.events.filter((e) => e.event === 'message').length;
      const text = `Risposta dello studio n. ${i}`;
      const started = performance.now();
      const posted = postFirmMessage(app, admin, threadId, text);
      await stream.until(() => stream.events.filter((e) => e.event === 'message').length > seen, 10_000);
      const event = stream.events.filter((e) => e.event === 'message')[seen]!;
      if (event.threadId !== threadId) throw new Error(`an event of conversation ${event.threadId}`);
      const page = await httpGet(port, `/api/messages/threads/${threadId}`, cookie);
      const shown = performance.now();
      if (page.status !== 200 || !page.body.includes(text))
        throw new Error(`the conversation answered ${page.status} without the new message`);
      const res = await posted;
      if (res.statusCode !== 201) throw new Error(`the reply answered ${res.statusCode}: ${res.body}`);
      if (i < WARM_UP) continue;
      figures.toEvent.push(event.at - started);
      figures.toShown.push(shown - started);
    }
  } finally {
    stream.close();
  }
  return figures;
}
