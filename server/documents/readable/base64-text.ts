import type { pacer } from './pace';

/** Read in slices of this many bytes: each a short step, however long the file. */
const SLICE = 1 << 20;

/**
 * The bytes of base64 text (a `.p7m` saved so, with or without PEM armour; an invoice's attachment),
 * whatever its line breaks and spaces, decoded slice by slice.
 */
export async function decodeBase64Text(text: Buffer, pace: ReturnType<typeof pacer>): Promise<Buffer> {
  let body = text;
  if (body[0] === 0x2d) {
    const afterBegin = body.indexOf(0x0a);
    const end = body.lastIndexOf('-----END');
    body = body.subarray(afterBegin + 1, end < 0 ? body.length : end);
  }
  const pieces: Buffer[] = [];
  let carry = '';
  for (let at = 0; at < body.length; at += SLICE) {
    const chars =
      carry +
      body
        .subarray(at, at + SLICE)
        .toString('latin1')
        .replace(/\s/g, '');
    const whole = chars.length - (chars.length % 4);
    pieces.push(Buffer.from(chars.slice(0, whole), 'base64'));
    carry = chars.slice(whole);
    await pace();
  }
  if (carry) pieces.push(Buffer.from(carry, 'base64'));
  return Buffer.concat(pieces);
}
