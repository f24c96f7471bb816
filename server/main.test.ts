import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
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
