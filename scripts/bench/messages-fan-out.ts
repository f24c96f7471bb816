/**
 * The messages bench's 500 streams of 500 different clients, the parent's side of messages-streams.ts:
 * sessions made with createSession (clients added when the size has fewer), the streams opened by a
 * child process so that the growth of this process's heap and RSS is the server's, then one message
 * to each of 50 of those clients, each of which must reach exactly its own stream.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../../server/auth/session-store';
import { selectRows } from '../../server/db/client';
import { cookieHeader } from '../../test/support/users';
import { type Cookies, postFirmMessage } from './messages-delivery';
import { n, type Seeded } from './messages-seed';
import type { FromStreams, ToStreams } from './messages-streams';

export const STREAMS = 500;
export const FAN_OUT = 50;
const gc = (globalThis as { gc?: () => void }).gc;

export interface StreamFigures {
  opened: number;
  openMs: number;
  heapGrowth: number;
  rssGrowth: number;
  /** Clients that got exactly their own event, and events that reached a stream they were not for. */
  ownEvents: number;
  strayEvents: number;
  fanOut: number[];
  /** The longest event-loop stall while the 500 streams opened, and while the 50 messages went out. */
  openLoopMaxMs: number;
  loopMaxMs: number;
  addedClients: number;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function memoryNow() {
  // Twice, and a moment between: the closed streams' and sockets' finalisers run between passes.
  for (let i = 0; i < 2; i++) {
    gc?.();
    await settle(50);
  }
  return process.memoryUsage();
}

async function waitFor(test: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  while (!test()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await settle(10);
  }
}

/** 500 open streams of 500 clients: the server's memory for them, and each event reaching its own. */
export async function measureStreams(
  app: FastifyInstance,
  port: number,
  admin: Cookies,
  seeded: Seeded,
  now: Date,
): Promise<StreamFigures> {
  const db = app.db;
  const at = sql`${now.toISOString()}::timestamptz`;
  const pick = () =>
    selectRows<{ user_id: number; thread_id: number }>(
      db,
      sql`select distinct on (user_id) user_id, id as thread_id from message_threads
          where id <> ${n(seeded.bigThreadId)} order by user_id, id limit ${n(STREAMS)}`,
    );
  let targets = await pick();
  const addedClients = STREAMS - targets.length;
  if (addedClients > 0) {
    await db.execute(sql`
      insert into users (username, password_hash, full_name, email, role)
      select 'flusso' || k, 'x', 'Flusso ' || k, 'flusso' || k || '@example.it', 'client'
      from generate_series(1, ${n(addedClients)}) as k`);
    await db.execute(sql`
      insert into message_threads (user_id, subject, created_by, created_at, last_message_at, last_public_at)
      select id, 'Benvenuto', ${n(seeded.adminId)}, ${at}, ${at}, ${at} from users where username like 'flusso%'`);
    await db.execute(sql`
      insert into messages (thread_id, author_id, from_firm, text, created_at, read_at)
      select t.id, ${n(seeded.adminId)}, true, 'Benvenuto nell''area clienti.', ${at}, ${at}
      from message_threads t join users u on u.id = t.user_id where u.username like 'flusso%'`);
    targets = await pick();
  }
  const cookieName = Object.keys(admin)[0]!;
  const cookies: string[] = [];
  for (const t of targets) {
    const token = await createSession(db, { userId: Number(t.user_id), remember: false }, new Date());
    cookies.push(cookieHeader({ [cookieName]: token }));
  }
  await waitFor(() => app.messageEvents.size === 0, 'the delivery stream to close');

  const child: ChildProcess = fork(path.join(import.meta.dirname, 'messages-streams.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const events: Extract<FromStreams, { type: 'event' }>[] = [];
  let opened: Extract<FromStreams, { type: 'opened' }> | undefined;
  let failed: string | undefined;
  child.on('message', (m: FromStreams) => {
    if (m.type === 'event') events.push(m);
    else if (m.type === 'opened') opened = m;
    else failed = m.error;
  });
  const tell = (m: ToStreams) => child.send(m);
  await once(child, 'spawn');
  try {
    const before = await memoryNow();
    const opening = monitorEventLoopDelay({ resolution: 5 });
    opening.enable();
    tell({ type: 'open', port, cookies });
    await waitFor(() => opened !== undefined || failed !== undefined, 'the streams to open', 60_000);
    opening.disable();
    if (failed) throw new Error(`the streams' process: ${failed}`);
    await settle(200);
    const after = await memoryNow();
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const size = app.messageEvents.size;

    // One message to each of 50 of the clients (every tenth stream), one after the other.
    const sentAt = new Map<number, { threadId: number; at: number }>();
    for (let k = 0; k < FAN_OUT; k++) {
      const index = k * (STREAMS / FAN_OUT);
      const target = targets[index]!;
      sentAt.set(index, {
        threadId: Number(target.thread_id),
        at: performance.timeOrigin + performance.now(),
      });
      const res = await postFirmMessage(app, admin, Number(target.thread_id), `Avviso n. ${k}`);
      if (res.statusCode !== 201) throw new Error(`the message answered ${res.statusCode}: ${res.body}`);
    }
    await waitFor(() => events.length >= FAN_OUT, 'the 50 events').catch(() => {});
    // Long enough for a duplicate or a stray event to show.
    await settle(500);
    loop.disable();
    let ownEvents = 0;
    let strayEvents = 0;
    const fanOut: number[] = [];
    for (let index = 0; index < targets.length; index++) {
      const got = events.filter((e) => e.index === index);
      const expected = sentAt.get(index);
      if (expected && got.length === 1 && got[0]!.threadId === expected.threadId) {
        ownEvents++;
        fanOut.push(got[0]!.at - expected.at);
      } else
        strayEvents += expected ? got.filter((e) => e.threadId !== expected.threadId).length : got.length;
    }
    return {
      opened: size,
      openMs: opened!.ms,
      heapGrowth: after.heapUsed - before.heapUsed,
      rssGrowth: after.rss - before.rss,
      ownEvents,
      strayEvents,
      fanOut,
      openLoopMaxMs: opening.max / 1e6,
      loopMaxMs: loop.max / 1e6,
      addedClients,
    };
  } finally {
    if (child.connected) tell({ type: 'close' });
    if (child.exitCode === null) await once(child, 'exit');
  }
}
