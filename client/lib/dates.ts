import { format, isValid, parseISO } from 'date-fns';
import { it } from 'date-fns/locale/it';

export const INVALID_DATE_TEXT = 'Data non valida';

/** The client area's format, e.g. '14 maggio 2026, 11:30'. */
export const LONG_DATE_TIME = 'd MMMM yyyy, HH:mm';
/** The admin tables' format, e.g. '14 mag 2026, 11:30'. */
export const SHORT_DATE_TIME = 'd MMM yyyy, HH:mm';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  // The API sends ISO 8601 strings; anything looser is treated as invalid rather than guessed.
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

function formatIn(pattern: string, value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: it }) : INVALID_DATE_TEXT;
}

/** Date and time in Italian, in the browser's time zone: '3 giugno 2026, 17:05'. */
export function formatDateTime(value: DateInput): string {
  return formatIn(LONG_DATE_TIME, value);
}

/** Date with the abbreviated month, for tables: '3 giu 2026, 17:05'. */
export function formatShortDateTime(value: DateInput): string {
  return formatIn(SHORT_DATE_TIME, value);
}

/** The machine-readable value for a <time dateTime> attribute; undefined when invalid. */
export function isoDateTime(value: DateInput): string | undefined {
  return toDate(value)?.toISOString();
}
