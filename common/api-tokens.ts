// Plain values of 'Token di accesso', apart from its schema (schemas/api-tokens.ts).
import { addDays, formatCalendarDate } from './calendar-date';
import { romeDateOf } from './format';

/** The form's choices of how long a new token works, in days; the longest is a year. */
export const API_TOKEN_LIFETIMES = [
  { days: 30, label: '30 giorni' },
  { days: 90, label: '90 giorni' },
  { days: 180, label: '180 giorni' },
  { days: 365, label: '1 anno' },
] as const;
/** A quarter: long enough not to stop a monthly import often, short enough that a forgotten token ends. */
export const API_TOKEN_DEFAULT_LIFETIME = 90;
export const API_TOKEN_LIFETIME_MAX_DAYS = 365;

export const EXPIRY_REQUIRED = 'Scegli la scadenza del token';
export const EXPIRY_IN_THE_PAST = 'La scadenza deve essere una data futura';

/** The last day a token may be given at `now`: a year from today in Italy. */
export const latestExpiryDay = (now: Date): string => addDays(romeDateOf(now), API_TOKEN_LIFETIME_MAX_DAYS);

export const expiryTooFar = (now: Date) =>
  `La scadenza può essere al massimo tra un anno, entro il ${formatCalendarDate(latestExpiryDay(now))}`;

/** The day in Italy a token works through: its `expiresAt` is the first instant after it. */
export const lastDayOf = (expiresAt: string | Date): string =>
  romeDateOf(new Date(new Date(expiresAt).getTime() - 1));
