import { describe, expect, it } from 'vitest';
import {
  cp1252Text,
  docFile,
  docxFile,
  exeFile,
  htmlPage,
  jpegFile,
  pdfFile,
  pngFile,
  utf8Text,
  zipFile,
} from '../../test/support/document-fixtures';
import { HttpError } from '../http-error';
import { assertAcceptedType, type DetectedType, TypeSniffer, zipHasWordEntry } from './detect-type';

const readFrom = (bytes: Buffer) => async (position: number, length: number) =>
  bytes.subarray(position, position + length);

/** Feeds the bytes in chunks of `size`, as a stream would. */
async function detect(bytes: Buffer, size = 7): Promise<DetectedType | null> {
  const sniffer = new TypeSniffer();
  for (let i = 0; i < bytes.length; i += size) sniffer.push(bytes.subarray(i, i + size));
  return sniffer.finish(readFrom(bytes), bytes.length);
}
const kind = async (bytes: Buffer, size?: number) => (await detect(bytes, size))?.mime ?? null;

describe('TypeSniffer', () => {
  it.each([
    ['PDF', pdfFile(), 'application/pdf'],
    ['DOC', docFile(), 'application/msword'],
    ['DOCX', docxFile(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['JPEG', jpegFile(), 'image/jpeg'],
    ['PNG', pngFile(), 'image/png'],
    ['UTF-8 text', utf8Text(), 'text/plain; charset=utf-8'],
    ['UTF-8 text with a BOM', Buffer.from('\ufeffciao\n'), 'text/plain; charset=utf-8'],
    ['Windows-1252 text', cp1252Text(), 'text/plain; charset=windows-1252'],
    ['text with a form feed', Buffer.from('pagina 1\fpagina 2'), 'text/plain; charset=utf-8'],
  ])('recognises %s', async (_label, bytes, mime) => {
    expect(await kind(bytes)).toBe(mime);
    expect(await kind(bytes, 1)).toBe(mime);
  });

  it.each([
    ['an executable', exeFile()],
    ['an HTML page after blank lines', htmlPage()],
    ['HTML after a BOM', Buffer.from('\ufeff<HTML><body>x</body></HTML>')],
    ['a script', Buffer.from('<script>alert(1)</script>')],
    ['an SVG', Buffer.from('  <svg onload="alert(1)"/>')],
    ['a ZIP without word/', zipFile([{ name: 'xl/workbook.xml', data: '<x/>' }])],
    ['UTF-16 text', Buffer.from('\ufeffciao', 'utf16le')],
    ['text with an escape byte', Buffer.from('colore \x1b[31mrosso')],
    ['text with DEL', Buffer.from('a\x7fb')],
    ['a byte Windows-1252 leaves undefined', Buffer.from([0x61, 0xe9, 0x81, 0x62])],
  ])('refuses %s', async (_label, bytes) => {
    expect(await kind(bytes)).toBeNull();
  });

  it('reads every chunk: a control byte far into the file still counts', async () => {
    const bytes = Buffer.concat([Buffer.alloc(2 * 1024 * 1024, 'a'), Buffer.from([0x00]), Buffer.from('b')]);
    expect(await kind(bytes, 64 * 1024)).toBeNull();
  });

  it('keeps UTF-8 whose characters are split across chunks, and notices a cut-off one at the end', async () => {
    expect(await kind(Buffer.from('èèèè€€'), 1)).toBe('text/plain; charset=utf-8');
    // A lone lead byte at the end is not UTF-8, but it is a Windows-1252 letter.
    expect(await kind(Buffer.from([0x61, 0x62, 0xc3]))).toBe('text/plain; charset=windows-1252');
  });
});

describe('zipHasWordEntry', () => {
  it('finds word/ through the central directory, also behind an archive comment', async () => {
    const docx = docxFile();
    expect(await zipHasWordEntry(readFrom(docx), docx.length)).toBe(true);
    const commented = Buffer.from(docx);
    commented.writeUInt16LE(5, commented.length - 2);
    const withComment = Buffer.concat([commented, Buffer.from('hello')]);
    expect(await zipHasWordEntry(readFrom(withComment), withComment.length)).toBe(true);
  });

  it('is false for a damaged or truncated archive', async () => {
    const docx = docxFile();
    const cut = docx.subarray(0, docx.length - 30);
    expect(await zipHasWordEntry(readFrom(cut), cut.length)).toBe(false);
    const badOffset = Buffer.from(docx);
    badOffset.writeUInt32LE(docx.length, docx.length - 6);
    expect(await zipHasWordEntry(readFrom(badOffset), badOffset.length)).toBe(false);
  });
});

describe('assertAcceptedType', () => {
  const pdf: DetectedType = { kind: 'pdf', mime: 'application/pdf' };
  const png: DetectedType = { kind: 'png', mime: 'image/png' };
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return err instanceof HttpError ? [err.statusCode, err.message] : err;
    }
    return null;
  };

  it('accepts matching or absent extensions', () => {
    expect(assertAcceptedType(pdf, 'a.PDF', 'single')).toBe(pdf);
    expect(assertAcceptedType(pdf, 'senza', 'single')).toBe(pdf);
    expect(assertAcceptedType(png, 'a.png', 'bulk')).toBe(png);
  });

  it.each([
    [null, 'a.pdf', 'single', 'Tipo di file non supportato: sono accettati PDF, DOC, DOCX e TXT'],
    [null, 'a.pdf', 'bulk', 'Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, JPG e PNG'],
    [png, 'a.png', 'single', 'Tipo di file non supportato: sono accettati PDF, DOC, DOCX e TXT'],
    [pdf, 'a.jpg', 'single', 'Tipo di file non supportato: sono accettati PDF, DOC, DOCX e TXT'],
    [pdf, 'a.html', 'bulk', 'Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, JPG e PNG'],
    [pdf, 'a.txt', 'single', "Il contenuto del file non corrisponde all'estensione .txt"],
    [png, 'a.jpeg', 'bulk', "Il contenuto del file non corrisponde all'estensione .jpeg"],
  ] as const)('refuses %j named %s (%s) with 415', (detected, name, mode, message) => {
    expect(refusal(() => assertAcceptedType(detected, name, mode))).toEqual([415, message]);
  });
});
