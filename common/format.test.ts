import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatEuro,
  formatInteger,
  monthName,
  romeDateOf,
} from './format';

describe('Italian numbers and amounts', () => {
  it('groups whole numbers by dots from five digits up, rounding half away from zero', () => {
    const written = [0, 999, 1234, 9999, 12_345, 123_456, 5_000_000_000, -12_345, 0.4, 2.5, -2.5].map(
      formatInteger,
    );
    expect(written).toEqual([
      '0',
      '999',
      '1234',
      '9999',
      '12.345',
      '123.456',
      '5.000.000.000',
      '-12.345',
      '0',
      '3',
      '-3',
    ]);
  });

  it('writes decimals after a comma, trailing zeros dropped unless fixed', () => {
    expect(formatDecimal(1.25, 1)).toBe('1,3');
    expect(formatDecimal(9.95, 1)).toBe('10');
    expect(formatDecimal(1023.9, 2)).toBe('1023,9');
    expect(formatDecimal(12_345.678, 2)).toBe('12.345,68');
    expect(formatDecimal(-3.21, 1)).toBe('-3,2');
    expect(formatDecimal(1, 1, true)).toBe('1,0');
    expect(formatDecimal(0.04, 1, true)).toBe('0,0');
  });

  it('writes cents as euro, a no-break space before the sign', () => {
    expect(formatEuro(123_456)).toBe('1234,56\u00a0€');
    expect(formatEuro(1_234_567)).toBe('12.345,67\u00a0€');
    expect(formatEuro(5)).toBe('0,05\u00a0€');
    expect(formatEuro(48_050)).toBe('480,50\u00a0€');
  });
});

describe("Italian dates, on Italy's clocks", () => {
  it("writes a moment as Italy's clocks show it, across the changes of the clocks", () => {
    expect(formatDateTime(new Date('2026-12-03T16:05:00Z'))).toBe('3 dicembre 2026, 17:05');
    expect(formatDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('2 luglio 2026, 00:30');
    expect(formatDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('29 marzo 2026, 01:59');
    expect(formatDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('29 marzo 2026, 03:00');
    expect(formatDateTime(new Date('2026-10-25T00:59:00Z'))).toBe('25 ottobre 2026, 02:59');
    expect(formatDateTime(new Date('2026-10-25T01:00:00Z'))).toBe('25 ottobre 2026, 02:00');
    expect(formatDateTime(new Date('2026-09-02T16:30:00Z'), 'short')).toBe('2 set 2026, 18:30');
  });

  it('writes a day, in Italy or as given in UTC', () => {
    expect(formatDate(new Date('2026-06-09T22:30:00Z'))).toBe('10 giugno 2026');
    expect(formatDate(Date.UTC(2026, 11, 16), 'long', 'UTC')).toBe('16 dicembre 2026');
    expect(formatDate(Date.UTC(2026, 7, 1), 'short', 'UTC')).toBe('1 ago 2026');
  });

  it('names the months', () => {
    expect(Array.from({ length: 12 }, (_, month) => monthName(month))).toEqual([
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
    ]);
  });

  it("finds Italy's date around midnight, in winter and in summer time", () => {
    expect(romeDateOf(new Date('2026-03-08T22:59:59Z'))).toBe('2026-03-08');
    expect(romeDateOf(new Date('2026-03-08T23:00:00Z'))).toBe('2026-03-09');
    expect(romeDateOf(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(romeDateOf(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
    expect(romeDateOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
