/*
 * A small DER encoder and a minimal CMS SignedData (the structure of a
 * signed `.p7m`) built with it: enough of the real shape for detection by
 * content, not a verifiable signature.
 */

export const SEQUENCE = 0x30;
export const SET = 0x31;
const INTEGER = 0x02;
const OCTET_STRING = 0x04;
const NULL = 0x05;
const OID = 0x06;
const UTF8_STRING = 0x0c;
const EXPLICIT_0 = 0xa0;

/** One DER element: tag, minimal definite length, contents. */
export function der(tag: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
}

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const octets: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) octets.unshift(rest % 256);
  return Buffer.from([0x80 | octets.length, ...octets]);
}

export function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = arc >>> 7; value > 0; value >>>= 7) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(OID, Buffer.from(bytes));
}

const integer = (value: number) => der(INTEGER, Buffer.from([value]));
const algorithm = (dotted: string) => der(SEQUENCE, oid(dotted), der(NULL));

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const DATA = '1.2.840.113549.1.7.1';
const SHA256 = '2.16.840.1.101.3.4.2.1';
const RSA = '1.2.840.113549.1.1.1';
const COMMON_NAME = '2.5.4.3';

/**
 * ContentInfo { signedData, [0] SignedData { version, digestAlgorithms,
 * encapContentInfo holding `content`, signerInfos } }. `indefinite` writes
 * the outer SEQUENCE with BER's indefinite length and end-of-contents octets.
 */
export function signedData(content: Buffer, options: { indefinite?: boolean } = {}): Buffer {
  const issuer = der(
    SEQUENCE,
    der(SET, der(SEQUENCE, oid(COMMON_NAME), der(UTF8_STRING, Buffer.from('Firma di prova')))),
  );
  const signerInfo = der(
    SEQUENCE,
    integer(1),
    der(SEQUENCE, issuer, integer(42)),
    algorithm(SHA256),
    algorithm(RSA),
    der(OCTET_STRING, Buffer.alloc(64, 0x5a)),
  );
  const body = der(
    SEQUENCE,
    integer(1),
    der(SET, algorithm(SHA256)),
    der(SEQUENCE, oid(DATA), der(EXPLICIT_0, der(OCTET_STRING, content))),
    der(SET, signerInfo),
  );
  const inner = [oid(SIGNED_DATA), der(EXPLICIT_0, body)];
  if (!options.indefinite) return der(SEQUENCE, ...inner);
  return Buffer.concat([Buffer.from([SEQUENCE, 0x80]), ...inner, Buffer.from([0, 0])]);
}

/** The base64 text of `bytes` in lines, optionally between PEM armour lines. */
export function base64Lines(
  bytes: Buffer,
  options: { armour?: 'PKCS7' | 'CMS'; lineLength?: number; eol?: string } = {},
): Buffer {
  const { armour, lineLength = 64, eol = '\r\n' } = options;
  const text = bytes.toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += lineLength) lines.push(text.slice(i, i + lineLength));
  if (armour) {
    lines.unshift(`-----BEGIN ${armour}-----`);
    lines.push(`-----END ${armour}-----`);
  }
  return Buffer.from(lines.join(eol) + eol);
}
