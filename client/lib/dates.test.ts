import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDateTime, INVALID_DATE_TEXT, isoDateTime } from './dates';

// Italy's clocks, whatever the machine's zone: the server drawing a page and the browser hydrating it agree.
describe('formatDateTime (client area)', () => {
  it("writes the day, the full Italian month, the year and 24-hour time: 'd MMMM yyyy, HH:mm'", () => {
    expect(formatDateTime(new Date('2026-05-14T07:05:00Z'))).toBe('14 maggio 2026, 09:05');
    expect(formatDateTime(new Date('2025-12-31T23:00:00Z'))).toBe('1 gennaio 2026, 00:00');
    expect(formatDateTime(new Date('2025-12-31T22:59:00Z'))).toBe('31 dicembre 2025, 23:59');
  });

  it('accepts the ISO strings the API sends and epoch milliseconds', () => {
    expect(formatDateTime('2026-06-03T15:05:00Z')).toBe('3 giugno 2026, 17:05');
    expect(formatDateTime('2026-06-03T17:05:00+02:00')).toBe('3 giugno 2026, 17:05');
    expect(formatDateTime(Date.UTC(2026, 5, 3, 15, 5))).toBe('3 giugno 2026, 17:05');
  });

  it('reads a time or a date without an offset as written', () => {
    expect(formatDateTime('2026-06-03T17:05:00')).toBe('3 giugno 2026, 17:05');
    expect(formatDateTime('2026-06-03')).toBe('3 giugno 2026, 00:00');
    expect(isoDateTime('2026-06-03T17:05:00')).toBe('2026-06-03T17:05:00');
  });

  it("says the same in any machine's zone", () => {
    const zone = process.env.TZ;
    try {
      for (const machine of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = machine;
        expect(formatDateTime('2026-03-29T00:59:00Z'), machine).toBe('29 marzo 2026, 01:59');
        expect(formatDateTime('2026-03-29T01:00:00Z'), machine).toBe('29 marzo 2026, 03:00');
        expect(formatDateTime('2026-10-24T22:30:00Z'), machine).toBe('25 ottobre 2026, 00:30');
        expect(formatDateTime('2026-06-03T17:05:00'), machine).toBe('3 giugno 2026, 17:05');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('formatShortDateTime (admin tables)', () => {
  it('abbreviates the month the Italian way', () => {
    expect(formatShortDateTime('2026-05-14T07:05:00Z')).toBe('14 mag 2026, 09:05');
    expect(formatShortDateTime('2026-09-02T16:30:00Z')).toBe('2 set 2026, 18:30');
  });
});

describe("an invalid date shows 'Data non valida'", () => {
  for (const value of ['', 'non una data', '2026-13-45T00:00:00', Number.NaN, null, undefined]) {
    it(`for ${JSON.stringify(value) ?? String(value)}`, () => {
      expect(INVALID_DATE_TEXT).toBe('Data non valida');
      expect(formatDateTime(value)).toBe('Data non valida');
      expect(formatShortDateTime(value)).toBe('Data non valida');
      expect(isoDateTime(value)).toBeUndefined();
    });
  }

  it('for an invalid Date object', () => {
    expect(formatDateTime(new Date('garbage'))).toBe('Data non valida');
  });
});

describe('isoDateTime', () => {
  it('gives the instant in ISO form for the <time> element', () => {
    expect(isoDateTime('2026-06-03T15:05:00Z')).toBe('2026-06-03T15:05:00.000Z');
  });
});
