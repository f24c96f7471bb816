import cluster, { type Worker } from 'node:cluster';
import { type DestinationStream, pino } from 'pino';
import type { Config } from './config';

// Set by the primary in the environment of the process it starts first.
const FIRST_START = 'STUDIO_FIRST_START';
// A process that keeps dying is not helped by starting it again and again: the service manager is told.
const RESTARTS_PER_MINUTE_MAX = 10;
const STOP_GRACE_MS = 15_000;

/**
 * Whether this process starts the site rather than joining it: the only one, or
 * the first a cluster starts. It alone sweeps the document store at start; every
 * other starts while its siblings may be receiving uploads.
 */
export function isFirstStart(): boolean {
  return cluster.isPrimary || process.env[FIRST_START] === '1';
}

/**
 * PROCESSES > 1 (PostgreSQL only): this primary starts that many copies of the
 * site, which share the listening port (Node hands each connection to one of
 * them in turn) and everything else through the database, as separate instances
 * do (README). The first is started alone and the others once it listens, so
 * migrations, the first administrator, a generated secrets key and the document
 * store's sweep happen once. A process that dies is replaced; SIGTERM or SIGINT
 * stops them all, each finishing its requests in flight.
 */
export function runCluster(config: Config, logStream?: DestinationStream): void {
  const log = pino({ level: config.logLevel }, logStream);
  let stopping = false;
  let ready = false;
  const restarts: number[] = [];

  const start = (first: boolean) =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork({ [FIRST_START]: first ? '1' : '0' });
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code, signal) => reject(new Error(`exited before listening (${signal ?? code})`)));
    });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // Until every process listens, a death is the start's failure (below).
    if (!ready) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > RESTARTS_PER_MINUTE_MAX) {
      log.fatal({ restarts: restarts.length }, 'processes keep dying: stopping the site');
      process.exit(1);
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a process of the site died: starting another');
    // A replacement that fails to start is itself an exit, counted above.
    start(false).catch(() => {});
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping every process of the site');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  (async () => {
    await start(true);
    if (stopping) return;
    await Promise.all(Array.from({ length: config.processes - 1 }, () => start(false)));
    const pids = Object.values(cluster.workers ?? {}).map((w) => w?.process.pid);
    ready = true;
    log.info({ processes: pids }, 'every process of the site is ready');
  })().catch((err: Error) => {
    // Stopped while starting: the exit handler above ends with 0 once every process is gone.
    if (stopping) return;
    // A site that cannot start (the process' own log says why): as with one process, exit 1.
    log.fatal({ err: err.message }, 'the site did not start');
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    process.exit(1);
  });
}
