import type { ReadRange } from './read-range';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const CENTRAL_DIRECTORY_MAX = 1024 * 1024;

/**
 * Which of `folders` (such as 'word/' or 'xl/') the ZIP's central directory
 * lists entries under: a DOCX is a ZIP with `word/`, an XLSX one with `xl/`.
 * Only the end of the file (the directory) is read, never the whole file.
 * A damaged or truncated archive lists nothing.
 */
export async function zipEntryFolders(
  readRange: ReadRange,
  size: number,
  folders: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const tailLength = Math.min(size, EOCD_MIN + 0xffff);
  const tail = await readRange(size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return found;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  const eocdOffset = size - tailLength + eocd;
  if (directorySize > CENTRAL_DIRECTORY_MAX || directoryOffset + directorySize > eocdOffset) return found;
  const directory = await readRange(directoryOffset, directorySize);
  let at = 0;
  for (let n = 0; n < entries && at + 46 <= directory.length; n++) {
    if (directory.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return new Set();
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const name = directory.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    for (const folder of folders) if (name.startsWith(folder)) found.add(folder);
    if (found.size === folders.length) break;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return found;
}
