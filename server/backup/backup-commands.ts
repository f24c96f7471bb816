import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { Config } from '../config';
import { createDatabase } from '../db/client';
import { lockHolder } from '../db/pglite-lock';
import { createDocumentStore } from '../documents/storage/create-document-store';
import { backupSocketPath } from './backup-socket';
import {
  BackupError,
  type BackupManifest,
  type BackupOptions,
  backupManifest,
  MANIFEST_NAME,
} from './manifest';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

/** Asks the running site (embedded database) to write the archive. */
async function backupFromSite(socketPath: string, output: Writable, options: BackupOptions): Promise<void> {
  const requestPath = options.rowsOnly ? '/backup?rows-only' : '/backup';
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.request({ socketPath, path: requestPath, method: 'POST' }, resolve).on('error', reject).end();
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT' && error.code !== 'ECONNREFUSED') throw error;
    throw new BackupError(
      `The site holds the embedded database but does not answer on ${socketPath}: wait until it has started, or stop it, and run the backup again.`,
    );
  });
  if (response.statusCode !== 200)
    throw new Error(`the site answered ${response.statusCode} on ${socketPath}`);
  // An archive cut off by a failure in the site ends with 'aborted', not with a short file taken for whole.
  response.pipe(output);
  await Promise.all([finished(response), finished(output)]);
}

/**
 * Reads the archive back: every file the manifest lists is there with its
 * SHA-256, and nothing else is. Returns the manifest.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, validateEntrySizes: true });
  try {
    const found = new Map<string, string>();
    let manifestText = '';
    for await (const entry of zip.eachEntry()) {
      const hash = createHash('sha256');
      for await (const chunk of await zip.openReadStreamPromise(entry)) {
        if (entry.fileName === MANIFEST_NAME) manifestText += String(chunk);
        else hash.update(chunk as Buffer);
      }
      found.set(entry.fileName, hash.digest('hex'));
    }
    const manifest = backupManifest.parse(JSON.parse(manifestText));
    found.delete(MANIFEST_NAME);
    const listed = new Set(manifest.files.map((f) => f.path));
    const wrong = manifest.files.filter((f) => found.get(f.path) !== f.sha256).map((f) => f.path);
    const extra = [...found.keys()].filter((name) => !listed.has(name));
    if (wrong.length + extra.length > 0)
      throw new Error(`archive does not match its manifest: ${[...wrong, ...extra].join(', ')}`);
    return manifest;
  } finally {
    zip.close();
  }
}

/**
 * `npm run backup -- --out <file>`: safe while the site runs. The archive is
 * written beside `out` and renamed into place once it has been read back.
 */
export async function backupCommand(
  config: Config,
  out: string,
  options: BackupOptions = { rowsOnly: false },
): Promise<BackupManifest> {
  if (
    await access(out).then(
      () => true,
      () => false,
    )
  )
    throw new BackupError(`${out} exists: choose a new file.`);
  const part = `${out}.part`;
  const output = createWriteStream(part, { flags: 'wx', mode: 0o600 });
  try {
    if (!config.databaseUrl && (await lockHolder(config.dataDir))) {
      await backupFromSite(backupSocketPath(config.dataDir), output, options);
    } else {
      const database = await createDatabase(config);
      try {
        await writeBackup({ database, store: createDocumentStore(config), config }, output, options);
      } finally {
        await database.close();
      }
    }
    const manifest = await verifyBackup(part);
    await rename(part, out);
    return manifest;
  } catch (error) {
    output.destroy();
    await rm(part, { force: true });
    throw error;
  }
}

/** `npm run restore -- <file> [--force]`, with the site stopped. */
export async function restoreCommand(config: Config, file: string, force: boolean): Promise<BackupManifest> {
  const database = await createDatabase(config);
  try {
    const target = { database, store: createDocumentStore(config), dataDir: config.dataDir };
    return await restoreBackup(file, target, { force });
  } finally {
    await database.close();
  }
}
