import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/support/free-port';
import { createTestDatabase, type TestDatabase } from '../test/support/test-database';

// The real entry point in a child process: configuration errors and signals.
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // No feeds: the real entry point must not go online during tests.
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', HOST: '127.0.0.1', NEWS_FEEDS: '[]', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = await once(child, 'exit');
  return code as number | null;
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('server entry point', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['ADMIN_PASSWORD', 'juventus1897'],
    // Without DATABASE_URL: the embedded database belongs to one process.
    ['PROCESSES', '2'],
  ])('refuses to start with a bad %s and names it', async (name, value) => {
    const { child, output } = startServer({ DATA_DIR: db.dataDir, [name]: value });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain(`${name}: `);
  });

  it('finishes cleanly on SIGTERM, closing the database', async () => {
    const port = await freePort();
    const { child, output } = startServer({
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl ?? '',
      PORT: String(port),
      ADMIN_PASSWORD: 'entry-point-password',
    });
    for (let i = 0; i < 300 && !output().includes('server ready'); i++)
      await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);

    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    expect(output()).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);
});

/** The pids of the processes that logged `message` (pino's JSON lines). */
function pidsSaying(output: string, message: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string })
    .filter((line) => line.msg === message)
    .map((line) => line.pid);
}

async function until(what: string, holds: () => boolean) {
  for (let i = 0; i < 600 && !holds(); i++) await new Promise((r) => setTimeout(r, 100));
  if (!holds()) throw new Error(`timed out waiting for ${what}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Several processes need PostgreSQL (the refusal on the embedded database is tested above).
describe.runIf(process.env.TEST_DATABASE_URL)('PROCESSES > 1 (server/cluster.ts)', () => {
  it('serves from two processes, replaces one that dies without sweeping uploads, stops both on SIGTERM', async () => {
    const port = await freePort();
    const tmp = path.join(db.dataDir, 'documents', 'tmp');
    await mkdir(tmp, { recursive: true });
    await writeFile(path.join(tmp, 'left-by-a-crash'), 'x');
    const { child, output } = startServer({
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl ?? '',
      PORT: String(port),
      ADMIN_PASSWORD: 'entry-point-password',
      PROCESSES: '2',
    });
    // Two lines from three processes: wait for all of them, in whatever order they arrive.
    await until(
      'both processes',
      () =>
        pidsSaying(output(), 'server ready').length === 2 &&
        output().includes('every process of the site is ready'),
    );
    const [first, second] = pidsSaying(output(), 'server ready') as [number, number];
    expect(new Set([first, second, child.pid]).size).toBe(3);
    // The first start swept what a crash had left.
    expect(existsSync(path.join(tmp, 'left-by-a-crash'))).toBe(false);

    // An upload the surviving process is receiving, as the other dies.
    await writeFile(path.join(tmp, 'upload-in-progress'), 'x');
    process.kill(second, 'SIGKILL');
    await until('a replacement', () => pidsSaying(output(), 'server ready').length === 3);
    const replacement = pidsSaying(output(), 'server ready')[2]!;
    expect([first, second, child.pid]).not.toContain(replacement);
    expect(output()).toContain('a process of the site died: starting another');
    expect(existsSync(path.join(tmp, 'upload-in-progress'))).toBe(true);
    for (let i = 0; i < 4; i++) expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    expect([first, replacement].filter(alive)).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 120_000);

  it('stopped while its processes still start, ends with 0 and starts no more', async () => {
    const { child, output } = startServer({
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl ?? '',
      PORT: String(await freePort()),
      ADMIN_PASSWORD: 'entry-point-password',
      PROCESSES: '3',
    });
    // The first process listens: the other two are forked and starting.
    await until('the first process', () => pidsSaying(output(), 'server ready').length === 1);
    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    expect(output()).not.toContain('the site did not start');
    expect(output()).not.toContain('every process of the site is ready');
  }, 120_000);
});
