import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server, TEST_BUCKET } from '../../../test/support/s3-server';
import {
  createLocalDocumentStore,
  DocumentMissingError,
  type DocumentStore,
  DocumentTooLargeError,
} from './document-store';
import { createS3Client, createS3DocumentStore } from './s3-document-store';

/** A store under test and what its medium holds, read without the store. */
interface Driver {
  store: DocumentStore;
  listing(): Promise<{ committed: string[]; temporary: string[] }>;
  /** The bytes of a file set aside as an orphan. */
  orphaned(key: string): Promise<string>;
  cleanup(): Promise<void>;
}

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const drivers: Record<string, () => Promise<Driver>> = {
  async disk() {
    const root = path.join(await mkdtemp(path.join(tmpdir(), 'store-test-')), 'documents');
    const names = (dir: string) => readdir(dir).catch(() => [] as string[]);
    return {
      store: createLocalDocumentStore(root),
      listing: async () => ({
        committed: (await names(root)).filter((n) => n !== 'tmp' && n !== 'orphaned').sort(),
        temporary: await names(path.join(root, 'tmp')),
      }),
      orphaned: (key) => readFile(path.join(root, 'orphaned', key), 'utf8'),
      cleanup: () => rm(path.dirname(root), { recursive: true, force: true }),
    };
  },
  async s3() {
    // A prefix per test: the bucket is shared by the whole file.
    const prefix = `t${Math.random().toString(36).slice(2)}`;
    const location = s3.location(prefix);
    const client = createS3Client(location);
    const objects = async (Prefix: string) => {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix, Delimiter: '/' }),
      );
      return (page.Contents ?? []).map((o) => o.Key!.slice(Prefix.length)).sort();
    };
    return {
      store: createS3DocumentStore(location, client, { temporaryMaxAgeMs: 0 }),
      listing: async () => ({
        committed: await objects(location.prefix),
        temporary: await objects(`${location.prefix}tmp/`),
      }),
      orphaned: async (key) => {
        const object = await client.send(
          new GetObjectCommand({ Bucket: TEST_BUCKET, Key: `${location.prefix}orphaned/${key}` }),
        );
        return object.Body!.transformToString();
      },
      cleanup: async () => client.destroy(),
    };
  },
};

const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));

describe.each(Object.keys(drivers))('%s document store', (kind) => {
  let driver: Driver;
  let store: DocumentStore;
  beforeEach(async () => {
    driver = await drivers[kind]!();
    store = driver.store;
  });
  afterEach(() => driver.cleanup());

  it('writes to a temporary file with size and hash, and shows it under its key only once committed', async () => {
    const pending = await store.write(chunks('Gentile ', 'cliente'), { maxBytes: 100 });
    expect(pending.size).toBe(15);
    expect(pending.sha256).toBe(createHash('sha256').update('Gentile cliente').digest('hex'));
    expect(pending.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.exists(pending.key)).toBe(false);
    expect((await driver.listing()).temporary).toHaveLength(1);
    expect((await pending.readRange(8, 100)).toString()).toBe('cliente');
    expect((await pending.readRange(15, 10)).length).toBe(0);

    await pending.commit();
    expect(await driver.listing()).toEqual({ committed: [pending.key], temporary: [] });
    expect((await pending.readRange(0, 7)).toString()).toBe('Gentile');
    const file = await store.read(pending.key);
    expect(file.size).toBe(15);
    expect(await text(file.stream)).toBe('Gentile cliente');
  });

  it('streams a file larger than one part both ways, byte for byte', async () => {
    const chunk = (i: number) => Buffer.alloc(64 * 1024, i % 251);
    const count = 180; // 11.25 MB: three parts of a multipart upload
    async function* big() {
      for (let i = 0; i < count; i++) yield chunk(i);
    }
    const expected = createHash('sha256');
    for (let i = 0; i < count; i++) expected.update(chunk(i));
    const pending = await store.write(big(), { maxBytes: 20 * 1024 * 1024 });
    await pending.commit();
    expect(pending.sha256).toBe(expected.digest('hex'));
    const file = await store.read(pending.key);
    expect(file.size).toBe(count * 64 * 1024);
    const read = createHash('sha256');
    for await (const chunk of file.stream) read.update(chunk as Buffer);
    expect(read.digest('hex')).toBe(pending.sha256);
  });

  it('discards a temporary or a committed file, twice without complaint', async () => {
    const temporary = await store.write(chunks('a'), { maxBytes: 10 });
    await temporary.discard();
    await temporary.discard();
    const committed = await store.write(chunks('b'), { maxBytes: 10 });
    await committed.commit();
    await committed.discard();
    expect(await driver.listing()).toEqual({ committed: [], temporary: [] });
  });

  it('refuses more than maxBytes and leaves nothing behind, past the first part too', async () => {
    await expect(store.write(chunks('12345', '6'), { maxBytes: 5 })).rejects.toBeInstanceOf(
      DocumentTooLargeError,
    );
    const mb = Buffer.alloc(1024 * 1024, 1);
    await expect(
      store.write(Readable.from(Array.from({ length: 12 }, () => mb)), { maxBytes: 11 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(DocumentTooLargeError);
    expect(await driver.listing()).toEqual({ committed: [], temporary: [] });
  });

  it('leaves nothing behind when the source fails', async () => {
    async function* broken() {
      yield Buffer.from('metà');
      throw new Error('connection reset');
    }
    await expect(store.write(broken(), { maxBytes: 100 })).rejects.toThrow('connection reset');
    expect(await driver.listing()).toEqual({ committed: [], temporary: [] });
  });

  it('reports a missing file on read, and deletes idempotently', async () => {
    const pending = await store.write(chunks('x'), { maxBytes: 10 });
    await pending.commit();
    expect(await store.exists(pending.key)).toBe(true);
    await store.delete(pending.key);
    await store.delete(pending.key);
    expect(await store.exists(pending.key)).toBe(false);
    await expect(store.read(pending.key)).rejects.toBeInstanceOf(DocumentMissingError);
  });

  it('never takes a key that is not one of its own', async () => {
    for (const key of ['../secret', '/etc/passwd', 'tmp', 'tmp/x', '']) {
      await expect(store.read(key)).rejects.toThrow('invalid document key');
      await expect(store.delete(key)).rejects.toThrow('invalid document key');
      await expect(store.exists(key)).rejects.toThrow('invalid document key');
    }
  });

  it('lists committed keys only, and sweeps temporary files and nothing else', async () => {
    const kept = await store.write(chunks('tenuto'), { maxBytes: 10 });
    await kept.commit();
    await store.write(chunks('interrotto'), { maxBytes: 10 });
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys).toEqual([kept.key]);
    expect(await store.sweepTemporary()).toBe(1);
    expect(await driver.listing()).toEqual({ committed: [kept.key], temporary: [] });
  });

  it('sets aside committed files no row refers to, keeping their bytes', async () => {
    const referenced = await store.write(chunks('con la sua riga'), { maxBytes: 100 });
    await referenced.commit();
    const orphan = await store.write(chunks('senza riga'), { maxBytes: 100 });
    await orphan.commit();
    expect(await store.setAsideOrphans((key) => key === referenced.key)).toBe(1);
    expect(await driver.listing()).toEqual({ committed: [referenced.key], temporary: [] });
    expect(await driver.orphaned(orphan.key)).toBe('senza riga');
    expect(await store.setAsideOrphans((key) => key === referenced.key)).toBe(0);
  });
});

describe('s3 document store shared by instances', () => {
  it("leaves another instance's young temporary object to it at start, and sweeps old ones", async () => {
    const location = s3.location('condiviso');
    const client = createS3Client(location);
    const uploading = createS3DocumentStore(location, client);
    const starting = createS3DocumentStore(location, client);
    try {
      const pending = await uploading.write(chunks('in corso'), { maxBytes: 100 });
      expect(await starting.sweepTemporary()).toBe(0);
      await pending.commit();
      expect(await text((await starting.read(pending.key)).stream)).toBe('in corso');

      await uploading.write(chunks('abbandonato'), { maxBytes: 100 });
      const later = createS3DocumentStore(location, client, { temporaryMaxAgeMs: 0 });
      expect(await later.sweepTemporary()).toBe(1);
      expect(await starting.exists(pending.key)).toBe(true);

      // A young unreferenced object may be another instance's upload whose row is on its way.
      expect(await starting.setAsideOrphans(() => false)).toBe(0);
      expect(await later.setAsideOrphans(() => false)).toBe(1);
      expect(await starting.exists(pending.key)).toBe(false);
    } finally {
      client.destroy();
    }
  });
});
