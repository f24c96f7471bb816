import { HttpError } from '../http-error';
import { fileExtension } from './file-name';

export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'txt' | 'jpeg' | 'png';
export interface DetectedType {
  kind: DocumentKind;
  /** Stored in `documents.filetype` and sent back as the download's Content-Type. */
  mime: string;
}
export type UploadMode = 'single' | 'bulk';

/** Reads bytes of the file already written (the ZIP directory sits at its end). */
export type ReadRange = (position: number, length: number) => Promise<Buffer>;

const HEAD_BYTES = 1024;
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
// Text that a browser would render as a page or run as a script is not a text document.
const MARKUP_STARTS = ['<!doctype', '<html', '<head', '<body', '<script', '<svg', '<iframe', '<?xml'];
// Windows-1252 leaves these bytes undefined (in Latin-1 they are C1 control codes).
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Decides a file's type from its bytes as they stream past: the first bytes
 * for the binary formats, every byte for text (valid UTF-8, otherwise
 * Windows-1252, never control bytes other than tab, CR, LF and form feed).
 */
export class TypeSniffer {
  private head = Buffer.alloc(0);
  private controlFree = true;
  private utf8 = true;
  private cp1252 = true;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  push(chunk: Buffer): void {
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    if (!this.controlFree) return;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (
        (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) ||
        byte === 0x7f
      ) {
        this.controlFree = false;
        return;
      }
      if (CP1252_UNDEFINED.has(byte)) this.cp1252 = false;
    }
    if (this.utf8) {
      try {
        this.decoder.decode(chunk, { stream: true });
      } catch {
        this.utf8 = false;
      }
    }
  }

  async finish(readRange: ReadRange, size: number): Promise<DetectedType | null> {
    const head = this.head;
    if (head.subarray(0, 5).toString('latin1') === '%PDF-') return { kind: 'pdf', mime: 'application/pdf' };
    if (head.subarray(0, OLE2.length).equals(OLE2)) return { kind: 'doc', mime: 'application/msword' };
    if (head.subarray(0, 4).toString('latin1') === 'PK\x03\x04') {
      return (await zipHasWordEntry(readRange, size)) ? { kind: 'docx', mime: DOCX_MIME } : null;
    }
    if (head.subarray(0, JPEG.length).equals(JPEG)) return { kind: 'jpeg', mime: 'image/jpeg' };
    if (head.subarray(0, PNG.length).equals(PNG)) return { kind: 'png', mime: 'image/png' };
    if (!this.controlFree || startsWithMarkup(head)) return null;
    if (this.utf8) {
      try {
        this.decoder.decode(); // a sequence cut off at the end is not UTF-8
        return { kind: 'txt', mime: 'text/plain; charset=utf-8' };
      } catch {
        this.utf8 = false;
      }
    }
    return this.cp1252 ? { kind: 'txt', mime: 'text/plain; charset=windows-1252' } : null;
  }
}

function startsWithMarkup(head: Buffer): boolean {
  const start = head
    .toString('latin1')
    .replace(/^\u00ef\u00bb\u00bf/, '')
    .trimStart()
    .toLowerCase();
  return MARKUP_STARTS.some((tag) => start.startsWith(tag));
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const CENTRAL_DIRECTORY_MAX = 1024 * 1024;

/**
 * A DOCX is a ZIP whose central directory lists entries under `word/`. Only
 * the end of the file (the directory) is read, never the whole file.
 */
export async function zipHasWordEntry(readRange: ReadRange, size: number): Promise<boolean> {
  const tailLength = Math.min(size, EOCD_MIN + 0xffff);
  const tail = await readRange(size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  const eocdOffset = size - tailLength + eocd;
  if (directorySize > CENTRAL_DIRECTORY_MAX || directoryOffset + directorySize > eocdOffset) return false;
  const directory = await readRange(directoryOffset, directorySize);
  let at = 0;
  for (let n = 0; n < entries && at + 46 <= directory.length; n++) {
    if (directory.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return false;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const name = directory.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (name.startsWith('word/')) return true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

const EXTENSION_KIND: Record<string, DocumentKind> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};
const SINGLE_KINDS = new Set<DocumentKind>(['pdf', 'doc', 'docx', 'txt']);

export function unsupportedTypeMessage(mode: UploadMode): string {
  return mode === 'bulk'
    ? 'Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, JPG e PNG'
    : 'Tipo di file non supportato: sono accettati PDF, DOC, DOCX e TXT';
}

/**
 * Throws 415 unless the content is an accepted type for this screen and the
 * name's extension, when it has one, says the same thing as the content.
 */
export function assertAcceptedType(
  detected: DetectedType | null,
  fileName: string,
  mode: UploadMode,
): DetectedType {
  const allowed = mode === 'bulk' || (detected !== null && SINGLE_KINDS.has(detected.kind));
  if (!detected || !allowed) throw new HttpError(415, unsupportedTypeMessage(mode));
  const ext = fileExtension(fileName);
  if (!ext) return detected;
  const expected = EXTENSION_KIND[ext];
  if (!expected || (mode === 'single' && !SINGLE_KINDS.has(expected))) {
    throw new HttpError(415, unsupportedTypeMessage(mode));
  }
  if (expected !== detected.kind) {
    throw new HttpError(415, `Il contenuto del file non corrisponde all'estensione .${ext}`);
  }
  return detected;
}
