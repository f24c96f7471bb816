import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-error';
import {
  assertAcceptedType,
  type DetectedType,
  type DocumentKind,
  KIND_EXTENSION,
  NOT_FATTURA_MESSAGE,
  type UploadAudience,
} from './detect-type';

const type = (kind: DocumentKind): DetectedType => ({ kind, mime: `test/${kind}` });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof HttpError ? [err.statusCode, err.message] : err;
  }
  return null;
};

const SINGLE =
  'Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, fatture XML (FatturaPA) e file firmati .p7m';
const BULK =
  'Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, JPG, PNG, fatture XML (FatturaPA) e file firmati .p7m';
const CLIENT =
  'Tipo di file non supportato: sono accettati PDF, JPG, PNG, DOC, DOCX, TXT, XLS, XLSX, fatture XML (FatturaPA) e file firmati .p7m';
const mismatch = (ext: string) => `Il contenuto del file non corrisponde all'estensione .${ext}`;

describe('assertAcceptedType', () => {
  it('accepts matching or absent extensions', () => {
    const pdf = type('pdf');
    expect(assertAcceptedType(pdf, 'a.PDF', 'single')).toBe(pdf);
    expect(assertAcceptedType(pdf, 'senza', 'single')).toBe(pdf);
    const png = type('png');
    expect(assertAcceptedType(png, 'a.png', 'bulk')).toBe(png);
    // The firm delivers e-invoices and signed files from either screen (and through /api/v1, as 'bulk').
    for (const audience of ['single', 'bulk'] as const) {
      expect(assertAcceptedType(type('xml'), 'IT01234567890_00042.xml', audience)).toEqual(type('xml'));
      expect(assertAcceptedType(type('p7m'), 'contratto.pdf.p7m', audience)).toEqual(type('p7m'));
    }
  });

  it.each([
    ['pdf', 'f.pdf'],
    ['jpeg', 'f.jpg'],
    ['jpeg', 'f.JPEG'],
    ['png', 'f.png'],
    ['doc', 'f.doc'],
    ['docx', 'f.docx'],
    ['txt', 'f.txt'],
    ['xls', 'f.xls'],
    ['xlsx', 'f.xlsx'],
    ['xml', 'IT01234567890_00042.xml'],
    ['p7m', 'IT01234567890_00042.xml.p7m'],
    ['p7m', 'CONTRATTO.PDF.P7M'],
    ['xml', 'senza-estensione'],
  ] as const)('a client may send %s named %s', (kind, name) => {
    expect(assertAcceptedType(type(kind), name, 'client')).toEqual(type(kind));
  });

  it('gives every kind an extension that names it back', () => {
    for (const [kind, ext] of Object.entries(KIND_EXTENSION) as [DocumentKind, string][]) {
      expect(assertAcceptedType(type(kind), `file.${ext}`, 'client')).toEqual(type(kind));
    }
  });

  it.each([
    [null, 'a.pdf', 'single', SINGLE],
    [null, 'a.pdf', 'bulk', BULK],
    [type('png'), 'a.png', 'single', SINGLE],
    [type('pdf'), 'a.jpg', 'single', SINGLE],
    [type('pdf'), 'a.html', 'bulk', BULK],
    [type('pdf'), 'a.txt', 'single', mismatch('txt')],
    [type('png'), 'a.jpeg', 'bulk', mismatch('jpeg')],
    // The firm delivers invoices and signed files, never spreadsheets; an .xml is a FatturaPA or nothing.
    [type('xls'), 'a.xls', 'single', SINGLE],
    [type('xlsx'), 'a.xlsx', 'bulk', BULK],
    [type('png'), 'a.xml', 'bulk', NOT_FATTURA_MESSAGE],
    [null, 'a.xml', 'single', NOT_FATTURA_MESSAGE],
    [type('pdf'), 'a.p7m', 'bulk', mismatch('p7m')],
    // A client.
    [null, 'a.exe', 'client', CLIENT],
    [null, 'fattura.xml', 'client', NOT_FATTURA_MESSAGE],
    [type('pdf'), 'fattura.xml', 'client', NOT_FATTURA_MESSAGE],
    [type('txt'), 'fattura.XML', 'client', NOT_FATTURA_MESSAGE],
    [type('xml'), 'fattura.txt', 'client', mismatch('txt')],
    [type('xml'), 'logo.svg', 'client', CLIENT],
    [null, 'logo.svg', 'client', CLIENT],
    [null, 'fattura.xml.p7m', 'client', CLIENT],
    [type('txt'), 'fattura.pdf.p7m', 'client', mismatch('p7m')],
    [type('pdf'), 'fattura.p7m', 'client', mismatch('p7m')],
    [type('p7m'), 'fattura.pdf', 'client', mismatch('pdf')],
    [type('xlsx'), 'spese.xls', 'client', mismatch('xls')],
    [type('xls'), 'spese.xlsx', 'client', mismatch('xlsx')],
    [type('doc'), 'spese.xls', 'client', mismatch('xls')],
    [null, 'spese.xlsx', 'client', CLIENT],
  ] as const)('refuses %j named %s (%s) with 415', (detected, name, audience: UploadAudience, message) => {
    expect(refusal(() => assertAcceptedType(detected, name, audience))).toEqual([415, message]);
  });
});
