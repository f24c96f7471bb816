/**
 * A reader of DER (and BER, as some Italian signing programs write it) that
 * never copies: each element is a view into the one buffer holding the file.
 * Lengths are checked against what is left, so a broken envelope is refused
 * with `DerError`, never read past its end.
 */
export class DerError extends Error {}

export interface Element {
  /** The identifier octet: class, constructed bit and tag number (numbers under 31 only). */
  tag: number;
  /** The contents (without the header, nor BER's end-of-contents octets). */
  value: Buffer;
  /** The whole element as written, header included. */
  raw: Buffer;
  /** BER's indefinite length: the contents are read from the children only. */
  indefinite: boolean;
}

/** Envelope nesting is about ten levels: more is a hostile file, not a signature. */
const MAX_DEPTH = 48;

export function readElement(buffer: Buffer, offset = 0, depth = 0): Element {
  if (depth > MAX_DEPTH) throw new DerError('too deep');
  if (offset + 2 > buffer.length) throw new DerError('truncated');
  const tag = buffer[offset]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError('high tag number');
  const first = buffer[offset + 1]!;
  let header = 2;
  if (first === 0x80) {
    if (!(tag & 0x20)) throw new DerError('indefinite primitive');
    let at = offset + 2;
    while (true) {
      if (at + 2 > buffer.length) throw new DerError('no end of contents');
      if (buffer[at] === 0 && buffer[at + 1] === 0) break;
      at += readElement(buffer, at, depth + 1).raw.length;
    }
    return {
      tag,
      value: buffer.subarray(offset + 2, at),
      raw: buffer.subarray(offset, at + 2),
      indefinite: true,
    };
  }
  let length = first;
  if (first > 0x80) {
    const octets = first & 0x7f;
    if (octets > 4 || offset + 2 + octets > buffer.length) throw new DerError('bad length');
    length = buffer.readUIntBE(offset + 2, octets);
    header += octets;
  }
  const start = offset + header;
  if (start + length > buffer.length) throw new DerError('truncated');
  return {
    tag,
    value: buffer.subarray(start, start + length),
    raw: buffer.subarray(offset, start + length),
    indefinite: false,
  };
}

/** The children of a constructed element, in order. */
export function childrenOf(element: Element, depth = 0): Element[] {
  if (!(element.tag & 0x20)) throw new DerError('not constructed');
  const children: Element[] = [];
  for (let at = 0; at < element.value.length; ) {
    const child = readElement(element.value, at, depth + 1);
    children.push(child);
    at += child.raw.length;
  }
  return children;
}

/** Reads a file that must be exactly one element. */
export function readWhole(buffer: Buffer): Element {
  const element = readElement(buffer);
  if (element.raw.length !== buffer.length) throw new DerError('trailing bytes');
  return element;
}

export const TAG = {
  integer: 0x02,
  octetString: 0x04,
  constructedOctetString: 0x24,
  oid: 0x06,
  utf8: 0x0c,
  printable: 0x13,
  t61: 0x14,
  ia5: 0x16,
  utcTime: 0x17,
  generalizedTime: 0x18,
  bmp: 0x1e,
  sequence: 0x30,
  set: 0x31,
  context0: 0xa0,
  context1: 0xa1,
} as const;

export function expectTag(element: Element | undefined, tag: number): Element {
  if (!element || element.tag !== tag) throw new DerError(`expected tag ${tag}`);
  return element;
}

/** An OBJECT IDENTIFIER's dotted form. */
export function oidOf(element: Element): string {
  const bytes = expectTag(element, TAG.oid).value;
  if (bytes.length === 0) throw new DerError('empty oid');
  const arcs: number[] = [];
  let value = 0;
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f);
    if (byte & 0x80) continue;
    if (arcs.length === 0)
      arcs.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
    else arcs.push(value);
    value = 0;
  }
  return arcs.join('.');
}

/** The bytes of an OCTET STRING, primitive or (BER) cut in pieces: views, in order. */
export function octetPieces(element: Element, depth = 0): Buffer[] {
  if (element.tag === TAG.octetString) return [element.value];
  if (element.tag !== TAG.constructedOctetString) throw new DerError('not an octet string');
  return childrenOf(element, depth).flatMap((child) => octetPieces(child, depth + 1));
}

/** A string value of a name or an attribute, whatever its ASN.1 string type. */
export function stringOf(element: Element): string {
  switch (element.tag) {
    case TAG.utf8:
      return element.value.toString('utf8');
    case TAG.bmp:
      return Buffer.from(element.value).swap16().toString('utf16le');
    case TAG.printable:
    case TAG.ia5:
    case TAG.t61:
      return element.value.toString('latin1');
    default:
      throw new DerError('not a string');
  }
}

/** A UTCTime or GeneralizedTime as a Date. */
export function timeOf(element: Element): Date {
  const text = element.value.toString('latin1');
  const match =
    element.tag === TAG.utcTime
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?Z$/.exec(text)
      : element.tag === TAG.generalizedTime
        ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(?:\.\d+)?Z$/.exec(text)
        : null;
  if (!match) throw new DerError('bad time');
  let year = Number(match[1]);
  if (element.tag === TAG.utcTime) year += year < 50 ? 2000 : 1900;
  const [month, day, hour, minute, second] = match.slice(2).map((part) => Number(part ?? 0));
  return new Date(Date.UTC(year, month! - 1, day, hour, minute, second));
}
