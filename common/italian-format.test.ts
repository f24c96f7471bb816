import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatEuro,
  formatInteger,
  formatRomeDateTime,
  MONTHS,
  romeDateOf,
  romeOffsetHours,
  romeWallClock,
  SHORT_MONTHS,
} from './italian-format';

// The yardstick: what the browsers' own Italian formats say (these functions exist to avoid loading them).
const intlInteger = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });
const intlEuro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const intlRome = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const samples = [
  0, 1, 9, 12, 999, 1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 123_456, 1_000_000, 12_345_678,
  987_654_321, 5_000_000_000,
];

describe('Italian formats without Intl', () => {
  it('groups whole numbers as Intl does: from five digits up', () => {
    for (const n of [...samples, ...samples.slice(1).map((n) => -n), 0.4, 2.5, 12_345.6])
      expect(formatInteger(n), String(n)).toBe(intlInteger.format(n));
  });

  it('writes decimals and euro amounts as Intl does', () => {
    for (const max of [1, 2]) {
      const intl = new Intl.NumberFormat('it-IT', { maximumFractionDigits: max });
      const fixed = new Intl.NumberFormat('it-IT', {
        minimumFractionDigits: max,
        maximumFractionDigits: max,
      });
      for (const n of [0, 0.04, 0.05, 1, 1.2, 1.25, 9.95, 9.99, 10, 1023.9, 12_345.678, -3.21]) {
        expect(formatDecimal(n, max), `${n} (${max})`).toBe(intl.format(n));
        expect(formatDecimal(n, max, true), `${n} (${max}, fixed)`).toBe(fixed.format(n));
      }
    }
    for (const cents of [...samples, 1, 5, 48_050, 123_456, 99, 100_001])
      expect(formatEuro(cents), String(cents)).toBe(intlEuro.format(cents / 100));
  });

  it('names the months as Intl does', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 15));
      expect(MONTHS[month]).toBe(
        new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(date),
      );
      expect(SHORT_MONTHS[month]).toBe(
        new Intl.DateTimeFormat('it-IT', { month: 'short', timeZone: 'UTC' }).format(date),
      );
    }
  });

  it("finds Italy's date as the time-zone database does, every half hour from 2000 to 2040", () => {
    const end = Date.UTC(2040, 11, 31);
    let checked = 0;
    for (let time = Date.UTC(2000, 0, 1); time < end; time += 30 * 60_000) {
      const now = new Date(time);
      // Only the hours around midnight in Rome can move the date: the rest are checked once a day.
      const hour = now.getUTCHours();
      if (hour > 0 && hour < 21 && hour !== 12) continue;
      expect(romeDateOf(now), now.toISOString()).toBe(intlRome.format(now));
      checked++;
    }
    expect(checked).toBeGreaterThan(100_000);
  });

  it("reads Italy's wall clock as the time-zone database does, around each change of the clocks", () => {
    const intlClock = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Rome',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2031-03-30T01:00:00Z']) {
      for (let minutes = -180; minutes <= 180; minutes += 15) {
        const now = new Date(Date.parse(change) + minutes * 60_000);
        const clock = romeWallClock(now).toISOString();
        expect(`${clock.slice(0, 10)}, ${clock.slice(11, 16)}`, now.toISOString()).toBe(
          intlClock.format(now),
        );
      }
    }
  });

  it("writes a moment in Italy's time as Intl's Italian parts say it, whatever the machine's zone", () => {
    const intlParts = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const at of [
      '2026-12-03T16:05:00Z',
      '2026-07-01T22:30:00Z',
      '2026-03-29T01:00:00Z',
      '2027-01-01T00:00:00Z',
    ]) {
      const part = Object.fromEntries(intlParts.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
      expect(formatRomeDateTime(new Date(at)), at).toBe(
        `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`,
      );
    }
    expect(formatRomeDateTime(new Date('2026-12-03T16:05:00Z'))).toBe('3 dicembre 2026, 17:05');
  });

  it('changes the offset at 01:00 UTC on the last Sunday of March and of October', () => {
    expect(romeOffsetHours(new Date('2026-03-29T00:59:59Z'))).toBe(1);
    expect(romeOffsetHours(new Date('2026-03-29T01:00:00Z'))).toBe(2);
    expect(romeOffsetHours(new Date('2026-10-25T00:59:59Z'))).toBe(2);
    expect(romeOffsetHours(new Date('2026-10-25T01:00:00Z'))).toBe(1);
  });
});
