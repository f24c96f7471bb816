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
    if (kind === 'int' && Number.isSafeInteger(value)) return value as number;
    if (kind === 'text' && typeof value === 'string' && value.length <= 256) return value;
    if (kind === 'date' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
    throw new HttpError(400, INVALID_CURSOR);
  });
}
