/**
 * The far end of `npm run bench:messages`' open streams, in a process of its own so that the
 * server's memory growth is the server's alone: forked by messages-fan-out.ts, it opens one
 * `GET /api/messages/events` per cookie it is sent (Node's http client, no keep-alive agent), says
 * when every one has had its `ready`, forwards each `message` event with the stream's index and the
 * time it arrived (`performance.timeOrigin + performance.now()`, a clock both processes share), and
 * closes them all when told.
 */
import http from 'node:http';

export type ToStreams = { type: 'open'; port: number; cookies: string[] } | { type: 'close' };
export type FromStreams =
  | { type: 'opened'; ms: number }
  | { type: 'event'; index: number; threadId: number; at: number }
  | { type: 'failed'; error: string };

const send = (message: FromStreams) => process.send!(message);
const now = () => performance.timeOrigin + performance.now();
const responses: http.IncomingMessage[] = [];

function open(port: number, cookie: string, index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/api/messages/events', headers: { cookie }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream ${index} answered ${res.statusCode}`));
          res.resume();
          return;
        }
        responses.push(res);
        res.setEncoding('utf8');
        res.on('error', () => {});
        let buffered = '';
        res.on('data', (chunk: string) => {
          buffered += chunk;
          for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1];
            if (event === 'ready') resolve();
            if (event === 'message') {
              const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as { threadId: number };
              send({ type: 'event', index, threadId: data.threadId, at: now() });
            }
          }
        });
      },
    );
    req.on('error', reject);
  });
}

process.on('message', async (message: ToStreams) => {
  if (message.type === 'close') {
    for (const res of responses) res.destroy();
    process.disconnect();
    return;
  }
  const started = performance.now();
  try {
    await Promise.all(message.cookies.map((cookie, index) => open(message.port, cookie, index)));
    send({ type: 'opened', ms: performance.now() - started });
  } catch (err) {
    send({ type: 'failed', error: String(err) });
  }
});
