import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysLeftLabel,
  formatCalendarDate,
  isCalendarDate,
  romeToday,
} from './calendar-date';
import { formatEuro } from './format';

describe('calendar dates', () => {
  it("today is the date in Italy, whatever the server's zone", () => {
    // Winter (UTC+1) and summer (UTC+2) time around midnight in Rome.
    expect(romeToday(new Date('2026-03-08T22:59:59Z'))).toBe('2026-03-08');
    expect(romeToday(new Date('2026-03-08T23:00:00Z'))).toBe('2026-03-09');
    expect(romeToday(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(romeToday(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('counts and adds whole days across month ends and daylight saving changes', () => {
    expect(daysBetween('2026-03-09', '2026-03-16')).toBe(7);
    expect(daysBetween('2026-03-16', '2026-03-09')).toBe(-7);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('writes dates and amounts as Italians read them', () => {
    expect(formatCalendarDate('2026-12-16')).toBe('16 dicembre 2026');
    expect(formatEuro(123_456).replace(/\s/g, ' ')).toBe('1234,56 €');
    expect(formatEuro(1_234_567).replace(/\s/g, ' ')).toBe('12.345,67 €');
  });

  it('says how many days are left', () => {
    expect(daysLeftLabel('2026-12-16', '2026-12-16')).toBe('Scade oggi');
    expect(daysLeftLabel('2026-12-16', '2026-12-15')).toBe('Scade domani');
    expect(daysLeftLabel('2026-12-16', '2026-12-11')).toBe('Mancano 5 giorni');
    expect(daysLeftLabel('2026-12-16', '2026-12-17')).toBe('Scaduta da 1 giorno');
    expect(daysLeftLabel('2026-12-16', '2026-12-19')).toBe('Scaduta da 3 giorni');
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-12-16')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2027-02-29', '16/12/2026', '2026-12-16T00:00', '']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});
