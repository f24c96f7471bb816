import { codiceFiscaleControlLetter } from '../../common/tax-ids';

/**
 * `count` valid codici fiscali, none alike, for the people a page lists (a
 * payroll summary's employees): `first`, then five letters from the number,
 * born 1 January 1980 in Rome. A different `first` gives a different set.
 */
export function personCodes(count: number, first = 'B'): string[] {
  return Array.from({ length: count }, (_, n) => {
    const letters = String(n)
      .padStart(5, '0')
      .replace(/\d/g, (d) => String.fromCharCode(66 + Number(d)));
    const first15 = `${first}${letters}80A01H501`;
    return `${first15}${codiceFiscaleControlLetter(first15)}`;
  });
}
