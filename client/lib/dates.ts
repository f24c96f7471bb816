import { MONTHS, romeWallClock, SHORT_MONTHS } from '@common/italian-format';

export const INVALID_DATE_TEXT = 'Data non valida';

type DateInput = Date | string | number | null | undefined;

// The API sends ISO 8601; anything looser is treated as invalid rather than guessed.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && !ISO_8601.test(value)) return null;
  // A date alone is a local day, as a date and time without an offset already are.
  const date = new Date(typeof value === 'string' && value.length === 10 ? `${value}T00:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Italian names from a list, not a date library's (about 10 KB) nor Intl's (its first use costs the
// first render 50 ms of CPU: common/italian-format.ts); in the browser's time zone.
const monthNames = { long: MONTHS, short: SHORT_MONTHS };

/** Italy's time, the firm's clients' own, on the server and in the browser alike: the page hydrates unchanged. */
function clockOf(date: Date) {
  const italy = romeWallClock(date);
  return [
    italy.getUTCFullYear(),
    italy.getUTCMonth(),
    italy.getUTCDate(),
    italy.getUTCHours(),
    italy.getUTCMinutes(),
  ] as const;
}

function formatIn(month: keyof typeof monthNames, value: DateInput): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE_TEXT;
  const [year, monthIndex, day, hours, minutes] = clockOf(date);
  const hh = String(hours).padStart(2, '0');
  const mm = String(minutes).padStart(2, '0');
  return `${day} ${monthNames[month][monthIndex]} ${year}, ${hh}:${mm}`;
}

/** Date and time in Italian, in the browser's time zone: '3 giugno 2026, 17:05'. */
export function formatDateTime(value: DateInput): string {
  return formatIn('long', value);
}

/** Date with the abbreviated month, for tables: '3 giu 2026, 17:05'. */
export function formatShortDateTime(value: DateInput): string {
  return formatIn('short', value);
}

/** The machine-readable value for a <time dateTime> attribute; undefined when invalid. */
export function isoDateTime(value: DateInput): string | undefined {
  return toDate(value)?.toISOString();
}
