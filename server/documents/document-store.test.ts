import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createLocalDocumentStore,
  DocumentMissingError,
  type DocumentStore,
  DocumentTooLargeError,
} from './document-store';

let root: string;
let store: DocumentStore;
beforeEach(async () => {
  root = path.join(await mkdtemp(path.join(tmpdir(), 'store-test-')), 'documents');
  store = createLocalDocumentStore(root);
});
afterEach(() => rm(path.dirname(root), { recursive: true, force: true }));

const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));
const listing = async () => ({
  committed: (await readdir(root, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name),
  temporary: await readdir(path.join(root, 'tmp')),
});

describe('local document store', () => {
  it('writes to a temporary file with size and hash, and shows it under its key only once committed', async () => {
    const pending = await store.write(chunks('Gentile ', 'cliente'), { maxBytes: 100 });
    expect(pending.size).toBe(15);
    expect(pending.sha256).toBe(createHash('sha256').update('Gentile cliente').digest('hex'));
    expect(pending.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.exists(pending.key)).toBe(false);
    expect((await listing()).temporary).toHaveLength(1);
    expect((await pending.readRange(8, 100)).toString()).toBe('cliente');

    await pending.commit();
    expect(await listing()).toEqual({ committed: [pending.key], temporary: [] });
    const file = await store.read(pending.key);
    expect(file.size).toBe(15);
    expect(await text(file.stream)).toBe('Gentile cliente');
  });

  it('discards a temporary or a committed file, twice without complaint', async () => {
    const temporary = await store.write(chunks('a'), { maxBytes: 10 });
    await temporary.discard();
    await temporary.discard();
    const committed = await store.write(chunks('b'), { maxBytes: 10 });
    await committed.commit();
    await committed.discard();
    expect(await listing()).toEqual({ committed: [], temporary: [] });
  });

  it('refuses more than maxBytes and leaves nothing behind', async () => {
    await expect(store.write(chunks('12345', '6'), { maxBytes: 5 })).rejects.toBeInstanceOf(
      DocumentTooLargeError,
    );
    expect(await listing()).toEqual({ committed: [], temporary: [] });
  });

  it('leaves nothing behind when the source fails', async () => {
    async function* broken() {
      yield Buffer.from('metà');
      throw new Error('connection reset');
    }
    await expect(store.write(broken(), { maxBytes: 100 })).rejects.toThrow('connection reset');
    expect(await listing()).toEqual({ committed: [], temporary: [] });
  });

  it('reports a missing file on read, and deletes idempotently', async () => {
    const pending = await store.write(chunks('x'), { maxBytes: 10 });
    await pending.commit();
    await store.delete(pending.key);
    await store.delete(pending.key);
    expect(await store.exists(pending.key)).toBe(false);
    await expect(store.read(pending.key)).rejects.toBeInstanceOf(DocumentMissingError);
  });

  it('never resolves a key outside its folder', async () => {
    await writeFile(path.join(path.dirname(root), 'secret'), 'no');
    for (const key of ['../secret', '/etc/passwd', 'tmp', '']) {
      await expect(store.read(key)).rejects.toThrow('invalid document key');
      await expect(store.delete(key)).rejects.toThrow('invalid document key');
    }
    expect(await readFile(path.join(path.dirname(root), 'secret'), 'utf8')).toBe('no');
  });

  it('sweeps temporary files and nothing else', async () => {
    const kept = await store.write(chunks('tenuto'), { maxBytes: 10 });
    await kept.commit();
    await store.write(chunks('interrotto'), { maxBytes: 10 });
    expect(await store.sweepTemporary()).toBe(1);
    expect(await listing()).toEqual({ committed: [kept.key], temporary: [] });
  });
});
