/**
 * Calendar dates ('2026-12-16') as the firm means them: days in Italy, with
 * no time of day. A due date is a date, not an instant, so it is never
 * shifted by a time zone; "today" is the date in Europe/Rome.
 */
import { formatDate, romeDateOf } from './format';

/** Today's date in Italy at `now`, as YYYY-MM-DD. */
export function romeToday(now: Date = new Date()): string {
  return romeDateOf(now);
}

const DAY_MS = 86_400_000;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** The date `days` after `date` (before when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** '16 dicembre 2026'. */
export function formatCalendarDate(date: string): string {
  return formatDate(utcDay(date), 'long', 'UTC');
}

/** 'Scade oggi', 'Scade domani', 'Mancano 5 giorni', 'Scaduta da 3 giorni' (feminine: a request or a payment). */
export function daysLeftLabel(dueDate: string, today: string): string {
  const days = daysBetween(today, dueDate);
  if (days === 0) return 'Scade oggi';
  if (days === 1) return 'Scade domani';
  if (days > 1) return `Mancano ${days} giorni`;
  return days === -1 ? 'Scaduta da 1 giorno' : `Scaduta da ${-days} giorni`;
}

/** Is `value` a real calendar date written YYYY-MM-DD (not 2026-02-30)? */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(utcDay(value));
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
