import { INVALID_CURSOR } from '@common/schemas/paging';
import { HttpError } from '../http-error';

/** The sort keys of a page's last row, as the next page's starting point. */
export type CursorValue = string | number;
export type CursorShape = readonly ('date' | 'int' | 'text')[];

/**
 * Opaque to the client (base64url of the last row's sort keys), and read back
 * with the shape the list expects: anything else is a 400, never a query.
 */
export function encodeCursor(values: readonly (CursorValue | Date)[]): string {
  const plain = values.map((v) => (v instanceof Date ? v.toISOString() : v));
  return Buffer.from(JSON.stringify(plain)).toString('base64url');
}

/** The ids are `integer` columns, cast as such: a larger number would be the database's error. */
const INT_MAX = 2 ** 31 - 1;
const TEXT_MAX = 256;

/**
 * A date as the server writes one: `to_json` of a timestamp with its zone (pick-page.ts), or of a
 * day ('2026-12-16'). Anything else `Date.parse` reads (a browser's date, 30 February, the hour 24)
 * the database either refuses, a 500, or reads as it likes.
 */
const SERVER_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](?:0\d|1[0-5]):[0-5]\d))?$/;

function isServerDate(value: unknown): value is string {
  const parts = typeof value === 'string' ? SERVER_DATE.exec(value) : null;
  if (!parts) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1).map((p) => Number(p ?? 0));
  // Date.UTC rolls over what is out of range (the 30th of February is the 2nd of March): compare back.
  const at = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
  return (
    year! >= 1 &&
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month! - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute &&
    at.getUTCSeconds() === second
  );
}

/** A name as the database stores one: no NUL (text cannot hold it), no half of a surrogate pair. */
const isServerText = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= TEXT_MAX &&
  !value.includes('\u0000') &&
  !/\p{Cs}/u.test(value);

export function decodeCursor(cursor: string, shape: CursorShape): CursorValue[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, INVALID_CURSOR);
  }
  if (!Array.isArray(values) || values.length !== shape.length) throw new HttpError(400, INVALID_CURSOR);
  return values.map((value, i) => {
    const kind = shape[i];
    if (kind === 'int' && Number.isInteger(value) && Math.abs(value as number) <= INT_MAX)
      return value as number;
    if (kind === 'text' && isServerText(value)) return value;
    if (kind === 'date' && isServerDate(value)) return value;
    throw new HttpError(400, INVALID_CURSOR);
  });
}
