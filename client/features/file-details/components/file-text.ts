import { formatCalendarDate, isCalendarDate } from '@common/calendar-date';
import { type CodeList, codeMeaning, codeWithMeaning } from '@common/fattura-codes';
import { formatDate, formatDateTime, formatDecimalText } from '@common/format';

/**
 * How the file's own text is shown: its dates, moments, decimals and codes, in Italian. Whatever does not
 * read as expected is shown as written, never hidden: the file is the record.
 */

/** '15 marzo 2026' for the file's '2026-03-15'. */
export function fileDate(value: string): string {
  return isCalendarDate(value) ? formatCalendarDate(value) : value;
}

/** An ISO moment with no zone ('2026-03-15T10:20:30') is Italy's wall clock, as the SdI writes it. */
const ZONED = /(Z|[+-]\d{2}:?\d{2})$/i;

function momentOf(value: string): { at: Date; zone: 'Europe/Rome' | 'UTC' } | null {
  if (isCalendarDate(value)) return null;
  const zoned = ZONED.test(value);
  const at = new Date(zoned ? value : `${value}Z`);
  return Number.isNaN(at.getTime()) ? null : { at, zone: zoned ? 'Europe/Rome' : 'UTC' };
}

/** '15 marzo 2026, 10:20' for an ISO moment; a bare date as a date. */
export function fileMoment(value: string): string {
  if (isCalendarDate(value)) return formatCalendarDate(value);
  const moment = momentOf(value);
  return moment ? formatDateTime(moment.at, 'long', moment.zone) : value;
}

/** '15 marzo 2026' for an ISO moment: the day alone (a certificate's validity). */
export function fileMomentDate(value: string): string {
  if (isCalendarDate(value)) return formatCalendarDate(value);
  const moment = momentOf(value);
  return moment ? formatDate(moment.at, 'long', moment.zone) : value;
}

/** The same decimal without the zeros that say nothing: '1.00000000' → '1', '22.50' → '22.5'. */
function withoutTrailingZeros(value: string): string {
  if (!/^-?\d+\.\d+$/.test(value)) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

/** An amount in the invoice's currency, with the file's own decimals: '1.234,50 €'. */
export function amount(value: string, currency: string): string {
  return formatDecimalText(value, { currency });
}

/** A unit price or a line's total: up to 8 decimals in the file, shown without the empty ones. */
export function price(value: string, currency: string): string {
  return formatDecimalText(withoutTrailingZeros(value), { currency });
}

/** A quantity: '1.00000000' → '1', '2.50' → '2,5'. */
export function quantity(value: string): string {
  return formatDecimalText(withoutTrailingZeros(value));
}

/** A rate or a percentage: '22.00' → '22%', '4.50' → '4,5%'. */
export function percent(value: string): string {
  return `${formatDecimalText(withoutTrailingZeros(value))}%`;
}

/** A code of the standard in words ('Fattura'), or the code itself when its meaning is not known. */
export function words(list: CodeList, code: string): string {
  return codeMeaning(list, code) ?? code;
}

/** 'IT60 X054 2811 1010 0000 0123 456': an IBAN in groups of four, as it is printed. */
export function groupedIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ')
    .toUpperCase();
}

/** The file name without its signed envelope's `.p7m` ('fattura.xml.p7m' → 'fattura.xml'). */
export function withoutP7m(fileName: string): string {
  return fileName.replace(/\.p7m$/i, '') || fileName;
}

/** 'IVA 22%', or why no VAT is charged ('N2.2 · Non soggette – altri casi'). */
export function vatText(rate: string | null, nature: string | null): string | null {
  if (nature) return codeWithMeaning('nature', nature);
  return rate ? `IVA ${percent(rate)}` : null;
}
