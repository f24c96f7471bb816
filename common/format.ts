/**
 * Italian numbers, amounts and dates, written by the platform's `Intl` for 'it-IT', the same on the server
 * and in the browser. Moments are shown on Italy's clocks (Europe/Rome), the firm's and its clients' own,
 * whatever the machine's zone: a page the server draws and the browser hydrates says the same time.
 */

const LOCALE = 'it-IT';
const ROME = 'Europe/Rome';
/** Italy's clocks, or 'UTC' for a date or a wall-clock time that is already Italy's as written. */
export type Zone = typeof ROME | 'UTC';
type Month = 'long' | 'short';

/** One formatter per set of options, made on first use: a page that never formats pays nothing. */
function cachedBy<Options, Formatter>(make: (options: Options) => Formatter) {
  const made = new Map<string, Formatter>();
  return (options: Options) => {
    const key = JSON.stringify(options);
    const found = made.get(key);
    if (found) return found;
    const formatter = make(options);
    made.set(key, formatter);
    return formatter;
  };
}
const numberFormat = cachedBy((options: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE, options));
const dateFormat = cachedBy(
  (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, options),
);

/** 12345 → '12.345' (Italian groups from five digits up: '1234'); rounded to a whole number. */
export function formatInteger(value: number): string {
  return formatDecimal(value, 0);
}

/** At most `fractionDigits` decimals after a comma, trailing zeros dropped unless `fixed`: 1.25 → '1,3'. */
export function formatDecimal(value: number, fractionDigits: number, fixed = false): string {
  return numberFormat({
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: fixed ? fractionDigits : 0,
  }).format(value);
}

/** 123456 cents → '1234,56 €' (a no-break space before the sign). */
export function formatEuro(cents: number): string {
  return numberFormat({ style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** '3 dicembre 2026' ('3 dic 2026' with the short month): the day in Italy, unless told 'UTC'. */
export function formatDate(at: Date | number, month: Month = 'long', timeZone: Zone = ROME): string {
  return dateFormat({ day: 'numeric', month, year: 'numeric', timeZone }).format(at);
}

/**
 * '3 dicembre 2026, 17:05': the product's comma between the date and the time, where `Intl`'s own
 * joined format writes 'alle ore'.
 */
export function formatDateTime(at: Date | number, month: Month = 'long', timeZone: Zone = ROME): string {
  const time = dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  return `${formatDate(at, month, timeZone)}, ${time}`;
}

/** 'dicembre' for 11: a month's Italian name, 0-based as `Date`'s months are. */
export function monthName(month: number): string {
  return dateFormat({ month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 15));
}

/** The calendar date in Italy at `now`, as YYYY-MM-DD. */
export function romeDateOf(now: Date): string {
  const parts = dateFormat({ year: 'numeric', month: '2-digit', day: '2-digit', timeZone: ROME })
    .formatToParts(now)
    .map((part) => [part.type, part.value]);
  const { year, month, day } = Object.fromEntries(parts);
  return `${year}-${month}-${day}`;
}

/**
 * A decimal as a file writes it ('1234.50', '1.00000000') in Italian: '1.234,50', with `currency` '1.234,50 €'.
 * Exact, never through a float: `Intl` formats the string itself, keeping all its own decimals (padded to
 * `minFractionDigits`, and to 2 for an amount). Anything else, or more decimals than `Intl` keeps, is
 * returned as written. Grouped from four digits, as an invoice writes its amounts.
 */
export function formatDecimalText(
  value: string,
  options: { currency?: string; minFractionDigits?: number } = {},
): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const decimals = value.split('.')[1]?.length ?? 0;
  const least = Math.max(options.minFractionDigits ?? 0, options.currency ? 2 : 0);
  const fractionDigits = Math.max(decimals, least);
  if (fractionDigits > 20) return value;
  try {
    return numberFormat({
      ...(options.currency ? { style: 'currency', currency: options.currency } : {}),
      useGrouping: 'always',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value as `${number}`);
  } catch {
    // A currency code that is not one (the file's own text): the number, then the code as written.
    return options.currency
      ? `${formatDecimalText(value, { minFractionDigits: least })} ${options.currency}`
      : value;
  }
}
