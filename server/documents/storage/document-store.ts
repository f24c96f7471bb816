import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file written to temporary storage, not yet visible under its key. */
export interface PendingFile {
  /** Server-generated; the name the file will have once committed. */
  readonly key: string;
  readonly size: number;
  /** Hex SHA-256 of the bytes, computed while they streamed in. */
  readonly sha256: string;
  /** Reads part of the written bytes (content checks that need more than the start). */
  readRange(position: number, length: number): Promise<Buffer>;
  /** Makes the file durable under `key`. Call it last inside the database transaction. */
  commit(): Promise<void>;
  /** Removes the file wherever it is (temporary or committed); safe to call twice. */
  discard(): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where documents' bytes live. The routes only see this interface, so a
 * driver for shared storage can replace the local disk (decision 0011).
 */
export interface DocumentStore {
  /** Streams `source` into a temporary file; throws DocumentTooLargeError past `maxBytes`. */
  write(source: AsyncIterable<Buffer> | Readable, options: { maxBytes: number }): Promise<PendingFile>;
  /** The committed file, opened; throws DocumentMissingError when it is not there. */
  read(key: string): Promise<StoredFile>;
  exists(key: string): Promise<boolean>;
  /** Removes a committed file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every committed file's key, in no particular order. */
  keys(): AsyncIterable<string>;
  /** Removes what interrupted writes left behind; returns how many files went. */
  sweepTemporary(): Promise<number>;
  /**
   * Moves committed files no row refers to (a crash between a file's commit and its
   * row's) into `orphaned/`, out of the way but kept for a person to judge.
   * Returns how many were moved.
   */
  setAsideOrphans(isReferenced: (key: string) => boolean): Promise<number>;
}

export class DocumentTooLargeError extends Error {
  constructor() {
    super('document exceeds the size limit');
    this.name = 'DocumentTooLargeError';
  }
}

export class DocumentMissingError extends Error {
  constructor(key: string) {
    super(`stored document ${key} is missing`);
    this.name = 'DocumentMissingError';
  }
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isDocumentKey = (name: string) => KEY_PATTERN.test(name);

/** Keys come from the database; checking their shape keeps any path outside the folder. */
export function assertKey(key: string): void {
  if (!isDocumentKey(key)) throw new Error(`invalid document key: ${JSON.stringify(key)}`);
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Flushes a directory entry (a rename or an unlink) to disk. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The default driver: files under `root` (DATA_DIR/documents), temporary ones in `root/tmp`. */
export function createLocalDocumentStore(root: string): DocumentStore {
  const tmpDir = path.join(root, 'tmp');
  const finalPath = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  const ensureDirs = () => mkdir(tmpDir, { recursive: true, mode: 0o700 });
  async function* committedKeys() {
    const entries = await readdir(root, { withFileTypes: true }).catch((err) => {
      if (isMissing(err)) return [];
      throw err;
    });
    for (const entry of entries) if (entry.isFile() && isDocumentKey(entry.name)) yield entry.name;
  }

  return {
    async write(source, { maxBytes }) {
      await ensureDirs();
      const key = randomUUID();
      const tmpPath = path.join(tmpDir, `${key}.part`);
      const hash = createHash('sha256');
      let size = 0;
      async function* measure(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > maxBytes) throw new DocumentTooLargeError();
          hash.update(chunk);
          yield chunk;
        }
      }
      try {
        const out = createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 });
        // Opened before any byte flows: a source failing at once would otherwise reject the pipeline
        // while the open is still under way, and the file would appear after the cleanup below.
        await once(out, 'open');
        await pipeline(source, measure, out);
        // The bytes must be on disk before the row that points at them is committed.
        const handle = await open(tmpPath, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      } catch (err) {
        await rm(tmpPath, { force: true });
        throw err;
      }

      let committed = false;
      return {
        key,
        size,
        sha256: hash.digest('hex'),
        async readRange(position, length) {
          const handle = await open(committed ? finalPath(key) : tmpPath, 'r');
          try {
            const buffer = Buffer.alloc(length);
            const { bytesRead } = await handle.read(buffer, 0, length, position);
            return buffer.subarray(0, bytesRead);
          } finally {
            await handle.close();
          }
        },
        async commit() {
          await rename(tmpPath, finalPath(key));
          committed = true;
          await syncDir(root);
        },
        async discard() {
          await rm(committed ? finalPath(key) : tmpPath, { force: true });
        },
      };
    },

    async read(key) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(finalPath(key), 'r');
      } catch (err) {
        if (isMissing(err)) throw new DocumentMissingError(key);
        throw err;
      }
      try {
        const { size } = await handle.stat();
        // 1 MB reads instead of 64 KB: a 10 MB download ran at a quarter of disk speed (npm run bench:documents).
        return { stream: handle.createReadStream({ highWaterMark: 1024 * 1024 }), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async exists(key) {
      try {
        return (await stat(finalPath(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async delete(key) {
      await rm(finalPath(key), { force: true });
    },

    keys: committedKeys,

    // Never shared between instances (see the README): every orphan here comes from a crash.
    async setAsideOrphans(isReferenced) {
      const aside = path.join(root, 'orphaned');
      let moved = 0;
      for await (const key of committedKeys()) {
        if (isReferenced(key)) continue;
        await mkdir(aside, { recursive: true, mode: 0o700 });
        await rename(finalPath(key), path.join(aside, key));
        moved++;
      }
      return moved;
    },

    async sweepTemporary() {
      await ensureDirs();
      const names = await readdir(tmpDir);
      for (const name of names) await rm(path.join(tmpDir, name), { force: true, recursive: true });
      return names.length;
    },
  };
}
