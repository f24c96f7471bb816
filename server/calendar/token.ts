import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters nobody guesses. */
export const newCalendarToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps: the token's SHA-256, so a leaked table holds no working address. */
export const calendarTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Only the shape a token has: anything else is unknown without asking the database. */
export const looksLikeCalendarToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/** The feed's address, the one a calendar app subscribes to. */
export const calendarUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/api/calendar/${token}`;
