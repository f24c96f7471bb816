/**
 * `npm run bench:scale`: the lists at the size of a firm's ten-year archive
 * against a small firm's, in the same run. For each engine (PGlite, and
 * PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432 when it answers) and for
 * 10 and 1,000 clients (500 documents each from the firm, its F24s payments,
 * 200 sent by each, 20 requests each, messages and security events in
 * proportion), it seeds a fresh database with `npm run seed:archive`, starts
 * the built server with an event-loop probe (loop-probe.mjs) and measures, as
 * one admin and one client:
 * p50/p95 of each list's first page, a filtered page, a search and a page 100
 * pages deep; the longest event-loop delay and the server's memory growth
 * meanwhile; in Chromium the time from opening each screen to its rows and
 * the page's JavaScript heap; then a backup of the rows and its restore, with
 * their peak memory. `--clients 10,1000`, `--engines pglite,postgres`,
 * `--repeat 30`, `--only Documenti,Utenti` (names in scale-lists.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { SEEDED_CLIENT_PASSWORD } from '../../server/seed/archive-seed';
import {
  createScratchDatabase,
  dropScratchDatabase,
  postgresAnswers,
} from '../../test/support/scratch-database';
import { memoryProbe } from './documents-support';
import { listCases, screenCases } from './scale-lists';
import { printScale, type ScaleRun } from './scale-report';
import { loopDelay, measureList, probeModule, root, runScript, signIn } from './scale-run';
import { startServerProcess } from './server-process';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '10,1000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    repeat: { type: 'string', default: '30' },
    only: { type: 'string', default: '' },
  },
});
const sizes = values.clients.split(',').map(Number);
const repeat = Number(values.repeat);
// `--only Documenti,Utenti`: those lists and screens alone, when working on one.
const chosen = <T extends { name: string }>(cases: T[]) =>
  values.only ? cases.filter((c) => values.only.split(',').includes(c.name)) : cases;
const lists = chosen(listCases);
const screens = chosen(screenCases);
const ADMIN = { username: 'admin', password: 'Bench-scala-archivio-2026' };
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (!existsSync(path.join(root, 'build/app/main.js'))) {
  process.stderr.write('No build found: building the site first...\n');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const engines = values.engines.split(',').filter((e) => e === 'pglite' || e === 'postgres');
if (engines.includes('postgres') && !(await postgresAnswers(serverUrl))) {
  process.stderr.write(`PostgreSQL does not answer at ${serverUrl}: measuring PGlite only.\n`);
  engines.splice(engines.indexOf('postgres'), 1);
}

const browser = await chromium.launch(chromiumLaunchOptions);
const runs: ScaleRun[] = [];
try {
  for (const engine of engines) {
    for (const clients of sizes) {
      runs.push(await measure(engine as 'pglite' | 'postgres', clients));
      process.stderr.write(`measured ${engine} with ${clients} clients\n`);
    }
  }
} finally {
  await browser.close();
}
printScale(runs);

async function measure(engine: 'pglite' | 'postgres', clients: number): Promise<ScaleRun> {
  const work = await mkdtemp(path.join(tmpdir(), 'studio-bench-scale-'));
  const databases = engine === 'postgres' ? [await createScratchDatabase(serverUrl, 'studio_scale')] : [];
  const env = {
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: databases[0] ?? '',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    NEWS_FEEDS: '[]',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
  };
  const probeFile = path.join(work, 'probe.json');
  try {
    const seed = await runScript(
      'scripts/seed-archive.ts',
      ['--clients', String(clients), '--messages', String(20 * clients), '--audit', String(100 * clients)],
      env,
      probeFile,
    );
    const server = await startServerProcess(
      root,
      { ...env, NODE_ENV: 'production', BENCH_PROBE_FILE: probeFile },
      ['--import', probeModule],
    );
    let served: Pick<ScaleRun, 'lists' | 'loopMaxMs' | 'memoryGrowthBytes' | 'screens' | 'screenLoopMaxMs'>;
    try {
      const admin = await browser.newContext();
      const client = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const cookies = {
        admin: await signIn(admin, server.url, ADMIN, true),
        client: await signIn(
          client,
          server.url,
          { username: 'cliente00001', password: SEEDED_CLIENT_PASSWORD },
          false,
        ),
      };
      // Once over everything first, so the figures are not the cost of first use.
      for (const list of lists) await measureList(server.url, list, cookies[list.who], 1);
      const answers = (await loopDelay(server.pid, probeFile, 0)).answer;
      const memory = memoryProbe(server.pid);
      const walked = await memory.during(async () => {
        const figures = [];
        for (const list of lists)
          figures.push(await measureList(server.url, list, cookies[list.who], repeat));
        return figures;
      });
      const delay = await loopDelay(server.pid, probeFile, answers);
      const opened: ScaleRun['screens'] = [];
      for (const screen of screens) {
        const context = screen.who === 'admin' ? admin : client;
        opened.push({ name: screen.name, ...(await openScreen(context, server.url, screen)) });
      }
      served = {
        lists: walked.result,
        loopMaxMs: delay.maxDelayMs,
        memoryGrowthBytes: walked.peak - walked.baseline,
        screens: opened,
        screenLoopMaxMs: (await loopDelay(server.pid, probeFile, delay.answer)).maxDelayMs,
      };
      await admin.close();
      await client.close();
    } finally {
      await server.stop();
    }
    const backupFile = path.join(work, 'rows.zip');
    const backup = await runScript('scripts/backup.ts', ['--out', backupFile, '--rows-only'], env, probeFile);
    if (engine === 'postgres') databases.push(await createScratchDatabase(serverUrl, 'studio_scale'));
    const restore = await runScript(
      'scripts/restore.ts',
      [backupFile],
      { ...env, DATA_DIR: path.join(work, 'restored'), DATABASE_URL: databases[1] ?? '' },
      probeFile,
    );
    return {
      engine,
      clients,
      seedMs: seed.ms,
      ...served,
      backup: { ms: backup.ms, maxRssBytes: backup.maxRssBytes },
      restore: { ms: restore.ms, maxRssBytes: restore.maxRssBytes },
    };
  } finally {
    for (const url of databases) await dropScratchDatabase(serverUrl, url);
    await rm(work, { recursive: true, force: true });
  }
}

/** Median of three openings: from the navigation's start to the first frame with a row, and the heap once it is there. */
async function openScreen(
  context: import('@playwright/test').BrowserContext,
  base: string,
  screen: (typeof screenCases)[number],
) {
  const times: number[] = [];
  const heaps: number[] = [];
  for (let i = 0; i < 3; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}${screen.path}`, { waitUntil: 'commit' });
    // Read by the page's own clock, from the navigation's start, at the first frame that has a row: what the
    // person waits for, without the test runner's own round trips to the browser.
    const rowsAt = await page.waitForFunction(
      (selector) => {
        const seen = window as unknown as { __rowsAt?: number };
        if (seen.__rowsAt === undefined && document.querySelector(selector))
          seen.__rowsAt = performance.now();
        return seen.__rowsAt;
      },
      screen.rows,
      { polling: 'raf', timeout: 60_000 },
    );
    times.push((await rowsAt.jsonValue()) as number);
    await cdp.send('HeapProfiler.collectGarbage');
    heaps.push((await cdp.send('Runtime.getHeapUsage')).usedSize);
    await page.close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
  return { rowsMs: median(times), heapBytes: median(heaps) };
}
