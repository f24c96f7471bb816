import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { freePort } from '../../support/free-port';

export interface OwnCluster {
  url: string;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  drop(): void;
}

/** Why a cluster of our own cannot be made here, or null when it can. */
export function ownClusterUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'making a PostgreSQL cluster needs root';
  if (!existsSync('/usr/bin/pg_createcluster'))
    return "Debian's postgresql-common (pg_createcluster) is not installed";
  if (!existsSync('/usr/lib/postgresql')) return 'no PostgreSQL server is installed';
  return null;
}

/**
 * A PostgreSQL cluster of the test's own on a free port (trust auth on
 * loopback), to stop and start under a running site: 5432 is never touched.
 */
export async function createOwnCluster(): Promise<OwnCluster> {
  const version = readdirSync('/usr/lib/postgresql').sort().at(-1)!;
  const name = `faults${process.pid}`;
  const port = await freePort();
  const run = (command: string, ...args: string[]) => execFileSync(command, args, { stdio: 'pipe' });
  run('pg_createcluster', version, name, '-p', String(port), '--', '--auth=trust');
  const ctl = (action: string, ...args: string[]) =>
    run('pg_ctlcluster', '--skip-systemctl-redirect', version, name, action, ...args);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = 'fast') => ctl('stop', '-m', mode),
    start: () => ctl('start'),
    drop: () => run('pg_dropcluster', '--stop', version, name),
  };
}
