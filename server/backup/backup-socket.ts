import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { writeBackup } from './write-backup';

export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/**
 * The embedded database belongs to the one process that opened it, so
 * `npm run backup` cannot read it while the site runs: the site itself writes
 * the archive, to whoever connects to this socket in DATA_DIR. Only the
 * account that owns DATA_DIR can (mode 0600), and it can read the files anyway.
 */
export const backupSocketPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  if (app.database.kind !== 'pglite') return;
  const socketPath = backupSocketPath(opts.config.dataDir);
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/zip' });
    writeBackup({ database: app.database, store: app.documentStore, config: opts.config }, response).then(
      (manifest) => app.log.info({ tables: manifest.tables, files: manifest.files.length }, 'backup written'),
      (err) => {
        app.log.error({ err }, 'backup failed');
        response.destroy(err);
      },
    );
  });
  try {
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
