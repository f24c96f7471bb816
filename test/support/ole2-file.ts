/*
 * A builder of OLE2 compound files (the container of .doc, .xls, .msg, .ppt):
 * header, FAT (and DIFAT when the FAT outgrows the header's 109 slots),
 * directory entries named in UTF-16LE linked as a tree, and the streams'
 * sectors. Streams are kept at 4096 bytes or more so that they live in
 * ordinary sectors, as the format requires of streams that size.
 */

export interface Ole2Entry {
  name: string;
  /** Streams only: bytes; at least 4096 (the mini-stream cutoff). */
  size?: number;
  /** Makes the entry a storage (a folder) holding these. */
  children?: Ole2Entry[];
  /** The stream's first bytes (a format's magic number). */
  start?: Buffer;
}

export interface Ole2Options {
  /** 9: 512-byte sectors (version 3), 12: 4096-byte sectors (version 4). */
  sectorShift?: 9 | 12;
  /** Free sectors between the streams and the directory: pushes the directory far into the file. */
  gapSectors?: number;
}

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const DIFAT_SECTOR = 0xfffffffc;
const NO_ENTRY = 0xffffffff;
const MINI_CUTOFF = 4096;

interface Placed {
  entry: Ole2Entry;
  id: number;
  childIds: number[];
  start: number;
}

export function ole2File(entries: Ole2Entry[], options: Ole2Options = {}): Buffer {
  const shift = options.sectorShift ?? 9;
  const sectorSize = 2 ** shift;
  const perFat = sectorSize / 4;
  const perDirectory = sectorSize / 128;

  // Directory ids: the root is 0, then every entry depth first.
  const placed: Placed[] = [
    { entry: { name: 'Root Entry', children: entries }, id: 0, childIds: [], start: 0 },
  ];
  const place = (list: Ole2Entry[], parent: Placed) => {
    for (const entry of list) {
      const item: Placed = { entry, id: placed.length, childIds: [], start: END_OF_CHAIN };
      placed.push(item);
      parent.childIds.push(item.id);
      if (entry.children) place(entry.children, item);
    }
  };
  place(entries, placed[0]!);

  const streamSectors = (entry: Ole2Entry) =>
    entry.children ? 0 : Math.ceil(Math.max(entry.size ?? MINI_CUTOFF, MINI_CUTOFF) / sectorSize);
  const dataSectors = placed.slice(1).reduce((sum, item) => sum + streamSectors(item.entry), 0);
  const directorySectors = Math.ceil(placed.length / perDirectory);
  const gap = options.gapSectors ?? 0;
  // The FAT covers itself and the DIFAT too: grow both until they fit.
  let fatSectors = 1;
  let difatSectors = 0;
  for (;;) {
    const total = fatSectors + difatSectors + dataSectors + gap + directorySectors;
    const neededFat = Math.ceil(total / perFat);
    const neededDifat = Math.max(0, Math.ceil((neededFat - 109) / (perFat - 1)));
    if (neededFat === fatSectors && neededDifat === difatSectors) break;
    fatSectors = neededFat;
    difatSectors = neededDifat;
  }
  const total = fatSectors + difatSectors + dataSectors + gap + directorySectors;
  const file = Buffer.alloc((total + 1) * sectorSize);
  const at = (sector: number) => (sector + 1) * sectorSize;
  const fat = new Uint32Array(fatSectors * perFat).fill(FREE);
  const chain = (sectors: number[]) => {
    sectors.forEach((sector, i) => {
      fat[sector] = sectors[i + 1] ?? END_OF_CHAIN;
    });
  };

  let next = 0;
  const take = (count: number) => Array.from({ length: count }, () => next++);
  const fatList = take(fatSectors);
  const difatList = take(difatSectors);
  for (const sector of fatList) fat[sector] = FAT_SECTOR;
  for (const sector of difatList) fat[sector] = DIFAT_SECTOR;
  for (const item of placed.slice(1)) {
    const count = streamSectors(item.entry);
    if (count === 0) continue;
    const sectors = take(count);
    item.start = sectors[0]!;
    chain(sectors);
    item.entry.start?.copy(file, at(item.start));
  }
  next += gap;
  // The directory's chain runs backwards through its sectors: a reader must follow the FAT.
  const directory = take(directorySectors).reverse();
  chain(directory);

  // Header.
  SIGNATURE.copy(file);
  file.writeUInt16LE(0x003e, 24);
  file.writeUInt16LE(shift === 9 ? 3 : 4, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(shift, 30);
  file.writeUInt16LE(6, 32); // 64-byte mini sectors
  file.writeUInt32LE(shift === 9 ? 0 : directorySectors, 40);
  file.writeUInt32LE(fatSectors, 44);
  file.writeUInt32LE(directory[0]!, 48);
  file.writeUInt32LE(MINI_CUTOFF, 56);
  file.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  file.writeUInt32LE(difatList[0] ?? END_OF_CHAIN, 68);
  file.writeUInt32LE(difatSectors, 72);
  for (let i = 0; i < 109; i++) file.writeUInt32LE(fatList[i] ?? FREE, 76 + i * 4);
  difatList.forEach((sector, d) => {
    for (let i = 0; i < perFat - 1; i++) {
      file.writeUInt32LE(fatList[109 + d * (perFat - 1) + i] ?? FREE, at(sector) + i * 4);
    }
    file.writeUInt32LE(difatList[d + 1] ?? END_OF_CHAIN, at(sector) + sectorSize - 4);
  });
  fatList.forEach((sector, i) => {
    for (let j = 0; j < perFat; j++) file.writeUInt32LE(fat[i * perFat + j]!, at(sector) + j * 4);
  });

  // Directory entries; unused slots stay empty with no siblings.
  const entryAt = (id: number) => at(directory[Math.floor(id / perDirectory)]!) + (id % perDirectory) * 128;
  for (let id = placed.length; id < directorySectors * perDirectory; id++) {
    const offset = entryAt(id);
    file.writeUInt32LE(NO_ENTRY, offset + 68);
    file.writeUInt32LE(NO_ENTRY, offset + 72);
    file.writeUInt32LE(NO_ENTRY, offset + 76);
  }
  const siblings = new Map<number, { left: number; right: number }>();
  const childTree = new Map<number, number>();
  for (const item of placed) childTree.set(item.id, tree(item.childIds, placed, siblings));
  for (const item of placed) {
    const offset = entryAt(item.id);
    const name = Buffer.from(`${item.entry.name}\0`, 'utf16le');
    if (name.length > 64) throw new Error(`OLE2 name too long: ${item.entry.name}`);
    name.copy(file, offset);
    file.writeUInt16LE(name.length, offset + 64);
    file[offset + 66] = item.id === 0 ? 5 : item.entry.children ? 1 : 2;
    file[offset + 67] = 1; // black
    file.writeUInt32LE(siblings.get(item.id)?.left ?? NO_ENTRY, offset + 68);
    file.writeUInt32LE(siblings.get(item.id)?.right ?? NO_ENTRY, offset + 72);
    file.writeUInt32LE(childTree.get(item.id) ?? NO_ENTRY, offset + 76);
    file.writeUInt32LE(item.id === 0 ? END_OF_CHAIN : item.start, offset + 116);
    const size =
      item.id === 0 || item.entry.children ? 0 : Math.max(item.entry.size ?? MINI_CUTOFF, MINI_CUTOFF);
    file.writeUInt32LE(size, offset + 120);
  }
  return file;
}

/**
 * A balanced tree of siblings in the format's order (shorter names first,
 * then by upper-case name); returns the id at its top.
 */
function tree(
  ids: number[],
  placed: Placed[],
  siblings: Map<number, { left: number; right: number }>,
): number {
  const key = (id: number) => placed[id]!.entry.name.toUpperCase();
  const sorted = [...ids].sort((a, b) => key(a).length - key(b).length || (key(a) < key(b) ? -1 : 1));
  const build = (from: number, to: number): number => {
    if (from >= to) return NO_ENTRY;
    const middle = Math.floor((from + to) / 2);
    siblings.set(sorted[middle]!, { left: build(from, middle), right: build(middle + 1, to) });
    return sorted[middle]!;
  };
  return build(0, sorted.length);
}
