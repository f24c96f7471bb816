import { oneLine } from './control-characters';
import { type DocumentCategory, documentCategories } from './document-categories';
import { codiceFiscaleProblem, normalizePartitaIva, partitaIvaProblem } from './tax-ids';

/**
 * What a file's name (or its first page's text) says about it, for an import:
 * the tax identifiers in it, the category its words suggest and the year.
 * Guesses, shown in the preview and changed there when wrong.
 */

/** A person's codice fiscale, L a letter and D a digit (or, by omocodia, the letter standing for one). */
const CF_CHARS = [...'LLLLLLDDLDDLDDDL'].map((c) => (c === 'L' ? '[A-Z]' : '[0-9LMNPQRSTUV]'));
/** A person's codice fiscale anywhere in a text, as letters and digits. */
const CF_IN_TEXT = new RegExp(`(?<![A-Z0-9])${CF_CHARS.join('')}(?![A-Z0-9])`, 'g');
/** Eleven digits standing alone (a partita IVA, or a company's codice fiscale), 'IT' before allowed. */
const ELEVEN_DIGITS = /(?<!\d)(?:IT)?(\d{11})(?!\d)/g;
/** The same with a space allowed between characters: a form's boxes, one character each. */
const CF_SPACED = new RegExp(`(?<![A-Z0-9])${CF_CHARS.join(' ?')}(?![A-Z0-9])`, 'g');
const ELEVEN_SPACED = /(?<!\d)((?:\d ?){10}\d)(?!\d)/g;

export interface FoundIdentifiers {
  codiciFiscali: string[];
  /** Valid 11-digit numbers: a partita IVA or a company's codice fiscale. */
  numbers: string[];
  /** Both kinds, once each, in the order the text gives them: an employer's number heads its page. */
  inOrder: string[];
}

/** Every code found, in the text's order. */
export const codesOf = (found: FoundIdentifiers) => found.inOrder;

/** A candidate code and where the text has it. */
type Spotted = { code: string; at: number };
const spotted = (m: RegExpMatchArray, code = m[0]): Spotted => ({ code, at: m.index ?? 0 });

/** The candidates whose control character is right; a number that fails its check is no identifier. */
function checked(codiciFiscali: Spotted[], numbers: Spotted[]): FoundIdentifiers {
  const valid = [
    ...codiciFiscali.filter((cf) => codiceFiscaleProblem(cf.code) === null),
    ...numbers
      .map((n) => ({ ...n, code: normalizePartitaIva(n.code) }))
      .filter((n) => partitaIvaProblem(n.code) === null),
  ].sort((a, b) => a.at - b.at);
  const inOrder = [...new Set(valid.map((v) => v.code))];
  return {
    codiciFiscali: inOrder.filter((c) => c.length === 16),
    numbers: inOrder.filter((c) => c.length === 11),
    inOrder,
  };
}

/** The identifiers in a text (a file's name, a page). */
export function identifiersIn(text: string): FoundIdentifiers {
  // Separators people and programs put in names: 'RSSMRA85T10A562S_cedolino', 'cu-2026-01114601006'.
  const upper = text.toUpperCase().replace(/[_\-.]/g, ' ');
  return checked(
    [...upper.matchAll(CF_IN_TEXT)].map((m) => spotted(m)),
    [...upper.matchAll(ELEVEN_DIGITS)].map((m) => spotted(m, m[1]!)),
  );
}

/**
 * The identifiers of a page whose text PDF.js gave with spaces inside them
 * (printed in a form's boxes). Only when `identifiersIn` found none: spaces
 * allowed everywhere join neighbouring numbers whose digits add up to eleven.
 */
export function spacedIdentifiersIn(text: string): FoundIdentifiers {
  const upper = text.toUpperCase();
  const unspaced = (m: RegExpMatchArray) => spotted(m, m[0].replace(/ /g, ''));
  return checked(
    [...upper.matchAll(CF_SPACED)].map(unspaced),
    [...upper.matchAll(ELEVEN_SPACED)].map(unspaced),
  );
}

/** Words in a name that say the category, checked in this order (an 'F24' payslip is an F24). */
const CATEGORY_WORDS: [RegExp, DocumentCategory][] = [
  [/\bf ?24\b/, 'f24-tributi'],
  [/\b(cedolin[oi]|busta paga|buste paga|lul|cu|certificazione unica|tfr)\b/, 'buste-paga-lavoro'],
  [/\b(730|unico|redditi|dichiarazione|bilancio|irap|iva annuale|770)\b/, 'dichiarazioni-bilanci'],
  [/\b(fattur[ae]|nota di credito)\b/, 'fatture'],
  [/\b(imu|tasi|tari|tribut[oi]|rateizzazione)\b/, 'f24-tributi'],
  [/\b(contratt[oi]|locazione|affitto|rogito|visura)\b/, 'contratti-immobili'],
  [/\b(spese|scontrin[oi]|ricevut[ae]|detrazion[ei]|medich[ae])\b/, 'spese-detrazioni'],
  [/\b(carta d.identit|documento|passaporto|tessera sanitaria|codice fiscale)\b/, 'documenti-personali'],
];

export function guessCategory(name: string): DocumentCategory | null {
  const words = name.toLowerCase().replace(/[_\-.]+/g, ' ');
  return CATEGORY_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/** A 4-digit year from 2000 to next year standing alone in the name; the latest when there are several. */
export function guessYear(name: string, thisYear: number): number | null {
  const years = [...name.matchAll(/(?<!\d)(20\d\d)(?!\d)/g)]
    .map((m) => Number(m[1]))
    .filter((y) => y <= thisYear + 1);
  return years.length ? Math.max(...years) : null;
}

/** A readable title from a file name: no extension, no identifiers, separators as spaces, one plain line. */
export function titleFromName(name: string, found: FoundIdentifiers): string {
  let title = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  for (const id of codesOf(found)) title = title.replace(new RegExp(`(IT)?${id}`, 'gi'), ' ');
  title = oneLine(title.replace(/[_\-.]+/g, ' '));
  const label = documentCategories.find((c) => c.value === guessCategory(name))?.label;
  return title ? title.charAt(0).toUpperCase() + title.slice(1) : (label ?? 'Documento');
}
