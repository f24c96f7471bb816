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

// The browser's own Italian names, not a date library's (about 10 KB on every private page):
// 'maggio' and 'mag', in the browser's time zone.
const formats = {
  long: new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' }),
  short: new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric' }),
};

function formatIn(month: keyof typeof formats, value: DateInput): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE_TEXT;
  const part = Object.fromEntries(formats[month].formatToParts(date).map((p) => [p.type, p.value]));
  const hh = String(date.getHours()).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${part.day} ${part.month} ${part.year}, ${hh}:${mm}`;
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
