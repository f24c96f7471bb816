import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export interface UnzippedEntry {
  name: string;
  size: number;
  sha256: string;
  /** The entry's modification time as written (local time of the writer, to the even second). */
  /** The DOS date and time written for the entry, as the fields of a UTC date (they carry no zone). */
  dosTime: Date;
  /** Whether the entry also carries a UTC timestamp field (Info-ZIP 'UT'). */
  utcTimestamp: boolean;
  /** Set when the archive declares its names as UTF-8 (bit 11). */
  utf8: boolean;
}

/**
 * Every entry of a ZIP (a buffer, or the path of a file), read with yauzl:
 * the central directory, each entry's size checked by yauzl, its CRC-32
 * (which yauzl does not check) and SHA-256 computed here. Nothing is kept
 * but the hashes; a CRC that differs from the archive's is an error.
 */
export async function unzipEntries(source: Buffer | string): Promise<UnzippedEntry[]> {
  const options = { lazyEntries: true, validateEntrySizes: true, strictFileNames: true };
  const zip = Buffer.isBuffer(source)
    ? await yauzl.fromBufferPromise(source, options)
    : await yauzl.openPromise(source, options);
  const entries: UnzippedEntry[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      const hash = createHash('sha256');
      let size = 0;
      let crc = 0;
      for await (const chunk of await zip.openReadStreamPromise(entry)) {
        hash.update(chunk as Buffer);
        crc = crc32(chunk as Buffer, crc);
        size += (chunk as Buffer).length;
      }
      if (crc !== entry.crc32)
        throw new Error(`${entry.fileName}: CRC-32 ${crc} in the data, ${entry.crc32} in the archive`);
      entries.push({
        name: entry.fileName,
        size,
        sha256: hash.digest('hex'),
        dosTime: entry.getLastModDate({ forceDosFormat: true, timezone: 'UTC' }),
        utcTimestamp: entry.extraFields.some((f) => f.id === 0x5455),
        utf8: (entry.generalPurposeBitFlag & 0x800) !== 0,
      });
    }
  } finally {
    zip.close();
  }
  return entries;
}
