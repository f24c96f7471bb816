import { describe, expect, it } from 'vitest';
import { der, oid, SEQUENCE, signedData } from '../../../test/support/cms-file';
import {
  base64NotSigned,
  fatturaXml,
  p7mBase64File,
  p7mFile,
  pdfFile,
} from '../../../test/support/document-fixtures';
import { Base64SignedDataCheck, isSignedData } from './detect-cms';

const derIsSigned = (bytes: Buffer) =>
  isSignedData(bytes.subarray(0, 1024), bytes.subarray(-2), bytes.length);

/** Feeds the text in pieces of `size` bytes. */
function base64IsSigned(bytes: Buffer, size = 7): boolean {
  const check = new Base64SignedDataCheck();
  for (let i = 0; i < bytes.length; i += size) check.push(bytes.subarray(i, i + size));
  return check.finish();
}

describe('isSignedData (DER and BER)', () => {
  it('recognises SignedData with short, long and indefinite outer lengths', () => {
    expect(derIsSigned(p7mFile())).toBe(true);
    expect(derIsSigned(p7mFile(pdfFile()))).toBe(true); // a signed PDF (.pdf.p7m)
    expect(derIsSigned(p7mFile(Buffer.alloc(70_000, 0x41)))).toBe(true); // three length octets
    expect(derIsSigned(p7mFile(fatturaXml(), { indefinite: true }))).toBe(true);
    const short = der(SEQUENCE, oid('1.2.840.113549.1.7.2'), der(0xa0));
    expect(short[1]).toBeLessThan(0x80);
    expect(derIsSigned(short)).toBe(true);
  });

  it('refuses an outer length that does not cover the file exactly', () => {
    const signed = p7mFile();
    expect(derIsSigned(signed.subarray(0, signed.length - 1))).toBe(false);
    expect(derIsSigned(Buffer.concat([signed, Buffer.from('\n')]))).toBe(false);
    const indefinite = p7mFile(fatturaXml(), { indefinite: true });
    expect(derIsSigned(indefinite.subarray(0, indefinite.length - 2))).toBe(false); // no end-of-contents
  });

  it('refuses other structures: another content type, no content, not a SEQUENCE', () => {
    const enveloped = der(SEQUENCE, oid('1.2.840.113549.1.7.3'), der(0xa0));
    expect(derIsSigned(enveloped)).toBe(false);
    expect(derIsSigned(der(SEQUENCE, oid('1.2.840.113549.1.7.2')))).toBe(false);
    expect(derIsSigned(der(0x31, oid('1.2.840.113549.1.7.2'), der(0xa0)))).toBe(false);
    const fiveOctets = Buffer.from([0x30, 0x85, 0, 0, 0, 1, 0]);
    expect(derIsSigned(fiveOctets)).toBe(false);
    expect(derIsSigned(Buffer.from([0x30]))).toBe(false);
    expect(derIsSigned(Buffer.from('0 euro di spese\n'))).toBe(false);
  });
});

describe('Base64SignedDataCheck', () => {
  it.each([
    ['CRLF lines of 64', p7mBase64File()],
    ['LF lines of 76', p7mBase64File({ lineLength: 76, eol: '\n' })],
    ['one line', p7mBase64File({ lineLength: 1_000_000 })],
    ['PKCS7 armour', p7mBase64File({ armour: 'PKCS7' })],
    ['CMS armour', p7mBase64File({ armour: 'CMS', eol: '\n' })],
    ['BER inside', p7mBase64File({}, p7mFile(fatturaXml(), { indefinite: true }))],
    ['a tiny structure', p7mBase64File({}, der(SEQUENCE, oid('1.2.840.113549.1.7.2'), der(0xa0)))],
  ])('recognises %s, however the text is split', (_label, bytes) => {
    for (const size of [1, 2, 3, 5, 64, 1000, bytes.length]) expect(base64IsSigned(bytes, size)).toBe(true);
  });

  it('accepts no, one or two padding characters', () => {
    const texts = [1, 2, 3].map((n) => p7mBase64File({}, p7mFile(Buffer.alloc(n, 0x41))));
    const pads = texts.map((text) => /(=*)\r\n$/.exec(text.toString())![1]!.length);
    expect(new Set(pads)).toEqual(new Set([0, 1, 2]));
    for (const text of texts) expect(base64IsSigned(text)).toBe(true);
  });

  it('accepts a file without a final line break', () => {
    const text = p7mBase64File();
    expect(base64IsSigned(text.subarray(0, text.length - 2))).toBe(true);
    const armoured = p7mBase64File({ armour: 'PKCS7', eol: '\n' });
    expect(base64IsSigned(armoured.subarray(0, armoured.length - 1))).toBe(true);
  });

  const lines = (text: string) => Buffer.from(text);
  const body = p7mFile().toString('base64');
  it.each([
    ['base64 of something else', base64NotSigned()],
    ['base64 of a cut signed file', lines(signedData(fatturaXml()).subarray(0, 600).toString('base64'))],
    ['a character outside base64', lines(`${body.slice(0, 100)} ${body.slice(100)}`)],
    ['padding in the middle', lines(`${body.slice(0, 100)}==${body.slice(100)}`)],
    ['a length that is not a multiple of 4', lines(body.slice(0, -1))],
    ['an unknown armour', lines(`-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`)],
    ['a mismatched END line', lines(`-----BEGIN PKCS7-----\n${body}\n-----END CMS-----\n`)],
    ['no END line', lines(`-----BEGIN PKCS7-----\n${body}\n`)],
    ['text after the END line', lines(`-----BEGIN PKCS7-----\n${body}\n-----END PKCS7-----\nciao\n`)],
    ['a dash without armour', lines(`${body}\n-----END PKCS7-----\n`)],
    ['only line breaks', lines('\r\n\r\n')],
    ['plain words', lines('Gentile cliente\n')],
  ])('refuses %s', (_label, bytes) => {
    expect(base64IsSigned(bytes)).toBe(false);
    expect(base64IsSigned(bytes, 1)).toBe(false);
  });

  it.each(['%PDF-1.4', 'AAAA A', 'AA===', 'AA=A', '-----BEGIN PGP MESSAGE-----\n'])(
    'gives up as soon as %j cannot be a signed file in base64',
    (start) => {
      const check = new Base64SignedDataCheck();
      check.push(Buffer.from(start));
      expect(check.alive).toBe(false);
    },
  );
});
