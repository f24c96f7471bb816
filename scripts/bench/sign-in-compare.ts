/**
 * A client's sign-in to the first document (pages-client.ts, under Lighthouse's mobile throttling),
 * timed in turn on this checkout's build and on another built checkout's, on the same machine at the
 * same moment: on a shared machine only such a comparison tells a change from the noise.
 * `npm run bench:sign-in -- /path/to/other/checkout [rounds]` (both built with `npm run build`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumExecutable, chromiumLaunchOptions } from '../../e2e/support/chromium';
import { seedBenchClient, signInFigures, signInToDocuments } from './pages-client';
import { startServerProcess } from './server-process';

const [other, rounds = '7'] = process.argv.slice(2);
if (!other) throw new Error('usage: npm run bench:sign-in -- /path/to/other/checkout [rounds]');
const builds = { 'this checkout': path.resolve(import.meta.dirname, '../..'), [other]: path.resolve(other) };
const env = {
  DATABASE_URL: '',
  ADMIN_PASSWORD: 'bench-sign-in-password',
  NEWS_FEEDS: '[]',
  LOG_LEVEL: 'warn',
};

const runs = [];
for (const [name, root] of Object.entries(builds)) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-bench-sign-in-'));
  await seedBenchClient(dataDir);
  runs.push({
    name,
    dataDir,
    times: [] as Awaited<ReturnType<typeof signInToDocuments>>[],
    server: await startServerProcess(root, { ...env, DATA_DIR: dataDir, NODE_ENV: 'production' }),
  });
}
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: [...(chromiumLaunchOptions.args ?? []), '--headless=new'],
});
try {
  // In turn, each round starting with the other build, so a slower minute falls on both.
  for (let i = 0; i < Number(rounds); i++)
    for (const run of i % 2 ? [...runs].reverse() : runs)
      run.times.push(await signInToDocuments(run.server.url, chrome.port));
} finally {
  await chrome.kill();
  for (const run of runs) {
    await run.server.stop();
    await rm(run.dataDir, { recursive: true, force: true });
  }
}
for (const { name, times } of runs)
  console.warn(`Sign-in to documents visible, ${name}: ${signInFigures(times)}`);
