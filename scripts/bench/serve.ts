/**
 * `npm run bench:serve`: how fast the built server answers static requests,
 * against nginx serving the same `build/client` files with gzip_static, both
 * on loopback and loaded in turn by wrk at 50 connections with
 * `Accept-Encoding: gzip`: `/` and the largest asset. Prints requests per
 * second of the server straight, of the server behind the repository's nginx
 * file over plain HTTP (as browsers reach it once deployed: pages and assets
 * from nginx's cache, decisions 0020 and 0035), of Node's HTTP server alone
 * repeating the site's answer (what Node itself reaches here, decision 0014)
 * and of nginx; the goal (issue 25) is the deployed site ≥ 0.8 × nginx. One
 * process on the embedded database, then, when PostgreSQL answers (at
 * BENCH_DATABASE_URL or 127.0.0.1:5432), a process per core (PROCESSES) on a
 * scratch database.
 * `--skip-build` reuses the current build; `--seconds N` sets each load's
 * length (10 by default). As root on Debian, wrk and nginx are installed
 * when missing; elsewhere the nginx side is skipped with a message.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  createScratchDatabase,
  dropScratchDatabase,
  postgresAnswers,
} from '../../test/support/scratch-database';
import { startBareNode } from './bare-node';
import { startDeployedNginx } from './nginx-deployed';
import { startNginx } from './nginx-static';
import { startServerProcess } from './server-process';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const seconds = Number(option('--seconds')) || 10;
const CONNECTIONS = 50;
const GOAL = 0.8;
const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(root, 'build/client');

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Installs Debian's package for a missing command when this is Debian and we are root; says whether it is there. */
function ensureCommand(command: string, pkg: string): boolean {
  if (has(command)) return true;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) return false;
  console.warn(`${command} not found: installing Debian's ${pkg} package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'ignore', env });
  return has(command);
}

/** Requests per second wrk reached on url; non-2xx answers or socket errors make the run fail. */
function wrk(url: string, duration: number): number {
  const run = spawnSync(
    'wrk',
    ['-t2', `-c${CONNECTIONS}`, `-d${duration}s`, '-H', 'Accept-Encoding: gzip', '--latency', url],
    { encoding: 'utf8' },
  );
  const out = `${run.stdout}${run.stderr}`;
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (run.status !== 0 || !rps) throw new Error(`wrk failed on ${url}:\n${out}`);
  if (/Non-2xx or 3xx responses|Socket errors/.test(out))
    throw new Error(`errors under load on ${url}:\n${out}`);
  return Number(rps[1]);
}

async function largestAsset(): Promise<string> {
  const dir = path.join(clientDir, 'assets');
  const files = (await readdir(dir)).filter((f) => /\.(js|css)$/.test(f));
  const sized = await Promise.all(
    files.map(async (f) => ({ f, size: (await stat(path.join(dir, f))).size })),
  );
  sized.sort((a, b) => b.size - a.size);
  if (!sized[0]) throw new Error('no assets in build/client: build first');
  return `/assets/${sized[0].f}`;
}

if (!ensureCommand('wrk', 'wrk')) {
  console.error('wrk is needed to load the servers: install it (Debian: apt-get install -y wrk).');
  process.exit(1);
}
if (!args.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);
}

const paths = ['/', await largestAsset()];
const baseEnv = {
  ADMIN_PASSWORD: 'bench-serve-admin-password',
  NEWS_FEEDS: '[]',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // As deployed (docs/deploy.md): behind nginx, whose cache reads the site's X-Accel-Expires.
  TRUST_PROXY: 'true',
};
// Before the scratch database: a failed start must not leave one behind.
const nginx = ensureCommand('nginx', 'nginx') ? await startNginx(clientDir) : null;
if (!nginx) console.warn('nginx not found (Debian: apt-get install -y nginx): measuring the server alone.');
// One process on the embedded database, as `npm start`; then, when PostgreSQL answers, every core (decision 0031).
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const processes = Math.max(2, availableParallelism());
const setups: { label: string; env: Record<string, string>; ready?: (output: string) => boolean }[] = [
  { label: '1 process, PGlite', env: { DATABASE_URL: '' } },
];
let scratch: string | undefined;
if (await postgresAnswers(serverUrl)) {
  scratch = await createScratchDatabase(serverUrl, 'studio_benchserve');
  setups.push({
    label: `PROCESSES=${processes}, PostgreSQL`,
    // Its primary says when the last process listens (at info: the fast path logs no request).
    env: { DATABASE_URL: scratch, PROCESSES: String(processes), LOG_LEVEL: 'info' },
    ready: (output) => output.includes('every process of the site is ready'),
  });
} else {
  console.warn(`PostgreSQL does not answer at ${serverUrl}: measuring one process on PGlite only.`);
}

try {
  console.warn(
    `\nServing benchmark (wrk, ${CONNECTIONS} connections, ${seconds} s a load, Accept-Encoding: gzip; load average ${loadavg()[0]!.toFixed(2)})`,
  );
  console.warn(
    `${'server'.padEnd(28)} ${'path'.padEnd(36)} ${'server req/s'.padStart(13)} ${'Node req/s'.padStart(10)} ${'deployed'.padStart(9)} ${'nginx req/s'.padStart(12)}  ${'server/Node'.padStart(9)}  ${'server/nginx'.padStart(12)}  deployed/nginx`,
  );
  const bareByPath = new Map<string, number>();
  for (const setup of setups) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-bench-serve-'));
    const server = await startServerProcess(
      root,
      { ...baseEnv, ...setup.env, DATA_DIR: dataDir },
      [],
      setup.ready,
    );
    // The same server behind the repository's nginx file, as a browser reaches it.
    const deployed = nginx ? await startDeployedNginx(Number(new URL(server.url).port)) : null;
    try {
      for (const p of paths) {
        // A short warm-up each (JIT, file caches), then the servers in turn.
        wrk(`${server.url}${p}`, 2);
        const ours = wrk(`${server.url}${p}`, seconds);
        let behind: number | null = null;
        if (deployed) {
          wrk(`${deployed.url}${p}`, 2);
          behind = wrk(`${deployed.url}${p}`, seconds);
        }
        let theirs: number | null = null;
        if (nginx) {
          wrk(`${nginx.url}${p}`, 2);
          theirs = wrk(`${nginx.url}${p}`, seconds);
        }
        // Once for a path: the same answer from Node's HTTP server alone, one process, nothing else.
        let bare = bareByPath.get(p);
        if (bare === undefined) {
          const node = await startBareNode(`${server.url}${p}`, 'gzip');
          wrk(`${node.url}${p}`, 2);
          bare = wrk(`${node.url}${p}`, seconds);
          await node.stop();
          bareByPath.set(p, bare);
        }
        const count = (n: number | null) => (n === null ? '-' : Math.round(n).toLocaleString('en'));
        const ratio = (n: number | null) => (n === null || !theirs ? '-' : (n / theirs).toFixed(2));
        const verdict =
          behind === null || !theirs ? '' : behind / theirs >= GOAL ? '  ok' : `  below the goal (${GOAL})`;
        console.warn(
          `${setup.label.padEnd(28)} ${p.padEnd(36)} ${count(ours).padStart(13)} ${count(bare).padStart(10)} ${count(behind).padStart(9)} ${count(theirs).padStart(12)}  ${(ours / bare).toFixed(2).padStart(9)}  ${ratio(ours).padStart(12)}  ${ratio(behind)}${verdict}`,
        );
      }
    } finally {
      await deployed?.stop();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  console.warn(`load average (1 min): ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await nginx?.stop();
  if (scratch) await dropScratchDatabase(serverUrl, scratch);
}
