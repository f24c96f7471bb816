/**
 * One engine and size of `npm run bench:messages`, all in the process that runs it: a fresh database
 * seeded (messages-seed.ts), the reads through `app.inject`, then over a real connection the delivery
 * (messages-delivery.ts) and the 500 streams (messages-fan-out.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createSession } from '../../server/auth/session-store';
import { createScratchDatabase, dropScratchDatabase } from '../../test/support/scratch-database';
import { startSmtpSink } from '../../test/support/smtp-sink';
import { TEST_ADMIN, testConfig } from '../../test/support/test-app';
import { login } from '../../test/support/users';
import { type Cookies, measureDelivery } from './messages-delivery';
import { measureStreams } from './messages-fan-out';
import type { Run } from './messages-report';
import { BIG_THREAD, seed } from './messages-seed';
import { SEARCHED_NAME, TEXT_SEARCH } from './messages-words';
import { timeMs } from './support';

const WARM_UP = 5;

interface ReadCase {
  name: string;
  who: 'firm' | 'client';
  url: string;
}

export interface ReadFigures {
  name: string;
  samples: number[];
  /** What a list says it found (`total`), or null for a count or a conversation. */
  total: number | null;
  /** The files on a conversation's page, or null for a list or a count. */
  files: number | null;
}

function readCases(bigThreadId: number): ReadCase[] {
  const big = bigThreadId;
  return [
    { name: 'firm: first page', who: 'firm', url: '/api/admin/messages/threads' },
    { name: 'firm: unread (?unread=true)', who: 'firm', url: '/api/admin/messages/threads?unread=true' },
    { name: 'firm: closed (?state=closed)', who: 'firm', url: '/api/admin/messages/threads?state=closed' },
    {
      name: `firm: search '${TEXT_SEARCH}'`,
      who: 'firm',
      url: `/api/admin/messages/threads?q=${TEXT_SEARCH}`,
    },
    {
      name: `firm: search a name '${SEARCHED_NAME}'`,
      who: 'firm',
      url: `/api/admin/messages/threads?q=${encodeURIComponent(SEARCHED_NAME)}`,
    },
    { name: 'firm: count', who: 'firm', url: '/api/admin/messages/counts' },
    { name: `firm: conversation of ${BIG_THREAD}`, who: 'firm', url: `/api/admin/messages/threads/${big}` },
    { name: 'client: first page', who: 'client', url: '/api/messages/threads' },
    {
      name: `client: search '${TEXT_SEARCH}'`,
      who: 'client',
      url: `/api/messages/threads?q=${TEXT_SEARCH}`,
    },
    { name: 'client: count', who: 'client', url: '/api/messages/counts' },
    { name: `client: conversation of ${BIG_THREAD}`, who: 'client', url: `/api/messages/threads/${big}` },
  ];
}

type ReadBody = { total?: number; messages?: { items: { files: unknown[] }[] } };

async function measureReads(
  app: FastifyInstance,
  cases: ReadCase[],
  cookies: Record<ReadCase['who'], Cookies>,
  samples: number,
): Promise<{ reads: ReadFigures[]; loopMaxMs: number }> {
  const get = async (c: ReadCase) => {
    const res = await app.inject({ url: c.url, cookies: cookies[c.who] });
    if (res.statusCode !== 200) throw new Error(`${c.url} answered ${res.statusCode}: ${res.body}`);
    return res;
  };
  // Every read once over first, so the figures are not the cost of first use.
  for (const c of cases) for (let i = 0; i < WARM_UP; i++) await get(c);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const reads: ReadFigures[] = [];
  for (const c of cases) {
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      times.push(await timeMs(() => get(c)));
      // A turn of the event loop between requests, as between a server's requests: the delay
      // monitor's timer can only fire there, and a request that never yields is one stall.
      await nextTurn();
    }
    const body = (await get(c)).json<ReadBody>();
    reads.push({
      name: c.name,
      samples: times,
      total: typeof body.total === 'number' ? body.total : null,
      files: body.messages ? body.messages.items.reduce((sum, m) => sum + m.files.length, 0) : null,
    });
  }
  loop.disable();
  return { reads, loopMaxMs: loop.max / 1e6 };
}

export async function measure(
  engine: 'pglite' | 'postgres',
  clients: number,
  samples: number,
  serverUrl: string,
): Promise<Run> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-messages-'));
  const databaseUrl =
    engine === 'postgres' ? await createScratchDatabase(serverUrl, 'studio_messages') : undefined;
  // Mail is on, to a sink on loopback, so that the notices' outbox is written as in production.
  const smtp = await startSmtpSink();
  const config = testConfig(dataDir, databaseUrl, {
    MAIL_FROM: 'sito@studio.example',
    MAIL_TO: 'studio@studio.example',
    SMTP_URL: smtp.url,
  });
  // No private page is drawn here: without a handler of its own the app imports the React Router
  // build in the background at start, seconds of compiling that would land in the first figures.
  const app = await buildApp(config, {
    pages: async () => new Response('not drawn by this bench', { status: 501 }),
  });
  await app.ready();
  try {
    const now = new Date();
    const started = performance.now();
    const seeded = await seed(app, clients, now);
    const seedMs = performance.now() - started;
    process.stderr.write(
      `${engine}, ${clients} clients: seeded ${seeded.threads} conversations, ${seeded.messages} messages ` +
        `(${seeded.uploads + seeded.documents} with a file) in ${Math.round(seedMs)} ms\n`,
    );
    const admin = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const cookieName = Object.keys(admin)[0]!;
    const client = {
      [cookieName]: await createSession(
        app.db,
        { userId: seeded.firstClientId, remember: false },
        new Date(),
      ),
    };
    const cases = readCases(seeded.bigThreadId);
    const { reads, loopMaxMs } = await measureReads(app, cases, { firm: admin, client }, samples);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const delivery = await measureDelivery(app, port, admin, client, seeded.deliveryThreadId);
    const streams = await measureStreams(app, port, admin, seeded, now);
    return {
      engine,
      clients,
      seedMs,
      threads: seeded.threads,
      messages: seeded.messages,
      uploads: seeded.uploads,
      documents: seeded.documents,
      reads,
      loopMaxMs,
      delivery,
      streams,
    };
  } finally {
    await app.close();
    await smtp.close();
    if (databaseUrl) await dropScratchDatabase(serverUrl, databaseUrl);
    await rm(dataDir, { recursive: true, force: true });
  }
}
