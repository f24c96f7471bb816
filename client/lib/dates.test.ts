import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDateTime, INVALID_DATE_TEXT, isoDateTime } from './dates';

// Dates built from local components (or ISO strings without an offset, which
// are local too) give the same text whatever the machine's time zone.
describe('formatDateTime (client area)', () => {
  it("writes the day, the full Italian month, the year and 24-hour time: 'd MMMM yyyy, HH:mm'", () => {
    expect(formatDateTime(new Date(2026, 4, 14, 9, 5))).toBe('14 maggio 2026, 09:05');
    expect(formatDateTime(new Date(2026, 0, 1, 0, 0))).toBe('1 gennaio 2026, 00:00');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59))).toBe('31 dicembre 2025, 23:59');
  });

  it('accepts the ISO strings the API sends and epoch milliseconds', () => {
    expect(formatDateTime('2026-06-03T17:05:00')).toBe('3 giugno 2026, 17:05');
    expect(formatDateTime(new Date(2026, 5, 3, 17, 5).getTime())).toBe('3 giugno 2026, 17:05');
  });

  it('shows a UTC instant in local time', () => {
    const instant = '2026-06-03T15:05:00Z';
    const local = new Date(instant);
    const hh = String(local.getHours()).padStart(2, '0');
    const mm = String(local.getMinutes()).padStart(2, '0');
    expect(formatDateTime(instant)).toMatch(new RegExp(`, ${hh}:${mm}$`));
  });
});

describe('formatShortDateTime (admin tables)', () => {
  it('abbreviates the month the Italian way', () => {
    expect(formatShortDateTime(new Date(2026, 4, 14, 9, 5))).toBe('14 mag 2026, 09:05');
    expect(formatShortDateTime(new Date(2026, 8, 2, 18, 30))).toBe('2 set 2026, 18:30');
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
