import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import type { Database, Db } from '../db/client';
import { mailOutbox, passwordResetTokens, pendingSignIns, sessions, webauthnChallenges } from '../db/schema';
import type { DocumentStore, PendingFile } from '../documents/storage/document-store';
import { BackupError, type BackupManifest, backupManifest, MANIFEST_NAME } from './manifest';
import {
  countAllRows,
  insertRows,
  migrationTags,
  resetIdentities,
  SEEDED_TABLES,
  storedColumns,
  tablesInOrder,
} from './tables';

export interface RestoreTarget {
  database: Database;
  store: DocumentStore;
  dataDir: string;
}

const BATCH = 500;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function storedKeys(store: DocumentStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys;
}

/**
 * A restore brings back the day of the backup, not who was let in on it: a
 * session, a reset link, a half sign-in or a passkey challenge issued then may
 * have been ended since (a stolen phone signed out, a link used), and the
 * restored rows would open them again. Everyone signs in anew.
 */
async function endWhatWasIssued(tx: Db): Promise<void> {
  for (const table of [sessions, passwordResetTokens, pendingSignIns, webauthnChallenges])
    await tx.delete(table);
  // Its link no longer works: the firm sends a new one.
  await tx
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'password-reset'), eq(mailOutbox.status, 'pending')));
}

/**
 * Restores a backup made by writeBackup into an empty database and document
 * store (or, with `force`, over what they hold). Every file's SHA-256 is
 * checked against the manifest; the rows go in one transaction and the
 * documents are committed inside it, so a failure leaves the target as it was.
 * No session or reset link survives it.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: { force: boolean },
): Promise<BackupManifest> {
  const zip = await yauzl
    .openPromise(file, { lazyEntries: true, validateEntrySizes: true, autoClose: false })
    .catch(() => {
      throw new BackupError(`${file} is not a readable backup archive.`);
    });
  const pending: PendingFile[] = [];
  try {
    const entries = new Map<string, yauzl.Entry>();
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
    const open = (name: string) => zip.openReadStreamPromise(entries.get(name)!);

    const manifestEntry = entries.get(MANIFEST_NAME);
    const parsed =
      manifestEntry && backupManifest.safeParse(JSON.parse(String(await readAll(await open(MANIFEST_NAME)))));
    if (!parsed?.success) throw new BackupError(`${file} has no valid manifest: not a backup of this site.`);
    const manifest = parsed.data;
    const expected = new Map(manifest.files.map((f) => [f.path, f]));
    const missing = manifest.files.filter((f) => !entries.has(f.path)).map((f) => f.path);
    if (missing.length > 0) throw new BackupError(`The archive lacks ${missing.join(', ')}.`);

    const tags = await migrationTags();
    if (manifest.schema !== tags.at(-1)) {
      throw new BackupError(
        `The backup has schema ${manifest.schema}, this version of the site ${tags.at(-1)}: restore with the version that made it, then upgrade (migrations run at start).`,
      );
    }

    const { database, store } = target;
    await database.migrate();
    const tables = await tablesInOrder(database.db);
    const unknown = Object.keys(manifest.tables).filter((t) => !tables.includes(t));
    if (unknown.length > 0)
      throw new BackupError(`The backup has tables this site does not: ${unknown.join(', ')}.`);
    const keyFile = path.join(target.dataDir, 'secrets.key');
    // A backup of the rows alone belongs with the store that holds its documents: that store is left alone.
    const withDocuments = manifest.documents === 'included';
    const occupied =
      (await countAllRows(database.db, tables)) > 0 ||
      (withDocuments && (await storedKeys(store)).length > 0) ||
      (manifest.secretsKey === 'included' && (await readFile(keyFile).catch(() => null)) !== null);
    if (occupied && !options.force) {
      throw new BackupError(
        'The target database, DATA_DIR or document storage is not empty: restore into empty ones, or add --force to replace what it holds.',
      );
    }

    const verify = (name: string, sha256: string, size: number) => {
      const want = expected.get(name)!;
      if (want.sha256 !== sha256 || want.size !== size)
        throw new BackupError(`${name} does not match its SHA-256 in the manifest: the archive is damaged.`);
    };
    const secretsKey = manifest.secretsKey === 'included' ? await readAll(await open('secrets.key')) : null;
    if (secretsKey)
      verify('secrets.key', createHash('sha256').update(secretsKey).digest('hex'), secretsKey.length);
    const keys = new Map<string, string>();
    for (const name of [...entries.keys()].filter((n) => n.startsWith('documents/'))) {
      const file = await store.write(await open(name), { maxBytes: Number.MAX_SAFE_INTEGER });
      pending.push(file);
      verify(name, file.sha256, file.size);
      keys.set(name.slice('documents/'.length), file.key);
    }

    await database.db.transaction(async (tx) => {
      // An empty target still holds what its migrations wrote: the backup's rows take their place.
      const replaced = occupied ? tables : tables.filter((t) => SEEDED_TABLES.includes(t));
      await tx.execute(
        sql.raw(`truncate ${replaced.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
      );
      for (const table of tables) {
        const name = `database/${table}.ndjson`;
        if (!expected.has(name)) continue;
        // Asked before the entry is opened: the 'data' listener below sets it flowing, and bytes that
        // flow past while another query is awaited never reach the line reader.
        const columns = await storedColumns(tx, table);
        const hash = createHash('sha256');
        let size = 0;
        const stream = await open(name);
        stream.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          size += chunk.length;
        });
        let batch: Record<string, unknown>[] = [];
        for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
          const row = JSON.parse(line) as Record<string, unknown>;
          if (withDocuments && typeof row.storage_key === 'string')
            row.storage_key = keys.get(row.storage_key);
          batch.push(row);
          if (batch.length === BATCH) {
            await insertRows(tx, table, columns, batch);
            batch = [];
          }
        }
        await insertRows(tx, table, columns, batch);
        verify(name, hash.digest('hex'), size);
      }
      await resetIdentities(tx);
      await endWhatWasIssued(tx);
      if (occupied && withDocuments) for (const key of await storedKeys(store)) await store.delete(key);
      if (secretsKey) {
        await mkdir(target.dataDir, { recursive: true });
        await writeFile(keyFile, secretsKey, { mode: 0o600 });
      }
      for (const file of pending) await file.commit();
    });
    pending.length = 0;

    return manifest;
  } finally {
    for (const file of pending) await file.discard();
    zip.close();
  }
}
