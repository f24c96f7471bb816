import { HttpError } from '../../http-error';
import { fileExtension } from '../file-name';
import { Base64SignedDataCheck, isSignedData } from './detect-cms';
import { OLE2_SIGNATURE, ole2Kind } from './detect-ole2';
import { FatturaXmlCheck } from './detect-xml';
import { zipEntryFolders } from './detect-zip';
import type { ReadRange } from './read-range';

export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'txt' | 'jpeg' | 'png' | 'xls' | 'xlsx' | 'xml' | 'p7m';
export interface DetectedType {
  kind: DocumentKind;
  /** Stored in `filetype` and sent back as the download's Content-Type. */
  mime: string;
}

/** Each kind's extension: read back from names (jpeg too), and given to a name that has none. */
export const KIND_EXTENSION: Record<DocumentKind, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
  jpeg: 'jpg',
  png: 'png',
  xls: 'xls',
  xlsx: 'xlsx',
  xml: 'xml',
  p7m: 'p7m',
};

const HEAD_BYTES = 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const CONTROL = 1;
// Windows-1252 leaves these bytes undefined (in Latin-1 they are C1 control codes).
const CP1252_UNDEFINED = 2;
/** What each byte means to a text file: a table, as every byte of the upload goes through it. */
const TEXT_BYTES = new Uint8Array(256);
for (let byte = 0; byte < 0x20; byte++) TEXT_BYTES[byte] = CONTROL;
for (const byte of [0x09, 0x0a, 0x0c, 0x0d]) TEXT_BYTES[byte] = 0;
TEXT_BYTES[0x7f] = CONTROL;
for (const byte of [0x81, 0x8d, 0x8f, 0x90, 0x9d]) TEXT_BYTES[byte] = CP1252_UNDEFINED;

const DETECTED = {
  pdf: { kind: 'pdf', mime: 'application/pdf' },
  doc: { kind: 'doc', mime: 'application/msword' },
  xls: { kind: 'xls', mime: 'application/vnd.ms-excel' },
  docx: { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { kind: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  jpeg: { kind: 'jpeg', mime: 'image/jpeg' },
  png: { kind: 'png', mime: 'image/png' },
  // A FatturaPA is only ever served as an attachment with nosniff, never rendered.
  xml: { kind: 'xml', mime: 'application/xml' },
  p7m: { kind: 'p7m', mime: 'application/pkcs7-mime' },
} as const satisfies Record<string, DetectedType>;

/**
 * Decides a file's type from its bytes as they stream past: the first bytes
 * and the directories for the binary formats; every byte for text (valid
 * UTF-8, otherwise Windows-1252, never control bytes other than tab, CR, LF
 * and form feed), for FatturaPA XML (parsed as it arrives) and for the base64
 * form of a signed file.
 */
export class TypeSniffer {
  private head = Buffer.alloc(0);
  private controlFree = true;
  private utf8 = true;
  private cp1252 = true;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly xml = new FatturaXmlCheck();
  private readonly base64 = new Base64SignedDataCheck();

  push(chunk: Buffer): void {
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    if (this.controlFree) this.scanText(chunk);
    if (this.base64.alive) this.base64.push(chunk);
    if (!this.utf8 || !(this.controlFree || this.xml.alive)) return;
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: true });
    } catch {
      this.utf8 = false;
      this.xml.fail(); // an e-invoice is UTF-8
      return;
    }
    if (this.xml.alive) this.xml.write(text);
  }

  private scanText(chunk: Buffer): void {
    let seen = 0;
    for (let i = 0; i < chunk.length; i++) seen |= TEXT_BYTES[chunk[i]!]!;
    if (seen & CONTROL) this.controlFree = false;
    if (seen & CP1252_UNDEFINED) this.cp1252 = false;
  }

  async finish(readRange: ReadRange, size: number): Promise<DetectedType | null> {
    const head = this.head;
    if (head.subarray(0, 5).toString('latin1') === '%PDF-') return DETECTED.pdf;
    if (head.subarray(0, OLE2_SIGNATURE.length).equals(OLE2_SIGNATURE)) {
      const kind = await ole2Kind(readRange, size);
      return kind ? DETECTED[kind] : null;
    }
    if (head.subarray(0, 4).toString('latin1') === 'PK\x03\x04') {
      const folders = await zipEntryFolders(readRange, size, ['word/', 'xl/']);
      if (folders.has('word/')) return DETECTED.docx;
      return folders.has('xl/') ? DETECTED.xlsx : null;
    }
    if (head.subarray(0, JPEG.length).equals(JPEG)) return DETECTED.jpeg;
    if (head.subarray(0, PNG.length).equals(PNG)) return DETECTED.png;
    // 0x30 is also the digit '0' that a text file may start with: only a match decides.
    if (head[0] === 0x30 && size >= 2 && isSignedData(head, await readRange(size - 2, 2), size)) {
      return DETECTED.p7m;
    }
    if (this.xml.end()) return DETECTED.xml;
    if (this.base64.finish()) return DETECTED.p7m;
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

/**
 * Text that opens with a tag, a declaration, a comment or a processing
 * instruction is markup (HTML, SVG, any XML that is not an e-invoice): a
 * browser or another program could take it for a page, so it is never a text
 * document.
 */
function startsWithMarkup(head: Buffer): boolean {
  const start = head
    .subarray(head.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0)
    .toString('latin1')
    .trimStart();
  return /^<[a-z!?/]/i.test(start);
}

/**
 * Who is uploading: the firm's single upload (documents to read, e-invoices
 * and signed files among them), its bulk upload (scans and photos too), or a
 * client sending papers to the firm (spreadsheets too).
 */
export type UploadAudience = 'single' | 'bulk' | 'client';

const ACCEPTED_KINDS: Record<UploadAudience, ReadonlySet<DocumentKind>> = {
  single: new Set(['pdf', 'doc', 'docx', 'txt', 'xml', 'p7m']),
  bulk: new Set(['pdf', 'doc', 'docx', 'txt', 'jpeg', 'png', 'xml', 'p7m']),
  client: new Set(['pdf', 'jpeg', 'png', 'doc', 'docx', 'txt', 'xls', 'xlsx', 'xml', 'p7m']),
};
const UNSUPPORTED_MESSAGES: Record<UploadAudience, string> = {
  single:
    'Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, fatture XML (FatturaPA) e file firmati .p7m',
  bulk: 'Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, JPG, PNG, fatture XML (FatturaPA) e file firmati .p7m',
  client:
    'Tipo di file non supportato: sono accettati PDF, JPG, PNG, DOC, DOCX, TXT, XLS, XLSX, fatture XML (FatturaPA) e file firmati .p7m',
};
export const NOT_FATTURA_MESSAGE = 'Il file XML non è una fattura elettronica (FatturaPA)';
/** A signed invoice is "fattura.xml.p7m": the last extension is the one compared. */
const EXTENSION_KIND = new Map<string, DocumentKind>([
  ...Object.entries(KIND_EXTENSION).map(([kind, ext]) => [ext, kind as DocumentKind] as const),
  ['jpeg', 'jpeg'],
]);

export function unsupportedTypeMessage(audience: UploadAudience): string {
  return UNSUPPORTED_MESSAGES[audience];
}

/**
 * Throws 415 unless the content is an accepted type for this audience and
 * the name's extension, when it has one, says the same thing as the content.
 */
export function assertAcceptedType(
  detected: DetectedType | null,
  fileName: string,
  audience: UploadAudience,
): DetectedType {
  const accepted = ACCEPTED_KINDS[audience];
  const ext = fileExtension(fileName);
  // An SVG, an HTML page or an RSS feed named .xml: say what an .xml must be.
  if (ext === 'xml' && accepted.has('xml') && detected?.kind !== 'xml') {
    throw new HttpError(415, NOT_FATTURA_MESSAGE);
  }
  if (!detected || !accepted.has(detected.kind)) throw new HttpError(415, unsupportedTypeMessage(audience));
  if (!ext) return detected;
  const expected = EXTENSION_KIND.get(ext);
  if (!expected || !accepted.has(expected)) throw new HttpError(415, unsupportedTypeMessage(audience));
  if (expected !== detected.kind) {
    throw new HttpError(415, `Il contenuto del file non corrisponde all'estensione .${ext}`);
  }
  return detected;
}
