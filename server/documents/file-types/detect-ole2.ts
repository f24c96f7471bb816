import type { ReadRange } from './read-range';

/** The 8 bytes every OLE2 compound file (.doc, .xls, .msg, .ppt…) starts with. */
export const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const HEADER_BYTES = 512;
const HEADER_DIFAT_ENTRIES = 109;
const ENTRY_BYTES = 128;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const NO_ENTRY = 0xffffffff;
const STREAM = 2;
const ROOT = 5;
// A root storage with more children than this is no Office file: the cap bounds the reads.
const MAX_ROOT_CHILDREN = 512;

class Damaged extends Error {}

/**
 * What an OLE2 compound file holds at its top level: a Word document has a
 * `WordDocument` stream, an Excel workbook a `Workbook` (or Excel 5's `Book`)
 * stream. Anything else (a .msg, a .ppt, a damaged file) is null. Only the
 * header, the FAT sectors on the directory's chain and the directory sectors
 * holding top-level entries are read.
 */
export async function ole2Kind(readRange: ReadRange, size: number): Promise<'doc' | 'xls' | null> {
  const streams = await ole2RootStreams(readRange, size);
  if (streams?.has('WORDDOCUMENT')) return 'doc';
  if (streams?.has('WORKBOOK') || streams?.has('BOOK')) return 'xls';
  return null;
}

/** Names (upper case: OLE2 compares names case-insensitively) of the root storage's streams. */
export async function ole2RootStreams(readRange: ReadRange, size: number): Promise<Set<string> | null> {
  const header = await readRange(0, HEADER_BYTES);
  if (header.length < HEADER_BYTES || !header.subarray(0, OLE2_SIGNATURE.length).equals(OLE2_SIGNATURE)) {
    return null;
  }
  const sectorShift = header.readUInt16LE(30);
  if (header.readUInt16LE(28) !== 0xfffe || (sectorShift !== 9 && sectorShift !== 12)) return null;
  try {
    return await new CompoundFile(readRange, size, header, sectorShift).rootStreams();
  } catch (err) {
    if (err instanceof Damaged) return null;
    throw err;
  }
}

class CompoundFile {
  private readonly sectorSize: number;
  private readonly sectorCount: number;
  private readonly sectors = new Map<number, Buffer>();
  private readonly difatChain: number[] = [];
  private readonly onDifatChain = new Set<number>();
  private readonly directoryChain: number[];
  private readonly onDirectoryChain = new Set<number>();

  constructor(
    private readonly readRange: ReadRange,
    size: number,
    private readonly header: Buffer,
    sectorShift: number,
  ) {
    this.sectorSize = 2 ** sectorShift;
    // Sector n starts at (n + 1) * sectorSize: the header takes the first sector's room.
    this.sectorCount = Math.max(0, Math.floor(size / this.sectorSize) - 1);
    const firstDirectorySector = header.readUInt32LE(48);
    this.directoryChain = [firstDirectorySector];
    this.onDirectoryChain.add(firstDirectorySector);
  }

  async rootStreams(): Promise<Set<string>> {
    const root = await this.entry(0);
    if (root[66] !== ROOT) throw new Damaged();
    const names = new Set<string>();
    // Top-level entries form a tree through their left and right sibling ids.
    const seen = new Set<number>([0]);
    const pending = [root.readUInt32LE(76)];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (id === NO_ENTRY) continue;
      if (seen.has(id) || seen.size > MAX_ROOT_CHILDREN) throw new Damaged();
      seen.add(id);
      const entry = await this.entry(id);
      if (entry[66] === STREAM) names.add(entryName(entry));
      pending.push(entry.readUInt32LE(68), entry.readUInt32LE(72));
    }
    return names;
  }

  private async entry(id: number): Promise<Buffer> {
    const perSector = this.sectorSize / ENTRY_BYTES;
    const sector = await this.directorySector(Math.floor(id / perSector));
    const at = (id % perSector) * ENTRY_BYTES;
    return sector.subarray(at, at + ENTRY_BYTES);
  }

  /** The index-th sector of the directory, following its chain through the FAT. */
  private async directorySector(index: number): Promise<Buffer> {
    // A chain longer than the file has sectors loops somewhere.
    if (index >= this.sectorCount) throw new Damaged();
    while (this.directoryChain.length <= index) {
      const next = await this.fatEntry(this.directoryChain.at(-1)!);
      // End of chain (or a free or special sector) before the entry: an id past the directory.
      if (next >= this.sectorCount || this.onDirectoryChain.has(next)) throw new Damaged();
      this.directoryChain.push(next);
      this.onDirectoryChain.add(next);
    }
    return this.sector(this.directoryChain[index]!);
  }

  private async fatEntry(sector: number): Promise<number> {
    const perSector = this.sectorSize / 4;
    const fat = await this.sector(await this.fatSectorLocation(Math.floor(sector / perSector)));
    return fat.readUInt32LE((sector % perSector) * 4);
  }

  /** Where the index-th FAT sector is: the header lists 109, DIFAT sectors the rest. */
  private async fatSectorLocation(index: number): Promise<number> {
    if (index < HEADER_DIFAT_ENTRIES) return this.header.readUInt32LE(76 + index * 4);
    // Each DIFAT sector lists sectorSize / 4 - 1 FAT sectors, then the next DIFAT sector.
    const perSector = this.sectorSize / 4 - 1;
    const difatIndex = Math.floor((index - HEADER_DIFAT_ENTRIES) / perSector);
    while (this.difatChain.length <= difatIndex) {
      const last = this.difatChain.at(-1);
      const next =
        last === undefined
          ? this.header.readUInt32LE(68)
          : (await this.sector(last)).readUInt32LE(this.sectorSize - 4);
      if (this.onDifatChain.has(next) || this.difatChain.length >= this.header.readUInt32LE(72)) {
        throw new Damaged();
      }
      this.difatChain.push(next);
      this.onDifatChain.add(next);
    }
    const difat = await this.sector(this.difatChain[difatIndex]!);
    return difat.readUInt32LE(((index - HEADER_DIFAT_ENTRIES) % perSector) * 4);
  }

  private async sector(sector: number): Promise<Buffer> {
    if (sector > MAX_REGULAR_SECTOR || sector >= this.sectorCount) throw new Damaged();
    const cached = this.sectors.get(sector);
    if (cached) return cached;
    const bytes = await this.readRange((sector + 1) * this.sectorSize, this.sectorSize);
    if (bytes.length < this.sectorSize) throw new Damaged();
    this.sectors.set(sector, bytes);
    return bytes;
  }
}

function entryName(entry: Buffer): string {
  const length = entry.readUInt16LE(64); // in bytes, with the terminating NUL
  if (length < 2 || length > 64 || length % 2 !== 0) return '';
  return entry.toString('utf16le', 0, length - 2).toUpperCase();
}
