/**
 * `npm run bench:season`: the first day of the tax season at a firm of 1,000
 * clients against one of 10, in the same run. For each engine (PGlite, and
 * PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432 when it answers) and
 * size, on a fresh database: the 730 request created for every client in one
 * action (`POST /api/admin/requests` with `allClients`, median of 3, each a new
 * request for everyone), then, with an F24 due in 3 days for each client, the
 * reminder run that chooses and queues the day's e-mails, and a second run the
 * same day (nothing new). Mail goes to an SMTP sink on loopback.
 * `--clients 10,1000`, `--engines pglite,postgres`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { addDays, romeToday } from '../../common/calendar-date';
import type { RequestTemplate } from '../../common/schemas/document-requests';
import { buildApp } from '../../server/app';
import { selectRows } from '../../server/db/client';
import { runReminders } from '../../server/reminders/run-reminders';
import {
  createScratchDatabase,
  dropScratchDatabase,
  postgresAnswers,
} from '../../test/support/scratch-database';
import { startSmtpSink } from '../../test/support/smtp-sink';
import { TEST_ADMIN, testConfig } from '../../test/support/test-app';
import { login } from '../../test/support/users';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '10,1000' },
    engines: { type: 'string', default: 'pglite,postgres' },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  engine: string;
  clients: number;
  createMs: number;
  requests: number;
  items: number;
  remindMs: number;
  mails: number;
  againMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(engine: 'pglite' | 'postgres', clients: number): Promise<Row> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-season-'));
  const databaseUrl =
    engine === 'postgres' ? await createScratchDatabase(serverUrl, 'studio_season') : undefined;
  const smtp = await startSmtpSink();
  const config = testConfig(dataDir, databaseUrl, {
    MAIL_FROM: 'sito@studio.example',
    MAIL_TO: 'studio@studio.example',
    SMTP_URL: smtp.url,
  });
  const app = await buildApp(config);
  await app.ready();
  try {
    await app.db.execute(
      sql`insert into users (username, password_hash, full_name, email, role)
          select 'cliente' || n, 'x', 'Cliente ' || lpad(n::text, 5, '0'), 'cliente' || n || '@example.it', 'client'
          from generate_series(1, ${clients}) as n`,
    );
    const admin = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const templates = (await app.inject({ url: '/api/admin/request-templates', cookies: admin })).json<
      RequestTemplate[]
    >();
    const modello730 = templates.find((t) => t.name === '730')!;
    const today = romeToday();
    const times: number[] = [];
    for (let round = 1; round <= 3; round++) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/requests',
        cookies: admin,
        payload: {
          title: `${modello730.title} (${round})`,
          dueDate: addDays(today, 7),
          items: modello730.items,
          allClients: {},
        },
      });
      times.push(performance.now() - started);
      if (res.statusCode !== 201) throw new Error(`creation answered ${res.statusCode}: ${res.body}`);
    }
    const [rows] = await selectRows<{ requests: number; items: number }>(
      app.db,
      sql`select (select count(*)::int from document_requests) as requests,
                 (select count(*)::int from request_items) as items`,
    );
    // An F24 due in three days for every client: the reminders' other kind.
    await app.db.execute(
      sql`insert into documents (user_id, title, filename, filetype, storage_key, size, sha256, amount_cents, due_date)
          select id, 'F24 saldo', 'f24.pdf', 'application/pdf', 'bench-' || id, 1, 'x', 48050, ${addDays(today, 3)}::date
          from users where role = 'client'`,
    );
    let started = performance.now();
    const mails = await runReminders(app, config.publicUrl);
    const remindMs = performance.now() - started;
    started = performance.now();
    await runReminders(app, config.publicUrl);
    const againMs = performance.now() - started;
    return {
      engine,
      clients,
      createMs: median(times),
      requests: rows!.requests / 3,
      items: rows!.items / 3,
      remindMs,
      mails,
      againMs,
    };
  } finally {
    await app.close();
    await smtp.close();
    if (databaseUrl) await dropScratchDatabase(serverUrl, databaseUrl);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const engines = values.engines.split(',').filter((e) => e === 'pglite' || e === 'postgres');
if (engines.includes('postgres') && !(await postgresAnswers(serverUrl))) {
  process.stderr.write(`PostgreSQL does not answer at ${serverUrl}: measuring PGlite only.\n`);
  engines.splice(engines.indexOf('postgres'), 1);
}
const sizes = values.clients.split(',').map(Number);
const runs: Row[] = [];
for (const engine of engines) {
  for (const clients of sizes) {
    runs.push(await measure(engine as 'pglite' | 'postgres', clients));
    process.stderr.write(`measured ${engine} with ${clients} clients\n`);
  }
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const ms = (n: number) => `${Math.round(n)} ms`;
const ratio = (n: number, base: number | undefined) => (base ? ` (${(n / base).toFixed(1)}×)` : '');
out(
  `\nload average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ratios against the smallest size`,
);
out(
  '| engine | clients | request for all (median of 3) | requests / items | reminder run | e-mails | run again |',
);
out('|---|---|---|---|---|---|---|');
for (const r of runs) {
  const base = runs.find((b) => b.engine === r.engine && b.clients === sizes[0]);
  out(
    `| ${r.engine} | ${r.clients} | ${ms(r.createMs)}${ratio(r.createMs, base?.createMs)} | ${r.requests} / ${r.items} | ${ms(r.remindMs)}${ratio(r.remindMs, base?.remindMs)} | ${r.mails} | ${ms(r.againMs)} |`,
  );
}
process.exit(0);
