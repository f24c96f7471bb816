/**
 * Calendar dates ('2026-12-16') as the firm means them: days in Italy, with
 * no time of day. A due date is a date, not an instant, so it is never
 * shifted by a time zone; "today" is the date in Europe/Rome.
 */
const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Italy at `now`, as YYYY-MM-DD. */
export function romeToday(now: Date = new Date()): string {
  return romeDate.format(now);
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

const longDate = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '16 dicembre 2026'. */
export function formatCalendarDate(date: string): string {
  return longDate.format(new Date(utcDay(date)));
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

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** 123456 → '1234,56 €' (Italian groups thousands from five digits up). */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}
