import { describe, expect, it } from 'vitest';
import {
  codesOf,
  guessCategory,
  guessYear,
  identifiersIn,
  spacedIdentifiersIn,
  titleFromName,
} from './import-guess';

describe('identifiersIn', () => {
  it('finds codici fiscali and valid 11-digit numbers in names, whatever the separators', () => {
    expect(identifiersIn('cedolino_2026-11_RSSMRA85T10A562S.pdf')).toEqual({
      codiciFiscali: ['RSSMRA85T10A562S'],
      numbers: [],
      inOrder: ['RSSMRA85T10A562S'],
    });
    expect(identifiersIn('CU 2026 - IT01114601006.pdf')).toEqual({
      codiciFiscali: [],
      numbers: ['01114601006'],
      inOrder: ['01114601006'],
    });
    expect(identifiersIn('f24-rssmra85t10a56nh-06363391001.pdf')).toEqual({
      codiciFiscali: ['RSSMRA85T10A56NH'],
      numbers: ['06363391001'],
      inOrder: ['RSSMRA85T10A56NH', '06363391001'],
    });
  });

  it("keeps the text's order, the kinds interleaved, each code once (an 'IT' before a number is the same code)", () => {
    const text =
      'Azienda P.IVA IT01114601006 - RSSMRA85T10A562S - CF 06363391001 - 01114601006 MRTMTT25D09F205Z';
    expect(codesOf(identifiersIn(text))).toEqual([
      '01114601006',
      'RSSMRA85T10A562S',
      '06363391001',
      'MRTMTT25D09F205Z',
    ]);
    expect(
      codesOf(spacedIdentifiersIn('P IVA 0 1 1 1 4 6 0 1 0 0 6 CF R S S M R A 8 5 T 1 0 A 5 6 2 S')),
    ).toEqual(['01114601006', 'RSSMRA85T10A562S']);
  });

  it('ignores what only looks like one: a wrong control character, a longer number', () => {
    expect(codesOf(identifiersIn('RSSMRA85T10A562T.pdf'))).toEqual([]);
    expect(identifiersIn('fattura 01114601007.pdf').numbers).toEqual([]);
    expect(identifiersIn('protocollo 011146010061.pdf').numbers).toEqual([]);
  });
});

describe('spacedIdentifiersIn', () => {
  it("joins a code's characters a form printed apart, and still checks the control character", () => {
    expect(spacedIdentifiersIn('CODICE FISCALE R S S M R A 8 5 T 1 0 A 5 6 2 S')).toEqual({
      codiciFiscali: ['RSSMRA85T10A562S'],
      numbers: [],
      inOrder: ['RSSMRA85T10A562S'],
    });
    expect(spacedIdentifiersIn('Partita IVA 0 1 1 1 4 6 0 1 0 0 6 anno 2026').numbers).toEqual([
      '01114601006',
    ]);
    expect(codesOf(spacedIdentifiersIn('R S S M R A 8 5 T 1 0 A 5 6 2 T'))).toEqual([]);
    // Why it is only a fallback: neighbouring numbers whose digits add up to eleven become one.
    expect(spacedIdentifiersIn('Bergamo 24121 035 216').numbers).toEqual(['24121035216']);
    expect(identifiersIn('Bergamo 24121 035 216').numbers).toEqual([]);
  });
});

describe('guessCategory and guessYear', () => {
  it.each([
    ['Cedolino novembre 2026.pdf', 'buste-paga-lavoro'],
    ['busta_paga_2026_11.pdf', 'buste-paga-lavoro'],
    ['CU_2026_RSSMRA85T10A562S.pdf', 'buste-paga-lavoro'],
    ['F24 acconto IRPEF.pdf', 'f24-tributi'],
    ['f24_novembre.pdf', 'f24-tributi'],
    ['Modello 730-2026.pdf', 'dichiarazioni-bilanci'],
    ['fattura-123.pdf', 'fatture'],
    ['scan0001.pdf', null],
  ])('%s → %s', (name, category) => {
    expect(guessCategory(name)).toBe(category);
  });

  it('takes a year standing alone, the latest, never one beyond next year', () => {
    expect(guessYear('cedolino_2026_11.pdf', 2026)).toBe(2026);
    expect(guessYear('730_2025_redditi_2024.pdf', 2026)).toBe(2025);
    expect(guessYear('protocollo 120260.pdf', 2026)).toBeNull();
    expect(guessYear('piano 2099.pdf', 2026)).toBeNull();
  });

  it('makes a title without extension and identifiers', () => {
    const name = 'cedolino_novembre_2026_RSSMRA85T10A562S.pdf';
    expect(titleFromName(name, identifiersIn(name))).toBe('Cedolino novembre 2026');
  });
});
