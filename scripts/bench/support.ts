import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createScratchDatabase, dropScratchDatabase } from '../../test/support/scratch-database';

export const BENCH_ADMIN = { username: 'admin', password: 'bench-admin-password' };

/** The real server on a free loopback port, on PGlite or on a fresh database of BENCH_DATABASE_URL's server. */
export async function startBenchServer(): Promise<{
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-bench-'));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const databaseUrl = serverUrl ? await createScratchDatabase(serverUrl, 'studio_bench') : '';
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
    // No feed fetched from outside the machine while a bench measures it.
    NEWS_FEEDS: '[]',
  });
  const app = await buildApp(config);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    stop: async () => {
      await app.close();
      if (serverUrl) await dropScratchDatabase(serverUrl, databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function timeMs(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
