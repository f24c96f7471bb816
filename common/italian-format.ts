/**
 * Numbers, months and Italy's date written as `Intl` writes them for 'it-IT', without `Intl`: a page's
 * first `Intl` object loads the browser's locale and time-zone data, about 50 ms of CPU (200 ms on a
 * phone under Lighthouse's throttling) inside the client area's first render (decision 0027). The tests
 * compare every function here with `Intl` itself.
 */

export const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

export const SHORT_MONTHS = [
  'gen',
  'feb',
  'mar',
  'apr',
  'mag',
  'giu',
  'lug',
  'ago',
  'set',
  'ott',
  'nov',
  'dic',
] as const;

/** Digits grouped by '.' as Italian does: from five digits up ('1234', '12.345'). */
function group(digits: string): string {
  return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** 12345 → '12.345'; rounded to a whole number. */
export function formatInteger(value: number): string {
  return formatDecimal(value, 0);
}

/** At most `fractionDigits` decimals after a comma, trailing zeros dropped unless `fixed`: 1.25 → '1,3'. */
export function formatDecimal(value: number, fractionDigits: number, fixed = false): string {
  // Rounded half away from zero on the decimal digits, as Intl does: 9.95 is 9.9499… in binary, and
  // toFixed alone would write '9,9'.
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${fractionDigits}`))}e-${fractionDigits}`);
  const [whole = '0', fraction = ''] = rounded.toFixed(fractionDigits).split('.');
  const decimals = fixed ? fraction : fraction.replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${group(whole)}${decimals ? `,${decimals}` : ''}`;
}

/** 123456 cents → '1234,56 €' (the space before the sign is a no-break space, as Intl's). */
export function formatEuro(cents: number): string {
  return `${formatDecimal(cents / 100, 2, true)}\u00a0€`;
}

const HOUR_MS = 3_600_000;

/** The last Sunday of a month (0-based) of a year, at 01:00 UTC: when Europe's summer time starts or ends. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Italy's offset from UTC at `now`, in hours: 2 in summer time (EU rule since 1996: from the last
 * Sunday of March to the last Sunday of October, at 01:00 UTC), 1 otherwise.
 */
export function romeOffsetHours(now: Date): number {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  return time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9) ? 2 : 1;
}

/** Italy's wall clock at `now`: a date whose UTC fields (getUTCHours…) are the time in Italy. */
export function romeWallClock(now: Date): Date {
  return new Date(now.getTime() + romeOffsetHours(now) * HOUR_MS);
}

/** The calendar date in Italy at `now`, as YYYY-MM-DD. */
export function romeDateOf(now: Date): string {
  return romeWallClock(now).toISOString().slice(0, 10);
}

/** A moment as Italy's clocks show it, whatever the reader's zone: '3 dicembre 2026, 17:05'. */
export function formatRomeDateTime(at: Date): string {
  const italy = romeWallClock(at);
  const hh = String(italy.getUTCHours()).padStart(2, '0');
  const mm = String(italy.getUTCMinutes()).padStart(2, '0');
  return `${italy.getUTCDate()} ${MONTHS[italy.getUTCMonth()]} ${italy.getUTCFullYear()}, ${hh}:${mm}`;
}
