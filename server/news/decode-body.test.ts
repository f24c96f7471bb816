import { describe, expect, it } from 'vitest';
import { decodeFeedBody } from './decode-body';

const xml = (encoding: string, body: string) => `<?xml version="1.0" encoding="${encoding}"?><t>${body}</t>`;
const text = 'perché l’IVA costa 1.000 €';

describe('decodeFeedBody', () => {
  it('reads UTF-8 by default', () => {
    expect(decodeFeedBody(Buffer.from(`<t>${text}</t>`), undefined)).toBe(`<t>${text}</t>`);
  });

  it('lets a byte order mark win over everything else', () => {
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml('windows-1252', text))]);
    expect(decodeFeedBody(utf8, 'text/xml; charset=iso-8859-1')).toBe(xml('windows-1252', text));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml('utf-16', text), 'utf16le')]);
    expect(decodeFeedBody(utf16, 'text/xml; charset=utf-8')).toBe(xml('utf-16', text));
  });

  it('then the HTTP charset, over the XML declaration', () => {
    const bytes = Buffer.from(xml('utf-8', 'perché'), 'latin1');
    expect(decodeFeedBody(bytes, 'application/rss+xml; charset="ISO-8859-1"')).toBe(xml('utf-8', 'perché'));
  });

  it('then the XML declaration', () => {
    const bytes = Buffer.from(xml('ISO-8859-1', 'città'), 'latin1');
    expect(decodeFeedBody(bytes, 'text/xml')).toBe(xml('ISO-8859-1', 'città'));
  });

  it('reads windows-1252 punctuation that ISO-8859-1 lacks (Node 20 returns control codes there)', () => {
    const bytes = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="windows-1252"?><t>l'),
      Buffer.from([0x92, 0x49, 0x56, 0x41, 0x20, 0x80, 0x20, 0x93, 0x78, 0x94, 0x20, 0x96, 0x20, 0xe8]),
      Buffer.from('</t>'),
    ]);
    expect(decodeFeedBody(bytes, undefined)).toBe(xml('windows-1252', 'l’IVA € “x” – è'));
    // WHATWG treats an "iso-8859-1" label as windows-1252, and so do we.
    expect(decodeFeedBody(bytes, 'text/xml; charset=iso-8859-1')).toBe(
      xml('windows-1252', 'l’IVA € “x” – è'),
    );
  });

  it('skips an unknown label and reads bytes that are not UTF-8 as windows-1252', () => {
    const bytes = Buffer.from([0x3c, 0x74, 0x3e, 0x63, 0x69, 0x74, 0x74, 0xe0, 0x3c, 0x2f, 0x74, 0x3e]);
    expect(decodeFeedBody(bytes, 'text/xml; charset=x-unknown')).toBe('<t>città</t>');
  });
});
