import { describe, expect, it } from 'vitest';
import {
  base64NotSigned,
  clientDisguises,
  clientSamples,
  cp1252Text,
  docFile,
  docxFile,
  exeFile,
  fatturaWithDoctype,
  fatturaXml,
  htmlPage,
  jpegFile,
  malformedFattura,
  msgFile,
  ole2Header,
  p7mBase64File,
  p7mFile,
  pdfFile,
  pngFile,
  rssFeed,
  svgImage,
  utf8Text,
  xlsFile,
  xlsxFile,
  zipFile,
} from '../../../test/support/document-fixtures';
import { type DetectedType, TypeSniffer } from './detect-type';

const MB = 1024 * 1024;
const readFrom = (bytes: Buffer) => async (position: number, length: number) =>
  bytes.subarray(position, position + length);

/** Feeds the bytes in chunks of `size`, as a stream would. */
async function detect(bytes: Buffer, size = 7): Promise<DetectedType | null> {
  const sniffer = new TypeSniffer();
  for (let i = 0; i < bytes.length; i += size) sniffer.push(bytes.subarray(i, i + size));
  return sniffer.finish(readFrom(bytes), bytes.length);
}
const kind = async (bytes: Buffer, size?: number) => (await detect(bytes, size))?.mime ?? null;
/** Chunk sizes that split every structure somewhere different: single bytes, odd sizes, a stream's. */
const CHUNK_SIZES = [1, 2, 3, 7, 13, 509, 4093, 64 * 1024];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('TypeSniffer', () => {
  it.each([
    ['PDF', pdfFile(), 'application/pdf'],
    ['DOC', docFile(), 'application/msword'],
    ['DOC with 4096-byte sectors', docFile({ sectorShift: 12 }), 'application/msword'],
    ['XLS', xlsFile(), 'application/vnd.ms-excel'],
    ['DOCX', docxFile(), DOCX],
    ['XLSX', xlsxFile(), XLSX],
    ['JPEG', jpegFile(), 'image/jpeg'],
    ['PNG', pngFile(), 'image/png'],
    ['FatturaPA', fatturaXml(), 'application/xml'],
    ['FatturaPA with ns2:', fatturaXml({ prefix: 'ns2' }), 'application/xml'],
    ['FatturaPA with a BOM and a stylesheet', fatturaXml({ bom: true, stylesheet: true }), 'application/xml'],
    ['simplified FatturaPA', fatturaXml({ semplificata: true }), 'application/xml'],
    ['signed FatturaPA (DER)', p7mFile(), 'application/pkcs7-mime'],
    ['signed FatturaPA (BER)', p7mFile(fatturaXml(), { indefinite: true }), 'application/pkcs7-mime'],
    ['signed PDF', p7mFile(pdfFile()), 'application/pkcs7-mime'],
    ['signed file in base64', p7mBase64File(), 'application/pkcs7-mime'],
    [
      'signed file in armoured base64',
      p7mBase64File({ armour: 'PKCS7', eol: '\n' }),
      'application/pkcs7-mime',
    ],
    ['UTF-8 text', utf8Text(), 'text/plain; charset=utf-8'],
    ['UTF-8 text with a BOM', Buffer.from('\ufeffciao\n'), 'text/plain; charset=utf-8'],
    ['Windows-1252 text', cp1252Text(), 'text/plain; charset=windows-1252'],
    ['text with a form feed', Buffer.from('pagina 1\fpagina 2'), 'text/plain; charset=utf-8'],
    ['text starting with a digit 0', Buffer.from('0 euro di spese\n'), 'text/plain; charset=utf-8'],
    ['text with a "<" that opens no tag', Buffer.from('<3 grazie!\n'), 'text/plain; charset=utf-8'],
    ['base64 text that is not a signed file', base64NotSigned(), 'text/plain; charset=utf-8'],
  ])('recognises %s, however the stream is chunked', async (_label, bytes, mime) => {
    for (const size of CHUNK_SIZES) expect(await kind(bytes, size), `chunks of ${size}`).toBe(mime);
  });

  it.each([
    ['an executable', exeFile()],
    ['an HTML page after blank lines', htmlPage()],
    ['HTML after a BOM', Buffer.from('\ufeff<HTML><body>x</body></HTML>')],
    ['a script', Buffer.from('<script>alert(1)</script>')],
    ['an SVG', Buffer.from('  <svg onload="alert(1)"/>')],
    ['an SVG with an XML declaration', svgImage()],
    ['an RSS feed', rssFeed()],
    ['any other markup', Buffer.from('<nota>pagare entro il 16</nota>\n')],
    ['a comment', Buffer.from('<!-- solo un commento -->\n')],
    ['malformed FatturaPA', malformedFattura()],
    ['FatturaPA with a DOCTYPE', fatturaWithDoctype()],
    ['FatturaPA in UTF-16', Buffer.from(`\ufeff${fatturaXml().toString()}`, 'utf16le')],
    ['FatturaPA in Latin-1', Buffer.from(fatturaXml().toString(), 'latin1')],
    ['a ZIP with neither word/ nor xl/', zipFile([{ name: 'a.txt', data: 'x' }])],
    ['an Outlook message (OLE2)', msgFile()],
    ['a bare OLE2 header', ole2Header()],
    ['UTF-16 text', Buffer.from('\ufeffciao', 'utf16le')],
    ['text with an escape byte', Buffer.from('colore \x1b[31mrosso')],
    ['text with DEL', Buffer.from('a\x7fb')],
    ['a byte Windows-1252 leaves undefined', Buffer.from([0x61, 0xe9, 0x81, 0x62])],
  ])('refuses %s', async (_label, bytes) => {
    expect(await kind(bytes)).toBeNull();
    expect(await kind(bytes, 1)).toBeNull();
  });

  it('reads every chunk: a control byte far into the file still counts', async () => {
    const bytes = Buffer.concat([Buffer.alloc(2 * MB, 'a'), Buffer.from([0x00]), Buffer.from('b')]);
    expect(await kind(bytes, 64 * 1024)).toBeNull();
  });

  it('keeps UTF-8 whose characters are split across chunks, and notices a cut-off one at the end', async () => {
    expect(await kind(Buffer.from('èèèè€€'), 1)).toBe('text/plain; charset=utf-8');
    // A lone lead byte at the end is not UTF-8, but it is a Windows-1252 letter.
    expect(await kind(Buffer.from([0x61, 0x62, 0xc3]))).toBe('text/plain; charset=windows-1252');
  });

  it('reads a whole FatturaPA as it streams: a fault near the end of 5 MB still counts', async () => {
    const large = fatturaXml({ attachment: Buffer.alloc(4 * MB, 1) });
    expect(await kind(large, 64 * 1024)).toBe('application/xml');
    const broken = Buffer.from(large);
    broken.write('<', broken.length - 100);
    expect(await kind(broken, 64 * 1024)).toBeNull();
  });

  it('checks all of a base64 signed file: one stray byte near the end makes it text', async () => {
    const text = p7mBase64File({}, p7mFile(fatturaXml({ attachment: Buffer.alloc(MB, 1) })));
    const stray = Buffer.from(text);
    stray.write('*', stray.length - 10);
    expect(await kind(text, 64 * 1024)).toBe('application/pkcs7-mime');
    expect(await kind(stray, 64 * 1024)).toBe('text/plain; charset=utf-8');
  });

  it('reads only the directories of Office files, never their whole body', async () => {
    for (const bytes of [
      docFile({ gapSectors: 4000 }),
      zipFile([{ name: 'xl/a.bin', data: Buffer.alloc(MB) }]),
    ]) {
      let read = 0;
      const sniffer = new TypeSniffer();
      sniffer.push(bytes);
      await sniffer.finish(async (position, length) => {
        read += length;
        return bytes.subarray(position, position + length);
      }, bytes.length);
      expect(read).toBeLessThan(70 * 1024);
    }
  });

  it('gives every client sample its type and refuses every disguise', async () => {
    for (const sample of clientSamples())
      expect(await kind(sample.content), sample.filename).toBe(sample.mime);
    for (const disguise of clientDisguises()) {
      const detected = await detect(disguise.content);
      // A base64 text that is not signed is still text: its name is what gives it away.
      expect(detected === null || detected.kind === 'txt', disguise.label).toBe(true);
    }
  });
});
