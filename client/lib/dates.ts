import { formatDateTime as formatMoment, type Zone } from '@common/format';

export const INVALID_DATE_TEXT = 'Data non valida';

type DateInput = Date | string | number | null | undefined;

// The API sends ISO 8601; anything looser is treated as invalid rather than guessed.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The moment, and the zone its clock is read in: Italy's; or, for a date or a time written without an
 * offset, the clock as written (read as UTC), so the server and every browser say the same.
 */
function toMoment(value: DateInput): { date: Date; zone: Zone } | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && !ISO_8601.test(value)) return null;
  const asWritten = typeof value === 'string' && !HAS_OFFSET.test(value);
  const date = asWritten ? new Date(`${value.length === 10 ? `${value}T00:00` : value}Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, zone: asWritten ? 'UTC' : 'Europe/Rome' };
}

function formatIn(month: 'long' | 'short', value: DateInput): string {
  const moment = toMoment(value);
  return moment ? formatMoment(moment.date, month, moment.zone) : INVALID_DATE_TEXT;
}

/** Date and time in Italian, on Italy's clocks: '3 giugno 2026, 17:05'. */
export function formatDateTime(value: DateInput): string {
  return formatIn('long', value);
}

/** Date with the abbreviated month, for tables: '3 giu 2026, 17:05'. */
export function formatShortDateTime(value: DateInput): string {
  return formatIn('short', value);
}

/** The machine-readable value for a <time dateTime> attribute (one without an offset as written); undefined when invalid. */
export function isoDateTime(value: DateInput): string | undefined {
  const moment = toMoment(value);
  if (!moment) return undefined;
  return moment.zone === 'UTC' ? String(value) : moment.date.toISOString();
}
