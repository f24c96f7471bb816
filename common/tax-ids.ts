/**
 * The Italian tax identifiers a client may carry, checked as the Agenzia delle
 * Entrate computes them (DM 23/12/1976 for the codice fiscale, DPR 633/1972
 * art. 35 for the partita IVA), so a mistyped character is caught before a
 * folder of payslips is sorted by it.
 */

/** Letters that stand for the digits 0–9 in a codice fiscale given to a second person with the same data (omocodia). */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
/** Positions of the digits omocodia may replace: year, day, and the municipality's number. */
const OMOCODIA_POSITIONS = [6, 7, 9, 10, 12, 13, 14];
const MONTH_LETTERS = 'ABCDEHLMPRST';
/** Value of a character in an odd place (1st, 3rd, …): digits as their letter (0 as A, 1 as B, …). */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];
const SHAPE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

export const CODICE_FISCALE_EXAMPLE = 'RSSMRA85T10A562S';

/** Upper case, without the spaces and dots people copy with it. */
export function normalizeCodiceFiscale(value: string): string {
  return value.replace(/[\s.]/g, '').toUpperCase();
}

/** 'IT' in front (as in a VAT number) and spaces removed. */
export function normalizePartitaIva(value: string): string {
  return value
    .replace(/[\s.]/g, '')
    .toUpperCase()
    .replace(/^IT(?=\d{11}$)/, '');
}

const charValue = (c: string) => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65);

/** The 16th character of a codice fiscale, from the first 15 (upper case). */
export function codiceFiscaleControlLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const value = charValue(first15[i]!);
    sum += i % 2 === 0 ? ODD_VALUES[value]! : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The digits an omocodic code stands for, so its birth date can be read. */
function withDigits(code: string): string {
  const chars = [...code];
  for (const p of OMOCODIA_POSITIONS) {
    const at = OMOCODIA_LETTERS.indexOf(chars[p]!);
    if (at >= 0) chars[p] = String(at);
  }
  return chars.join('');
}

/** The 11th digit of a partita IVA (or a company's codice fiscale), from the first 10. */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = first10.charCodeAt(i) - 48;
    const weighted = i % 2 === 0 ? digit : digit * 2;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with an 11-digit number as a partita IVA (or a company's codice fiscale); null when right. */
function elevenDigitsProblem(value: string, what: 'della partita IVA' | 'del codice fiscale'): string | null {
  const copied = what === 'della partita IVA' ? 'averla copiata' : 'averlo copiato';
  if (/^0+$/.test(value.slice(0, 7))) return `Il numero ${what} non è valido`;
  if (partitaIvaCheckDigit(value) !== value.charCodeAt(10) - 48)
    return `La cifra di controllo ${what} non corrisponde: controlla di ${copied} bene`;
  return null;
}

/**
 * What is wrong with a codice fiscale, in Italian; null when it is right.
 * A person's has 16 characters (omocodia accepted); a company's or an
 * association's is an 11-digit number checked like a partita IVA.
 */
export function codiceFiscaleProblem(raw: string): string | null {
  const code = normalizeCodiceFiscale(raw);
  if (/^\d{11}$/.test(code)) return elevenDigitsProblem(code, 'del codice fiscale');
  if (code.length !== 16)
    return `Il codice fiscale deve avere 16 caratteri (11 cifre per una società): ne hai scritti ${code.length}`;
  if (!SHAPE.test(code))
    return `Il codice fiscale non ha la forma giusta: 6 lettere, 2 cifre, 1 lettera, 2 cifre, 1 lettera, 3 cifre e 1 lettera (es. ${CODICE_FISCALE_EXAMPLE})`;
  const digits = withDigits(code);
  const day = Number(digits.slice(9, 11));
  if (!MONTH_LETTERS.includes(code[8]!) || !((day >= 1 && day <= 31) || (day >= 41 && day <= 71)))
    return 'Il codice fiscale contiene una data di nascita non valida: controlla mese e giorno';
  if (codiceFiscaleControlLetter(code) !== code[15])
    return "Il carattere di controllo del codice fiscale (l'ultimo) non corrisponde: controlla di averlo copiato bene";
  return null;
}

/** What is wrong with a partita IVA, in Italian; null when it is right. */
export function partitaIvaProblem(raw: string): string | null {
  const value = normalizePartitaIva(raw);
  if (!/^\d{11}$/.test(value)) return 'La partita IVA deve avere 11 cifre';
  return elevenDigitsProblem(value, 'della partita IVA');
}
