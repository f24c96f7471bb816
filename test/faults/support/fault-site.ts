import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../../../server/db/client';
import { freePort } from '../../support/free-port';
import { createScratchDatabase, dropScratchDatabase } from '../../support/scratch-database';
import { type SiteProcess, signIn, startSiteProcess } from '../../support/site-process';
import { seedSite, siteAdmin, siteClient } from '../../support/site-seed';

export interface FaultSite {
  dataDir: string;
  /** Set on PostgreSQL (TEST_DATABASE_URL, or the caller's own server). */
  databaseUrl: string | undefined;
  clientId: number;
  /** The running server; replaced by each start. */
  process: SiteProcess;
  url: string;
  /** Starts the server again on the same port, data and database (after a stop or a crash). */
  start(env?: Record<string, string>): Promise<SiteProcess>;
  /** One more instance on the same database (PostgreSQL) and key, with a DATA_DIR of its own. */
  startAnother(dataDir: string): Promise<SiteProcess>;
  /** Signs in (headers: e.g. an x-forwarded-for of the caller's own). */
  adminCookie(headers?: Record<string, string>): Promise<string>;
  clientCookie(headers?: Record<string, string>): Promise<string>;
  /** The site's database opened from the test, for checks (the server must be stopped on PGlite). */
  openDatabase(): Promise<Database>;
  close(): Promise<void>;
}

let codesUsed = 0;

/**
 * A seeded site run from the build, as in production: on the embedded
 * database, or on PostgreSQL when TEST_DATABASE_URL (or `serverUrl`) is set,
 * in a scratch database dropped at the end.
 */
export async function createFaultSite(
  options: { dataDir?: string; serverUrl?: string; env?: Record<string, string> } = {},
): Promise<FaultSite> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'studio-faults-')));
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  const databaseUrl = serverUrl ? await createScratchDatabase(serverUrl, 'studio_faults') : undefined;
  const secretsKey = randomBytes(32).toString('hex');
  const clientId = await seedSite(dataDir, secretsKey, databaseUrl);
  const port = await freePort();
  const others: SiteProcess[] = [];
  const baseEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SECRETS_KEY: secretsKey,
    ...options.env,
  };

  const site: FaultSite = {
    dataDir,
    databaseUrl,
    clientId,
    process: await startSiteProcess(port, baseEnv),
    url: `http://127.0.0.1:${port}`,
    async start(env = {}) {
      site.process = await startSiteProcess(port, { ...baseEnv, ...env });
      return site.process;
    },
    startAnother: async (otherDir) => {
      const other = await startSiteProcess(await freePort(), { ...baseEnv, DATA_DIR: otherDir });
      others.push(other);
      return other;
    },
    adminCookie: (headers) =>
      signIn(site.url, siteAdmin, { headers, code: () => siteAdmin.codes[codesUsed++]! }),
    clientCookie: (headers) => signIn(site.url, siteClient, { headers }),
    openDatabase: () => createDatabase({ dataDir, databaseUrl }),
    async close() {
      for (const other of others) await other.stop();
      await site.process.stop();
      if (serverUrl && databaseUrl) await dropScratchDatabase(serverUrl, databaseUrl);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}

/** A case's figure, on its own line in the suite's output. */
export function report(caseName: string, figure: string): void {
  process.stdout.write(`[faults] ${caseName}: ${figure}\n`);
}
