import { INVALID_CURSOR } from '@common/schemas/paging';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('list cursors', () => {
  it('carry the last row’s sort keys and come back as they went', () => {
    const at = new Date('2026-03-16T10:00:00.123Z');
    const cursor = encodeCursor([at, 42]);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor, ['date', 'int'])).toEqual([at.toISOString(), 42]);
    expect(decodeCursor(encodeCursor(['Rossi', 7]), ['text', 'int'])).toEqual(['Rossi', 7]);
  });

  it.each([
    ['a timestamp as the database writes it', '2026-03-16T11:00:00.123456+01:00'],
    ['one on the second', '2026-03-16T10:00:00+00:00'],
    ["a payment's day", '2026-12-16'],
  ])('read back %s', (_what, date) => {
    expect(decodeCursor(encodeCursor([date, 1]), ['date', 'int'])).toEqual([date, 1]);
  });

  it.each([
    ['not base64 JSON', '!!!'],
    ['JSON that is not a list', Buffer.from('{"a":1}').toString('base64url')],
    ['a list of another length', encodeCursor([1])],
    ['a date that is not one', encodeCursor(['yesterday', 1])],
    ['an id that is not an integer', encodeCursor([new Date(), 1.5])],
    ['an SQL fragment', encodeCursor(["2026-01-01'); drop table users; --", 1])],
  ])('refuse %s with a 400 in Italian', (_what, cursor) => {
    expect(() => decodeCursor(cursor, ['date', 'int'])).toThrow(
      expect.objectContaining({ statusCode: 400, message: INVALID_CURSOR }),
    );
  });
});
