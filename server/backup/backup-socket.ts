import { chmod, lstat, mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { writeBackup } from './write-backup';

export const backupSocketDir = (dataDir: string) => path.join(dataDir, 'run');
export const backupSocketPath = (dataDir: string) => path.join(backupSocketDir(dataDir), 'backup.sock');

/**
 * The socket's own directory, mode 0700 before anything listens in it: a
 * socket takes the umask's mode until it can be chmodded, and a directory no
 * one else can enter makes that moment harmless. One that is a link or
 * belongs to another account is refused: someone else chose where it points.
 */
async function privateDirectory(dir: string): Promise<void> {
  await mkdir(path.dirname(dir), { recursive: true });
  await mkdir(dir, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const found = await lstat(dir);
  if (!found.isDirectory()) throw new Error(`${dir} is not a directory: refusing to listen there`);
  const uid = process.getuid?.();
  if (uid !== undefined && found.uid !== uid)
    throw new Error(
      `${dir} is owned by uid ${found.uid}, not by this process' user (${uid}): refusing to listen there`,
    );
  // mkdir's mode passes through the umask, and an existing directory may have been opened up.
  if ((found.mode & 0o777) !== 0o700) await chmod(dir, 0o700);
}

/**
 * The embedded database belongs to the one process that opened it, so
 * `npm run backup` cannot read it while the site runs: the site itself writes
 * the archive, to whoever connects to this socket in DATA_DIR/run. Only the
 * account that owns DATA_DIR can (directory 0700, socket 0600), and it can
 * read the files anyway.
 */
export const backupSocketPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  if (app.database.kind !== 'pglite') return;
  const socketPath = backupSocketPath(opts.config.dataDir);
  const server = http.createServer((request, response) => {
    const rowsOnly = request.url === '/backup?rows-only';
    if (request.method !== 'POST' || (request.url !== '/backup' && !rowsOnly)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/zip' });
    const source = { database: app.database, store: app.documentStore, config: opts.config };
    writeBackup(source, response, { rowsOnly }).then(
      (manifest) => app.log.info({ tables: manifest.tables, files: manifest.files.length }, 'backup written'),
      (err) => {
        app.log.error({ err }, 'backup failed');
        response.destroy(err);
      },
    );
  });
  try {
    await privateDirectory(backupSocketDir(opts.config.dataDir));
    // A socket left by a crash: the database lock says no other site holds this DATA_DIR.
    await rm(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
    await chmod(socketPath, 0o600);
  } catch (err) {
    app.log.warn({ err, socketPath }, 'no backup socket: npm run backup will need the site stopped');
    return;
  }
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(socketPath, { force: true });
  });
});
