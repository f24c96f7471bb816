import { describe, expect, it } from 'vitest';
import { codiceFiscaleProblem, normalizePartitaIva, partitaIvaProblem } from './tax-ids';

describe('codiceFiscaleProblem', () => {
  it('accepts real codes, in any case and with spaces', () => {
    // Wikipedia's example (Matteo Moretti, Milano, 9 April 1925) and the Agenzia's usual one.
    expect(codiceFiscaleProblem('MRTMTT25D09F205Z')).toBeNull();
    expect(codiceFiscaleProblem('RSSMRA85T10A562S')).toBeNull();
    expect(codiceFiscaleProblem(' rssmra 85t10 a562s ')).toBeNull();
    // A woman's day is 40 more.
    expect(codiceFiscaleProblem('BNCGLI90A41F205H')).toBeNull();
  });

  it('accepts omocodia: digits replaced by letters, with the control letter computed again', () => {
    // RSSMRA85T10A562S with its last digit 2 as N: the control letter moves from S to H.
    expect(codiceFiscaleProblem('RSSMRA85T10A56NH')).toBeNull();
    // Every replaceable digit replaced (8→U 5→R 1→M 0→L 5→R 6→S 2→N).
    expect(codiceFiscaleProblem('RSSMRAURTMLARSNL')).toBeNull();
    expect(codiceFiscaleProblem('RSSMRA85T10A56NS')).toMatch(/carattere di controllo/);
  });

  it("accepts a company's 11-digit codice fiscale and checks its digit", () => {
    expect(codiceFiscaleProblem('06363391001')).toBeNull();
    expect(codiceFiscaleProblem('06363391002')).toBe(
      'La cifra di controllo del codice fiscale non corrisponde: controlla di averlo copiato bene',
    );
  });

  it('says what is wrong', () => {
    expect(codiceFiscaleProblem('RSSMRA85T10A562')).toBe(
      'Il codice fiscale deve avere 16 caratteri (11 cifre per una società): ne hai scritti 15',
    );
    expect(codiceFiscaleProblem('RSSMRA85T10A5624')).toMatch(/^Il codice fiscale non ha la forma giusta/);
    expect(codiceFiscaleProblem('RSSMRA85T10A56AS')).toMatch(/^Il codice fiscale non ha la forma giusta/);
    // Z is no month, 35 no day.
    expect(codiceFiscaleProblem('RSSMRA85Z10A562S')).toMatch(/data di nascita non valida/);
    expect(codiceFiscaleProblem('RSSMRA85T35A562S')).toMatch(/data di nascita non valida/);
    expect(codiceFiscaleProblem('RSSMRA85T10A562T')).toBe(
      "Il carattere di controllo del codice fiscale (l'ultimo) non corrisponde: controlla di averlo copiato bene",
    );
  });
});

describe('partitaIvaProblem', () => {
  it('accepts real numbers, also written as a VAT number', () => {
    expect(partitaIvaProblem('06363391001')).toBeNull(); // Agenzia delle Entrate
    expect(partitaIvaProblem('01114601006')).toBeNull(); // Poste Italiane
    expect(partitaIvaProblem('IT 00743110157')).toBeNull();
    expect(normalizePartitaIva('IT 00743110157')).toBe('00743110157');
  });

  it('says what is wrong', () => {
    expect(partitaIvaProblem('0636339100')).toBe('La partita IVA deve avere 11 cifre');
    expect(partitaIvaProblem('0636339100A')).toBe('La partita IVA deve avere 11 cifre');
    expect(partitaIvaProblem('06363391009')).toBe(
      'La cifra di controllo della partita IVA non corrisponde: controlla di averla copiata bene',
    );
    // Swapping two digits, the commonest slip, is caught.
    expect(partitaIvaProblem('06363319001')).toMatch(/cifra di controllo/);
    expect(partitaIvaProblem('00000000000')).toBe('Il numero della partita IVA non è valido');
  });
});
