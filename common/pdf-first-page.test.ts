import { describe, expect, it } from 'vitest';
import { pdfFile } from '../test/support/document-fixtures';
import { pdfBoxes, pdfLines, pdfPage } from '../test/support/pdf-page';
import { personCodes } from '../test/support/tax-codes';
import {
  needsFirstPage,
  PAGE_CODES_MAX,
  PAGE_PROTECTED,
  PAGE_UNREADABLE,
  previewFile,
  readFirstPage,
} from './pdf-first-page';

const read = (bytes: Buffer) => readFirstPage(new Uint8Array(bytes));

describe('readFirstPage', () => {
  it("finds the codes a payslip's first page prints, with their control characters right", async () => {
    const page = pdfLines([
      'Cedolino paga - novembre 2026',
      'Azienda: Edil Bergamo S.r.l.  P.IVA 01114601006',
      'Dipendente: Rossi Mario  Codice fiscale RSSMRA85T10A562S',
      // A code whose control letter is wrong is no code.
      'Matricola INPS RSSMRA85T10A562X',
    ]);
    expect(await read(page)).toEqual({ identifiers: ['01114601006', 'RSSMRA85T10A562S'] });
  });

  it("keeps every code of a crowded page, in the page's order: the employer's number heading it is not cut", async () => {
    const employees = personCodes(120);
    const page = pdfLines(
      [
        'ACME S.r.l. - Partita IVA 01114601006 - Riepilogo paghe novembre 2026',
        ...employees.map((cf, n) => `${n + 1}. Dipendente ${cf} netto 1.850,00`),
      ],
      6,
    );
    expect(await read(page)).toEqual({ identifiers: ['01114601006', ...employees] });
  });

  it('reads a code printed one character a box, as on an F24 form', async () => {
    expect(await read(pdfBoxes('CODICE FISCALE', 'RSSMRA85T10A562S'))).toEqual({
      identifiers: ['RSSMRA85T10A562S'],
    });
    expect(await read(pdfBoxes('PARTITA IVA', '01114601006'))).toEqual({ identifiers: ['01114601006'] });
  });

  it('finds nothing on a page without codes, and says why a page cannot be read', async () => {
    expect(await read(pdfFile('Scansione del 12 novembre 2026'))).toEqual({ identifiers: [] });
    expect(await read(pdfPage('BT /F1 11 Tf 50 800 Td (x) Tj ET', { password: true }))).toEqual({
      problem: PAGE_PROTECTED,
    });
    expect(await read(Buffer.from('%PDF-1.4\nnot really a PDF'))).toEqual({ problem: PAGE_UNREADABLE });
  });
});

describe('previewFile', () => {
  it('sends at most PAGE_CODES_MAX codes of a page and says how many it left out', () => {
    const codes = personCodes(PAGE_CODES_MAX + 30);
    expect(previewFile('registro.pdf', { identifiers: codes })).toEqual({
      name: 'registro.pdf',
      pageCodes: codes.slice(0, PAGE_CODES_MAX),
      pageCodesOmitted: 30,
    });
    expect(previewFile('cedolino.pdf', { identifiers: codes.slice(0, 2) })).toEqual({
      name: 'cedolino.pdf',
      pageCodes: codes.slice(0, 2),
    });
    expect(previewFile('riservato.pdf', { problem: PAGE_PROTECTED })).toEqual({ name: 'riservato.pdf' });
  });
});

describe('needsFirstPage', () => {
  it('is asked only of a PDF whose name has no code', () => {
    expect(needsFirstPage('scansione.pdf')).toBe(true);
    expect(needsFirstPage('scansione', 'application/pdf')).toBe(true);
    expect(needsFirstPage('cedolino_RSSMRA85T10A562S.pdf')).toBe(false);
    expect(needsFirstPage('F24 IT01114601006.PDF')).toBe(false);
    expect(needsFirstPage('foto.jpg', 'image/jpeg')).toBe(false);
  });
});
