import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../test/support/documents';
import { unzipEntries } from '../../../test/support/unzip';
import { createLocalDocumentStore, type DocumentStore } from '../storage/document-store';
import { nativeUnsigned, yazlCrc32 } from './yazl-native-crc';
import {
  type ArchiveEntry,
  ArchiveFileMissingError,
  archiveFileName,
  archiveFolderName,
  clientArchiveFolders,
  italianClock,
  openZipArchive,
  uniqueArchivePaths,
} from './zip-archive';

describe('the CRC-32 yazl uses', () => {
  it("is zlib's, in place of buffer-crc32's JavaScript loop, with the same results", () => {
    expect(yazlCrc32().unsigned).toBe(nativeUnsigned);
    expect(nativeUnsigned(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(nativeUnsigned('123456789')).toBe(0xcbf43926);
    const [a, b] = [randomBytes(100_000), randomBytes(3)];
    const whole = nativeUnsigned(Buffer.concat([a, b]));
    expect(nativeUnsigned(b, nativeUnsigned(a))).toBe(whole);
    const previous = Buffer.alloc(4);
    previous.writeUInt32BE(nativeUnsigned(a));
    expect(nativeUnsigned(b, previous)).toBe(whole);
    expect(nativeUnsigned(Buffer.alloc(0))).toBe(0);
  });
});

describe('uniqueArchivePaths', () => {
  it('numbers repeated names before the extension, comparing without case', () => {
    expect(uniqueArchivePaths(['fattura.pdf', 'FATTURA.pdf', 'fattura.pdf', 'altro.pdf'])).toEqual([
      'fattura.pdf',
      'FATTURA (2).pdf',
      'fattura (3).pdf',
      'altro.pdf',
    ]);
  });

  it('keeps the two extensions of a signed invoice together', () => {
    expect(
      uniqueArchivePaths(['IT0123_001.xml.p7m', 'IT0123_001.xml.p7m', 'firma.P7M', 'firma.P7M']),
    ).toEqual(['IT0123_001.xml.p7m', 'IT0123_001 (2).xml.p7m', 'firma.P7M', 'firma (2).P7M']);
  });

  it('numbers names without an extension at their end, and files inside folders', () => {
    expect(
      uniqueArchivePaths(['documento', 'documento', 'Mario Rossi/730.pdf', 'Mario Rossi/730.pdf']),
    ).toEqual(['documento', 'documento (2)', 'Mario Rossi/730.pdf', 'Mario Rossi/730 (2).pdf']);
    // A dot inside the name is not an extension; a folder's dot neither.
    expect(
      uniqueArchivePaths(['v1.2 finale', 'v1.2 finale', 'Rossi S.r.l/nota', 'Rossi S.r.l/nota']),
    ).toEqual(['v1.2 finale', 'v1.2 finale (2)', 'Rossi S.r.l/nota', 'Rossi S.r.l/nota (2)']);
  });

  it('never takes the name of another file in the archive', () => {
    expect(uniqueArchivePaths(['fattura.pdf', 'fattura.pdf', 'fattura (2).pdf'])).toEqual([
      'fattura.pdf',
      'fattura (3).pdf',
      'fattura (2).pdf',
    ]);
    const many = uniqueArchivePaths(Array.from({ length: 50 }, (_, i) => (i % 3 ? 'a.pdf' : 'a (2).pdf')));
    expect(new Set(many.map((p) => p.toLowerCase())).size).toBe(50);
  });
});

describe('archiveFolderName', () => {
  it.each([
    ['Mario Rossi', 'Mario Rossi'],
    ['Rossi & Figli S.r.l.', 'Rossi & Figli S.r.l'],
    ['  Bianchi   Anna ', 'Bianchi Anna'],
    ['Mario\nRossi', 'Mario Rossi'],
    ['Mario\tRossi\u200b', 'Mario Rossi'],
    ['a/b\\c:d*e?f"g<h>i|j', 'abcdefghij'],
    ['..', 'cliente'],
    ['../../etc', 'etc'],
    ['\u202eRossi', 'Rossi'],
    ['', 'cliente'],
  ])('%j → %j', (name, folder) => {
    expect(archiveFolderName(name)).toBe(folder);
  });
});

describe('archiveFileName', () => {
  it('is dated in Italy', () => {
    expect(archiveFileName('documenti', new Date('2026-12-31T23:30:00Z'))).toBe('documenti-2027-01-01.zip');
    expect(archiveFileName('documenti', new Date('2026-07-01T21:59:00Z'))).toBe('documenti-2026-07-01.zip');
    expect(archiveFileName('ricevuti', new Date('2026-07-01T22:00:00Z'))).toBe('ricevuti-2026-07-02.zip');
  });
});

describe('italianClock', () => {
  // In the server's zone (whatever the test machine's is), the fields of the time in Italy.
  const fields = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];
  it('shows winter and summer time, and the day after midnight in Italy', () => {
    expect(fields(italianClock(new Date('2026-03-14T08:30:00Z')))).toEqual([2026, 3, 14, 9, 30]);
    expect(fields(italianClock(new Date('2026-07-01T22:15:00Z')))).toEqual([2026, 7, 2, 0, 15]);
    expect(fields(italianClock(new Date('2026-12-31T23:05:00Z')))).toEqual([2027, 1, 1, 0, 5]);
  });
});

describe('clientArchiveFolders', () => {
  it("names each client's folder after them, adding the username where two names are the same", () => {
    const folders = clientArchiveFolders([
      { userId: 2, fullName: 'Anna Rossi', username: 'anna' },
      { userId: 3, fullName: 'Bruno Neri', username: 'bruno' },
      { userId: 2, fullName: 'Anna Rossi', username: 'anna' },
      { userId: 4, fullName: 'anna  rossi.', username: 'anna.bg' },
      { userId: 5, fullName: 'Studio: "Verdi"', username: 'verdi/s' },
    ]);
    expect([...folders]).toEqual([
      [2, 'Anna Rossi (anna)'],
      [3, 'Bruno Neri'],
      [4, 'anna rossi (anna.bg)'],
      [5, 'Studio Verdi'],
    ]);
  });
});

describe('openZipArchive', () => {
  let root: string;
  let store: DocumentStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'studio-zip-'));
    store = createLocalDocumentStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function stored(path: string, content: Buffer): Promise<ArchiveEntry & { sha256: string }> {
    const pending = await store.write(Readable.from([content]), { maxBytes: content.length });
    await pending.commit();
    return {
      path,
      storageKey: pending.key,
      size: pending.size,
      // 9:30 in Italy (winter time).
      mtime: new Date('2026-03-14T08:30:00Z'),
      sha256: pending.sha256,
    };
  }
  const read = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const openStoredFiles = async () => {
    const fds = await readdir('/proc/self/fd');
    const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
    return targets.filter((target) => target.startsWith(root));
  };

  it('streams every file, with the size announced in advance and the times kept', async () => {
    const entries = [
      await stored('uno.pdf', randomBytes(2_500_000)),
      await stored('uno.pdf', randomBytes(10)),
      await stored('Cliente/è.txt', Buffer.from('perché')),
    ];
    const archive = await openZipArchive(store, entries);
    const bytes = await read(archive.stream);
    expect(bytes.length).toBe(archive.size);
    const unzipped = await unzipEntries(bytes);
    expect(unzipped.map((e) => [e.name, e.sha256, e.size])).toEqual([
      ['uno.pdf', entries[0]!.sha256, 2_500_000],
      ['uno (2).pdf', entries[1]!.sha256, 10],
      ['Cliente/è.txt', sha256(Buffer.from('perché')), 7],
    ]);
    expect(unzipped[0]!.dosTime).toEqual(new Date(Date.UTC(2026, 2, 14, 9, 30)));
    expect(unzipped[0]!.utcTimestamp).toBe(false);
    expect(await openStoredFiles()).toEqual([]);
  });

  it('refuses before streaming when a file is missing, naming it', async () => {
    const present = await stored('a.pdf', randomBytes(100));
    const gone = await stored('b.pdf', randomBytes(100));
    await store.delete(gone.storageKey);
    const error = await openZipArchive(store, [present, gone]).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ArchiveFileMissingError);
    expect(error).toMatchObject({
      statusCode: 404,
      message: 'Documento non disponibile',
      storageKeys: [gone.storageKey],
    });
  });

  it('ends with an error, not a silent short archive, when a file is not the size recorded', async () => {
    const entry = await stored('a.pdf', randomBytes(1000));
    const archive = await openZipArchive(store, [{ ...entry, size: 999 }]);
    await expect(read(archive.stream)).rejects.toThrow(/has 1000 bytes, not 999/);
    expect(await openStoredFiles()).toEqual([]);
  });

  it('ends with an error, not a hung download, when a file fails while being read', async () => {
    const entry = await stored('a.pdf', randomBytes(3_000_000));
    const failing: DocumentStore = {
      ...store,
      async read(key) {
        const file = await store.read(key);
        let chunks = 0;
        const stream = file.stream.pipe(
          new Transform({
            transform(chunk, _encoding, callback) {
              callback(++chunks === 2 ? new Error('EIO: disk read failed') : null, chunk);
            },
          }),
        );
        stream.once('close', () => file.stream.destroy());
        return { stream, size: file.size };
      },
    };
    const archive = await openZipArchive(failing, [entry]);
    await expect(read(archive.stream)).rejects.toThrow('EIO: disk read failed');
    await expect.poll(openStoredFiles).toEqual([]);
  });

  it('closes a file opened after the download was abandoned', async () => {
    const entry = await stored('a.pdf', randomBytes(3_000_000));
    let opened = false;
    const slow: DocumentStore = {
      ...store,
      async read(key) {
        await new Promise((r) => setTimeout(r, 50));
        opened = true;
        return store.read(key);
      },
    };
    const archive = await openZipArchive(slow, [entry]);
    archive.stream.destroy();
    await expect.poll(() => opened).toBe(true);
    await expect.poll(openStoredFiles).toEqual([]);
  });
});
