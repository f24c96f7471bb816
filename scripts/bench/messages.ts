/**
 * `npm run bench:messages`: the conversations between clients and the firm ('Messaggi', issue 48)
 * at a firm of 1,000 clients against one of 10, in the same run. For each engine (PGlite, and
 * PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432 when it answers) and size, on a fresh database
 * seeded in a few set-based statements (messages-seed.ts): 100 messages per client in 5
 * conversations of 20, plus one conversation of 500 for the first client (100,500 messages at 1,000
 * clients); a tenth of the messages are the firm's internal notes, and as many again carry one file
 * (the client's an upload of theirs, the firm's a document of the client; rows only, no stored
 * file, as nothing here downloads one); 'detrazioni' is in 1 % of them, subjects come from a short
 * list, the names from 20 first names × 50 surnames (messages-words.ts); a tenth of the
 * conversations wait for the firm, a tenth for the client, three in ten are closed; the
 * conversations' times and counters are computed from the messages inserted; then `vacuum analyze`,
 * as autovacuum (PostgreSQL) and the retention sweep (PGlite) leave a real database. Not modelled:
 * several instances, the notices' e-mails being sent (mail is on, to an SMTP sink on loopback, but a
 * notice waits 10 minutes), the private pages (a stub stands for the React Router build, whose
 * background import would land in the first figures). Each engine and size runs in a process of its
 * own (this script with `--one engine:size`, messages-run.ts), which measures:
 *
 * 1. p50/p95 of `--samples` requests each (50; after 5 to warm up), through `app.inject`, as an
 *    administrator: the firm's first page, its unread and closed pages, a search of the texts
 *    ('detrazioni') and of a client's surname, the firm's count, the conversation of 500 (its
 *    newest page, with its files); as the first client: their first page, count, search and the
 *    conversation of 500; with the longest event-loop stall meanwhile (`monitorEventLoopDelay`, as
 *    loop-probe.mjs).
 * 2. Delivery over a real connection (messages-delivery.ts): from the firm's
 *    `POST /api/admin/messages/threads/:id/messages` to the `message` event on the client's open
 *    `GET /api/messages/events`, and to that plus the client's `GET` of the conversation (what a
 *    page does to show it); p50/p95 of 30 messages.
 * 3. 500 streams of 500 different clients (messages-fan-out.ts; sessions made with createSession,
 *    clients added after the lists were measured when the size has fewer), opened by a child
 *    process (messages-streams.ts) so that the growth of this process's heap and RSS is the
 *    server's; `app.messageEvents.size`; then one message to each of 50 of those clients: each of
 *    their streams must get exactly its own event and no other stream any, with p50/p95 of that
 *    delivery while 500 streams are open.
 *
 * Goals printed beside the figures (messages-report.ts): the reads' p95 ≤ 50 ms on PostgreSQL,
 * ≤ 150 ms on PGlite (the issue names the first page and the search; the other reads are held to
 * the same bound here); delivery p95 ≤ 2 s; 500 streams within 50 MB. `--clients 10,1000`,
 * `--engines pglite,postgres`, `--samples 50`. Run with `--expose-gc` (the npm script does) for the
 * memory figures.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { postgresAnswers } from '../../test/support/scratch-database';
import { printMessages, type Run } from './messages-report';
import { measure } from './messages-run';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '10,1000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    samples: { type: 'string', default: '50' },
    one: { type: 'string', default: '' },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const samples = Number(values.samples);

// `--one pglite:1000`: one engine and size, in a process of its own, the figures sent to the parent.
if (values.one) {
  const [engine, clients] = values.one.split(':');
  process.send!(await measure(engine as 'pglite' | 'postgres', Number(clients), samples, serverUrl));
  process.exit(0);
}

/**
 * Each engine and size in a fresh process (this script again, with the same Node flags): the memory
 * figures would otherwise carry what the previous run left behind (a closed PGlite's WebAssembly
 * memory is given back to the system whenever the collector gets to it).
 */
async function measureApart(engine: string, clients: number): Promise<Run> {
  const child = fork(import.meta.filename, ['--one', `${engine}:${clients}`, '--samples', String(samples)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let run: Run | undefined;
  child.on('message', (m: Run) => {
    run = m;
  });
  const [code] = await once(child, 'exit');
  if (!run) throw new Error(`measuring ${engine} with ${clients} clients failed (exit ${code})`);
  return run;
}

const engines = values.engines.split(',').filter((e) => e === 'pglite' || e === 'postgres');
if (engines.includes('postgres') && !(await postgresAnswers(serverUrl))) {
  process.stderr.write(`PostgreSQL does not answer at ${serverUrl}: measuring PGlite only.\n`);
  engines.splice(engines.indexOf('postgres'), 1);
}
if (!(globalThis as { gc?: unknown }).gc)
  process.stderr.write('No global.gc (run with node --expose-gc): the memory figures are noisier.\n');
const sizes = values.clients.split(',').map(Number);
const wallStarted = performance.now();
const runs: Run[] = [];
for (const engine of engines) {
  for (const clients of sizes) {
    runs.push(await measureApart(engine, clients));
    process.stderr.write(`measured ${engine} with ${clients} clients\n`);
  }
}
printMessages(runs, samples, performance.now() - wallStarted);
process.exit(0);
