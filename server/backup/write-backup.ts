import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { installNativeCrc32 } from '../documents/archives/yazl-native-crc';
import type { DocumentStore } from '../documents/storage/document-store';
import { type BackupManifest, type BackupOptions, MANIFEST_NAME, type ManifestFile } from './manifest';
import { schemaVersion, tableRows, tablesInOrder } from './tables';

installNativeCrc32();

export interface BackupSource {
  database: Database;
  store: DocumentStore;
  /** Where the generated secrets key lives; a SECRETS_KEY from the environment is not the backup's to hold. */
  config: Pick<Config, 'dataDir' | 'secretsKey'>;
}

interface TableDump {
  table: string;
  file: string;
  /** The document keys its rows point at (the storage_key column). */
  keys: string[];
}

/** Copies every table to NDJSON files inside one read-only snapshot; collects document keys unless `rowsOnly`. */
async function dumpTables(database: Database, dir: string, rowsOnly: boolean) {
  return database.db.transaction(
    async (tx) => {
      const dumps: TableDump[] = [];
      for (const table of await tablesInOrder(tx)) {
        const dump: TableDump = { table, file: path.join(dir, `${table}.ndjson`), keys: [] };
        const out = createWriteStream(dump.file);
        for await (const line of tableRows(tx, table)) {
          if (!rowsOnly && line.includes('"storage_key"'))
            dump.keys.push((JSON.parse(line) as { storage_key: string }).storage_key);
          if (!out.write(`${line}\n`)) await once(out, 'drain');
        }
        out.end();
        await finished(out);
        dumps.push(dump);
      }
      return { dumps, schema: await schemaVersion(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Passes the bytes through, and records their size and SHA-256 once they have all gone by. */
function hashed(source: AsyncIterable<Buffer | string>, record: (file: Omit<ManifestFile, 'path'>) => void) {
  return Readable.from(
    (async function* () {
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of source) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        hash.update(bytes);
        size += bytes.length;
        yield bytes;
      }
      record({ size, sha256: hash.digest('hex') });
    })(),
  );
}

/**
 * Writes one ZIP to `output`: the database as NDJSON per table (a consistent
 * snapshot), the documents those rows point at, the generated secrets key,
 * and last a manifest with every file's SHA-256. The snapshot is held only
 * while the tables are copied, so the site keeps answering (PGlite has one
 * connection); a document deleted after it is left out with its row. With
 * `rowsOnly` the documents stay in the store and only the rows are written.
 */
export async function writeBackup(
  source: BackupSource,
  output: Writable,
  options: BackupOptions = { rowsOnly: false },
): Promise<BackupManifest> {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-backup-'));
  try {
    const { dumps, schema } = await dumpTables(source.database, dir, options.rowsOnly);
    const keys = dumps.flatMap((d) => d.keys);
    const gone = new Set<string>();
    for (const key of keys) {
      if (!(await source.store.exists(key))) gone.add(key);
    }

    const files: ManifestFile[] = [];
    const tables: Record<string, number> = {};
    const zip = new yazl.ZipFile();
    const add = (name: string, compress: boolean, open: () => Promise<AsyncIterable<Buffer | string>>) =>
      zip.addReadStreamLazy(name, { compress }, (cb) => {
        open().then(
          (stream) =>
            cb(
              null,
              hashed(stream, (f) => files.push({ path: name, ...f })),
            ),
          (error) => cb(error, undefined as never),
        );
      });

    for (const key of keys.filter((k) => !gone.has(k))) {
      // Documents are mostly PDFs and images, already compressed.
      add(`documents/${key}`, false, async () => (await source.store.read(key)).stream);
    }
    for (const dump of dumps) {
      tables[dump.table] = 0;
      add(`database/${dump.table}.ndjson`, true, async () =>
        (async function* () {
          for await (const line of createInterface({
            input: createReadStream(dump.file),
            crlfDelay: Infinity,
          })) {
            if (gone.size > 0 && line.includes('"storage_key"')) {
              if (gone.has((JSON.parse(line) as { storage_key: string }).storage_key)) continue;
            }
            tables[dump.table]!++;
            yield `${line}\n`;
          }
        })(),
      );
    }
    const keyFromEnvironment = source.config.secretsKey !== undefined;
    const secretsKey = keyFromEnvironment
      ? null
      : await readFile(path.join(source.config.dataDir, 'secrets.key')).catch(() => null);
    if (secretsKey) add('secrets.key', false, async () => Readable.from([secretsKey]));

    const manifest: BackupManifest = {
      format: 'studio-portal-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      schema,
      database: source.database.kind,
      secretsKey: keyFromEnvironment ? 'environment' : secretsKey ? 'included' : 'none',
      tables,
      documentsLeftOut: gone.size,
      documents: options.rowsOnly ? 'in-store' : 'included',
      files,
    };
    // Lazy, so it is written after every other entry has been read and hashed.
    zip.addReadStreamLazy(MANIFEST_NAME, (cb) =>
      cb(null, Readable.from([JSON.stringify(manifest, null, 2)])),
    );
    zip.end();
    const stream = zip.outputStream as Readable;
    stream.pipe(output);
    const failed = once(zip, 'error').then(([error]) => Promise.reject(error));
    await Promise.race([finished(output), failed]);
    return manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
