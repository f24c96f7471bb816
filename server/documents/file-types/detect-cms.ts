/** The DER of OID 1.2.840.113549.1.7.2 (CMS SignedData), a signed file's first element. */
const SIGNED_DATA_OID = Buffer.from('06092a864886f70d010702', 'hex');
const SEQUENCE = 0x30;
const CONTEXT_0 = 0xa0;
/** Enough base64 characters to hold the outer header, the OID and the next tag. */
const START_CHARS = 32;

/**
 * Whether a file opens as a CMS/PKCS#7 SignedData (a `.p7m`): a SEQUENCE
 * whose first element is the SignedData OID, then the `[0]` content. A
 * definite outer length must cover the file exactly; an indefinite one (BER)
 * must end with the end-of-contents octets. `start` is the file's first bytes,
 * `end` its last two, `size` its length in bytes.
 */
export function isSignedData(start: Buffer, end: Buffer, size: number): boolean {
  if (start[0] !== SEQUENCE || start.length < 2) return false;
  const first = start[1]!;
  let headerLength = 2;
  if (first === 0x80) {
    if (end.length !== 2 || end[0] !== 0 || end[1] !== 0) return false;
  } else {
    let length = first;
    if (first > 0x80) {
      const octets = first & 0x7f;
      if (octets > 4 || start.length < 2 + octets) return false;
      length = start.readUIntBE(2, octets);
      headerLength += octets;
    }
    if (headerLength + length !== size) return false;
  }
  const oidEnd = headerLength + SIGNED_DATA_OID.length;
  return start.subarray(headerLength, oidEnd).equals(SIGNED_DATA_OID) && start[oidEnd] === CONTEXT_0;
}

// Byte classes; 0 is anything else.
const DIGIT = 1; // a base64 alphabet character
const PAD = 2;
const BREAK = 3;
const DASH = 4;
const CLASSES = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')
  CLASSES[c.charCodeAt(0)] = DIGIT;
CLASSES[0x3d] = PAD;
CLASSES[0x0a] = BREAK;
CLASSES[0x0d] = BREAK;
CLASSES[0x2d] = DASH;

const ARMOUR_LABELS = ['PKCS7', 'CMS'];
const ARMOUR_LINE_MAX = 40;

type State = 'start' | 'header' | 'body' | 'footer' | 'after' | 'dead';

/**
 * Checks, as the bytes stream past, that a whole file is the base64 form of
 * a signed file: base64 characters and line breaks only, padding only at the
 * end, optionally between `-----BEGIN PKCS7-----` (or CMS) and its END line.
 * It keeps the first and the last characters to decode the structure's
 * header and end at `finish`, never the whole text.
 */
export class Base64SignedDataCheck {
  private state: State = 'start';
  private line = '';
  private label: string | null = null;
  /** Base64 characters so far, padding included. */
  private chars = 0;
  private pads = 0;
  private first = '';
  // The last 8 characters (two base64 quanta), indexed by count modulo 8.
  private readonly last = new Uint8Array(8);

  get alive(): boolean {
    return this.state !== 'dead';
  }

  push(chunk: Buffer): void {
    for (let i = 0; i < chunk.length && this.state !== 'dead'; i++) {
      if (this.state === 'body' && this.pads === 0 && this.chars >= START_CHARS) {
        i = this.skipBody(chunk, i);
        if (i === chunk.length) return;
      }
      this.step(chunk[i]!);
    }
  }

  /** The hot path, most of a file: body characters counted in locals, up to anything else. */
  private skipBody(chunk: Buffer, from: number): number {
    const last = this.last;
    let chars = this.chars;
    let i = from;
    for (; i < chunk.length; i++) {
      const byte = chunk[i]!;
      const kind = CLASSES[byte];
      if (kind === DIGIT) last[chars++ & 7] = byte;
      else if (kind !== BREAK) break;
    }
    this.chars = chars;
    return i;
  }

  private step(byte: number): void {
    const kind = CLASSES[byte]!;
    if (this.state === 'start') {
      if (kind !== DIGIT) {
        this.state = kind === DASH ? 'header' : 'dead';
        this.line = '-'; // the armour's first dash
        return;
      }
      this.state = 'body';
    }
    switch (this.state) {
      case 'body':
        if (kind === DIGIT && this.pads === 0) {
          if (this.chars < START_CHARS) this.first += String.fromCharCode(byte);
          this.last[this.chars++ & 7] = byte;
        } else if (kind === PAD && this.pads < 2) {
          this.pads++;
          this.last[this.chars++ & 7] = byte;
        } else if (kind === DASH && this.label !== null) {
          this.state = 'footer';
          this.line = '-';
        } else if (kind !== BREAK) {
          this.state = 'dead';
        }
        return;
      case 'header':
        if (kind !== BREAK) {
          this.addToLine(byte);
          return;
        }
        this.label = ARMOUR_LABELS.find((label) => this.line === `-----BEGIN ${label}-----`) ?? null;
        this.state = this.label === null ? 'dead' : 'body';
        return;
      case 'footer':
        if (kind !== BREAK) {
          this.addToLine(byte);
          return;
        }
        this.state = this.footerComplete() ? 'after' : 'dead';
        return;
      case 'after':
        if (kind !== BREAK) this.state = 'dead';
        return;
    }
  }

  private addToLine(byte: number): void {
    this.line += String.fromCharCode(byte);
    if (this.line.length > ARMOUR_LINE_MAX) this.state = 'dead';
  }

  private footerComplete(): boolean {
    return this.line === `-----END ${this.label}-----`;
  }

  /** Whether the whole text decodes to a SignedData structure (see `isSignedData`). */
  finish(): boolean {
    const ended =
      this.label === null
        ? this.state === 'body'
        : this.state === 'after' || (this.state === 'footer' && this.footerComplete());
    if (!ended || this.chars === 0 || this.chars % 4 !== 0) return false;
    const size = (this.chars / 4) * 3 - this.pads;
    const start = Buffer.from(this.first, 'base64');
    let lastChars = this.first;
    if (this.chars > START_CHARS) {
      lastChars = '';
      for (let k = 0; k < 8; k++) lastChars += String.fromCharCode(this.last[(this.chars + k) & 7]!);
    }
    const end = Buffer.from(lastChars, 'base64').subarray(-2);
    return isSignedData(start, end, size);
  }
}
