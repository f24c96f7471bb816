import { describe, expect, it } from 'vitest';
import { docFile, msgFile, ole2Header, xlsFile } from '../../../test/support/document-fixtures';
import { ole2File } from '../../../test/support/ole2-file';
import { ole2Kind, ole2RootStreams } from './detect-ole2';

/** Reads from memory, counting what was asked for. */
function reader(bytes: Buffer) {
  const counts = { bytes: 0, calls: 0 };
  const readRange = async (position: number, length: number) => {
    counts.bytes += length;
    counts.calls++;
    return bytes.subarray(position, position + length);
  };
  return { readRange, counts };
}
const kindOf = (bytes: Buffer) => ole2Kind(reader(bytes).readRange, bytes.length);
const streamsOf = (bytes: Buffer) => ole2RootStreams(reader(bytes).readRange, bytes.length);

const SECTOR = 512;
const at = (sector: number) => (sector + 1) * SECTOR;
const firstDirectorySector = (file: Buffer) => file.readUInt32LE(48);
/** Where the FAT says what follows `sector` (files with the FAT in the header's slots). */
const fatSlot = (file: Buffer, sector: number) =>
  at(file.readUInt32LE(76 + Math.floor(sector / 128) * 4)) + (sector % 128) * 4;
/** Where a directory entry sits (ids in the first directory sector). */
const entryOffset = (file: Buffer, id: number) => at(firstDirectorySector(file)) + id * 128;

describe('ole2Kind', () => {
  it('tells a Word document from an Excel workbook by their top-level streams', async () => {
    expect(await kindOf(docFile())).toBe('doc');
    expect(await kindOf(xlsFile())).toBe('xls');
    expect(await kindOf(docFile({ sectorShift: 12 }))).toBe('doc');
    expect(await kindOf(xlsFile({ sectorShift: 12 }))).toBe('xls');
    expect(await kindOf(ole2File([{ name: 'Book' }]))).toBe('xls'); // Excel 5
    expect(await kindOf(ole2File([{ name: 'workbook' }]))).toBe('xls'); // names compare without case
  });

  it('refuses compound files that are neither: a .msg, a .ppt, a bare header, an empty root', async () => {
    expect(await kindOf(msgFile())).toBeNull();
    expect(await kindOf(ole2File([{ name: 'PowerPoint Document' }, { name: 'Current User' }]))).toBeNull();
    expect(await kindOf(ole2Header())).toBeNull();
    expect(await kindOf(ole2File([]))).toBeNull();
  });

  it('looks only at the top level: a Word document embedded in a workbook does not make it a .doc', async () => {
    const workbook = ole2File([
      { name: 'Workbook' },
      { name: 'MBD0001', children: [{ name: 'WordDocument' }, { name: '1Table' }] },
    ]);
    expect(await streamsOf(workbook)).toEqual(new Set(['WORKBOOK']));
    expect(await kindOf(workbook)).toBe('xls');
    const onlyNested = ole2File([{ name: 'ObjectPool', children: [{ name: 'Workbook' }] }]);
    expect(await kindOf(onlyNested)).toBeNull();
  });

  it('walks the whole sibling tree of a directory spread over many sectors', async () => {
    const names = Array.from({ length: 40 }, (_, i) => ({ name: `Stream${i}` }));
    const file = ole2File([...names, { name: 'WordDocument' }]);
    const streams = await streamsOf(file);
    expect(streams?.size).toBe(41);
    expect(streams?.has('WORDDOCUMENT')).toBe(true);
  });

  it('finds FAT sectors past the header through the DIFAT, reading only a few sectors of a 7 MB file', async () => {
    const file = docFile({ gapSectors: 14_000 });
    // The directory's chain is described by FAT sector 110: beyond the header's 109 slots.
    expect(file.readUInt32LE(72)).toBe(1);
    expect(firstDirectorySector(file)).toBeGreaterThan(109 * 128);
    const { readRange, counts } = reader(file);
    expect(await ole2Kind(readRange, file.length)).toBe('doc');
    expect(counts.bytes).toBeLessThanOrEqual(8 * SECTOR);
  });

  it('refuses a directory chain that loops, ends early or leaves the file', async () => {
    const file = ole2File(
      Array.from({ length: 8 }, (_, i) => ({ name: `S${i}` })).concat({ name: 'Workbook' }),
    );
    const first = firstDirectorySector(file);
    const looping = Buffer.from(file);
    looping.writeUInt32LE(first, fatSlot(file, first)); // the first sector points to itself
    expect(await kindOf(looping)).toBeNull();
    const ended = Buffer.from(file);
    ended.writeUInt32LE(0xfffffffe, fatSlot(file, first));
    expect(await kindOf(ended)).toBeNull();
    const outside = Buffer.from(file);
    outside.writeUInt32LE(1_000_000, fatSlot(file, first));
    expect(await kindOf(outside)).toBeNull();
    const noDirectory = Buffer.from(file);
    noDirectory.writeUInt32LE(0xfffffffe, 48);
    expect(await kindOf(noDirectory)).toBeNull();
  });

  it('refuses sibling links that loop or point past the directory', async () => {
    const file = docFile();
    const top = file.readUInt32LE(entryOffset(file, 0) + 76);
    expect(top).toBeLessThan(4); // in the first directory sector, where entryOffset looks
    const looping = Buffer.from(file);
    looping.writeUInt32LE(top, entryOffset(file, top) + 68); // the top child is its own left sibling
    expect(await kindOf(looping)).toBeNull();
    const pastEnd = Buffer.from(file);
    pastEnd.writeUInt32LE(5_000, entryOffset(file, top) + 72);
    expect(await kindOf(pastEnd)).toBeNull();
  });

  it('refuses damaged headers and truncated files', async () => {
    const badShift = Buffer.from(docFile());
    badShift.writeUInt16LE(10, 30);
    expect(await kindOf(badShift)).toBeNull();
    const bigEndian = Buffer.from(docFile());
    bigEndian.writeUInt16LE(0xfeff, 28);
    expect(await kindOf(bigEndian)).toBeNull();
    const doc = docFile();
    expect(await kindOf(doc.subarray(0, doc.length - SECTOR))).toBeNull(); // the directory is last
    expect(await kindOf(doc.subarray(0, 300))).toBeNull();
    const notRoot = Buffer.from(doc);
    notRoot[entryOffset(doc, 0) + 66] = 1;
    expect(await kindOf(notRoot)).toBeNull();
  });
});
