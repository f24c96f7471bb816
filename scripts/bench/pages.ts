/**
 * Lighthouse 12 on every public page, /auth, the password reset page and each tab of a signed-in
 * client's area (scripts/bench/pages-client.ts): builds, starts the built server on a
 * free port with a fresh data directory, audits each page with the default
 * mobile settings (simulated throttling) in Debian's Chromium, and prints a
 * table; then measures wrk's rate on each tab drawn at request time against the home page; then times a client's sign-in to the first document on screen under the
 * same throttling (pages-client.ts), straight to Node and through the deployment's nginx (HTTP/2; nginx must be
 * installed, as for `npm run test:proxy`). `--skip-build` reuses the current build; `--runs N` keeps, per page,
 * the run with the median performance score; `--pages /,/servizi` audits
 * only those pages; `--reports DIR` saves the JSON reports.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { publicPaths, signInPath } from '../../common/routes';
import { chromiumExecutable, chromiumLaunchOptions } from '../../e2e/support/chromium';
import { startProxiedSite } from '../../test/proxy/proxy-harness';
import {
  areaServingRates,
  clientPages,
  seedBenchClient,
  signInBrowser,
  signInFigures,
  signInToDocuments,
  spkiHash,
} from './pages-client';
import { type PageResult, printTable, resultOf } from './pages-report';
import { startServerProcess } from './server-process';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 1;
// `--pages /,/contatti` audits only those pages; `--reports DIR` keeps each Lighthouse JSON report.
const pages = option('--pages')?.split(',') ?? [
  ...publicPaths,
  signInPath,
  '/reimposta-password',
  ...clientPages,
];
const reportsDir = option('--reports');
const root = path.resolve(import.meta.dirname, '../..');

/** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, on a busy machine) is retried. */
async function audit(url: string, port: number, signedIn: boolean): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(url, {
      port,
      // The signed-in pages keep the session's cookies (Lighthouse otherwise clears the origin's storage).
      disableStorageReset: signedIn,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = runner.lhr.runtimeError;
    if (!error || attempt === 3) return runner.lhr;
    console.warn(`${url}: ${error.code}, running again`);
  }
}

/** The median of three sign-ins to the first document (pages-client.ts), printed. */
async function timeSignIn(route: string, origin: string, debuggingPort: number) {
  const timings = [];
  for (let i = 0; i < Math.max(runs, 5); i++) timings.push(await signInToDocuments(origin, debuggingPort));
  console.warn(
    `Sign-in to documents visible, ${route} (phone, Lighthouse's mobile throttling, typed in a fresh profile): ` +
      `${signInFigures(timings)}; goal ≤ 1.0 s`,
  );
}

if (!args.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);
}

console.warn(`Load average (1 min) at the start: ${loadavg()[0]!.toFixed(2)}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-bench-pages-'));
await seedBenchClient(dataDir);
const serverEnv = {
  DATABASE_URL: '',
  ADMIN_PASSWORD: 'bench-pages-admin-password',
  NEWS_FEEDS: '[]',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
const server = await startServerProcess(root, { ...serverEnv, DATA_DIR: dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: [...(chromiumLaunchOptions.args ?? []), '--headless=new'],
});
try {
  const results: PageResult[] = [];
  for (const pagePath of pages) {
    const attempts: PageResult[] = [];
    for (let i = 0; i < runs; i++) {
      const signedIn = clientPages.includes(pagePath);
      // Signed in again before each: an audit of a public page may have cleared the origin's cookies.
      if (signedIn) await signInBrowser(server.url, chrome.port);
      const lhr = await audit(`${server.url}${pagePath}`, chrome.port, signedIn);
      if (reportsDir) {
        await mkdir(reportsDir, { recursive: true });
        const name = `${pagePath.slice(1).replaceAll(/[/?=]/g, '-') || 'home'}-${i + 1}.json`;
        await writeFile(path.join(reportsDir, name), JSON.stringify(lhr));
      }
      attempts.push(await resultOf(pagePath, lhr, path.join(root, 'build/client'), server.url));
    }
    attempts.sort((a, b) => a.performance - b.performance);
    const median = attempts[Math.floor(attempts.length / 2)]!;
    results.push(median);
    console.warn(`${pagePath}: done`);
  }
  printTable(results, runs);
  if (pages.some((page) => clientPages.includes(page))) {
    await timeSignIn('straight to Node, HTTP/1.1', server.url, chrome.port);
    const rates = await areaServingRates(server.url);
    if (!rates)
      console.warn('The area served under load: NOT MEASURED, wrk is not installed (apt-get install -y wrk)');
    for (const { page, drawn, home } of rates ?? [])
      console.warn(
        `A signed-in client's ${page} under wrk (4 connections, one process): drawn at request time ${drawn.toFixed(0)}/s, ` +
          `the prerendered home page ${home.toFixed(0)}/s (${(drawn / home).toFixed(2)}×)`,
      );
    // Chromium keeps nothing in its cache from a site whose certificate error it was told to ignore: a
    // browser of its own trusts the certificate made for the run, as a phone trusts a real one.
    const proxied = await startProxiedSite({ seed: (dir) => seedBenchClient(dir) });
    const trusting = await chromeLauncher.launch({
      chromePath: chromiumExecutable,
      chromeFlags: [
        ...(chromiumLaunchOptions.args ?? []),
        '--headless=new',
        `--ignore-certificate-errors-spki-list=${await spkiHash(proxied.certificate)}`,
      ],
    });
    try {
      await timeSignIn("through the deployment's nginx, HTTP/2", proxied.publicUrl, trusting.port);
    } finally {
      await trusting.kill();
      await proxied.stop();
    }
  }
  // Lighthouse scales the CPU time it observes: on a busy machine TBT and the paints suffer.
  console.warn(`Load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await chrome.kill();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
