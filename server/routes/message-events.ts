import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guards';

const PING_MS = 25_000;
/**
 * A stream ends after this long and the browser opens another (EventSource does it by itself): the
 * session is checked again then, as on any request, so a stream never outlives its sign-in by more.
 */
export const STREAM_MAX_MS = 5 * 60_000;
/**
 * Each stream's end and each browser's return are spread at random: streams opened together (every page
 * after a restart) would otherwise all come back in the same instant, every five minutes. 500 at once
 * hold PGlite's one connection for 0.6–1 s (bench:messages).
 */
const spread = (ms: number) => Math.round(ms * Math.random());

/**
 * `GET /api/messages/events`: Server-Sent Events for the signed-in person. Each event names only a
 * conversation and the kind of change ('message', 'read', 'state'; 'resync' when some may have been
 * missed); the page then reads it through the API, which checks every permission again.
 */
export async function messageEventRoutes(app: FastifyInstance) {
  app.get(
    '/messages/events',
    {
      schema: {
        operationId: 'streamMessageEvents',
        summary:
          "Server-Sent Events of the signed-in person's conversations: which changed, never what they say",
        errors: { 403: 'The account has a step left to do' },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const stream = new PassThrough();
      const write = (event: string, data: object) =>
        stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const stop = app.messageEvents.listen({
        userId: me.role === 'admin' ? 'firm' : me.id,
        send: ({ kind, ...rest }) => write(kind, 'threadId' in rest ? { threadId: rest.threadId } : {}),
        end: () => stream.end(),
      });
      const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
      const maxAge = setTimeout(() => stream.end(), STREAM_MAX_MS + spread(60_000));
      const cleanUp = () => {
        stop();
        clearInterval(ping);
        clearTimeout(maxAge);
      };
      stream.on('close', cleanUp);
      // The response's close, not the request's: that one comes as soon as the request is read.
      reply.raw.on('close', () => stream.destroy());
      stream.write(`retry: ${2_000 + spread(6_000)}\n\n`);
      write('ready', {});
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx would otherwise hold the events in its buffer (docs/deploy.md proxies /api).
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );
}
