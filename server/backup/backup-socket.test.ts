import { existsSync, statSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config';
import { backupSocketPath, backupSocketPlugin } from './backup-socket';

let dataDir: string;
let logLines: string[];
let app: FastifyInstance | undefined;
const mode = (file: string) => statSync(file).mode & 0o777;

/** The plugin alone, on a site that says it holds an embedded database. */
async function start() {
  app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } });
  app.decorate('database', { kind: 'pglite' } as FastifyInstance['database']);
  app.decorate('documentStore', {} as FastifyInstance['documentStore']);
  await app.register(backupSocketPlugin, { config: { dataDir } as Config });
  await app.ready();
  return app;
}

/** Asks the socket for a path it does not serve: 404 shows the site answers there. */
function knock(socketPath: string) {
  return new Promise<number | undefined>((resolve, reject) => {
    http
      .request({ socketPath, path: '/', method: 'GET' }, (res) => resolve(res.resume().statusCode))
      .on('error', reject)
      .end();
  });
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'studio-socket-'));
  // What a DATA_DIR made with a usual umask looks like: others may enter it.
  await chmod(dataDir, 0o755);
  logLines = [];
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.close();
  app = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe('the backup socket', () => {
  it('is created inside a directory only this account can enter, and ends 0600', async () => {
    const seen: { dirMode: number; socketExisted: boolean }[] = [];
    const listen = http.Server.prototype.listen;
    vi.spyOn(http.Server.prototype, 'listen').mockImplementation(function (this: http.Server, ...args) {
      const socketPath = args[0] as string;
      seen.push({ dirMode: mode(path.dirname(socketPath)), socketExisted: existsSync(socketPath) });
      return listen.apply(this, args as Parameters<typeof listen>);
    });
    await start();
    const socketPath = backupSocketPath(dataDir);
    expect(seen).toEqual([{ dirMode: 0o700, socketExisted: false }]);
    expect(path.dirname(socketPath)).not.toBe(dataDir);
    expect((await stat(socketPath)).isSocket()).toBe(true);
    expect(mode(socketPath)).toBe(0o600);
    expect(await knock(socketPath)).toBe(404);
    await app!.close();
    app = undefined;
    expect(existsSync(socketPath)).toBe(false);
  });

  it('tightens a directory left open (0755) before listening in it', async () => {
    const socketDir = path.dirname(backupSocketPath(dataDir));
    await mkdir(socketDir, { mode: 0o755 });
    await chmod(socketDir, 0o755);
    await start();
    expect(mode(socketDir)).toBe(0o700);
    expect(mode(backupSocketPath(dataDir))).toBe(0o600);
  });

  it('refuses a symbolic link in place of the directory, and says so', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'studio-socket-elsewhere-'));
    try {
      await symlink(elsewhere, path.dirname(backupSocketPath(dataDir)));
      await start();
      expect(existsSync(path.join(elsewhere, path.basename(backupSocketPath(dataDir))))).toBe(false);
      const logged = logLines.join('\n');
      expect(logged).toMatch(/no backup socket/);
      expect(logged).toMatch(/is not a directory/);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it.skipIf(process.getuid?.() !== 0)('refuses a directory another account owns, and says so', async () => {
    const socketDir = path.dirname(backupSocketPath(dataDir));
    await mkdir(socketDir, { mode: 0o700 });
    await chown(socketDir, 65534, 65534);
    await start();
    expect(existsSync(backupSocketPath(dataDir))).toBe(false);
    expect((await stat(socketDir)).uid).toBe(65534);
    const logged = logLines.join('\n');
    expect(logged).toMatch(/no backup socket/);
    expect(logged).toMatch(/owned by uid 65534, not by this process' user/);
  });
});
