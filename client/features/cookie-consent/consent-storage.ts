export const COOKIE_CHOICE_KEY = 'cookie-choice';

/** The Garante's guidelines (10 June 2021): a choice is asked again after 6 months. */
export const CHOICE_VALID_MONTHS = 6;

export interface CookieChoice {
  necessary: true;
  analytics: boolean;
  /** ISO 8601 date of the choice. */
  savedAt: string;
}

function isCookieChoice(value: unknown): value is CookieChoice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.necessary === true &&
    typeof v.analytics === 'boolean' &&
    typeof v.savedAt === 'string' &&
    !Number.isNaN(Date.parse(v.savedAt))
  );
}

/** The saved choice if it is well formed and still valid; null means "ask the visitor". */
export function readCookieChoice(storage: Storage, now: Date = new Date()): CookieChoice | null {
  let raw: string | null;
  try {
    raw = storage.getItem(COOKIE_CHOICE_KEY);
  } catch {
    // Storage can be blocked by the browser: then we simply ask every time.
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    console.warn(`Ignoring the saved cookie choice: it is not valid JSON (${String(error)}).`);
    return null;
  }
  if (!isCookieChoice(parsed)) {
    console.warn('Ignoring the saved cookie choice: it does not have the expected shape.', parsed);
    return null;
  }
  if (addMonths(new Date(parsed.savedAt), CHOICE_VALID_MONTHS) <= now) return null;
  return parsed;
}

export function saveCookieChoice(storage: Storage, analytics: boolean, now: Date = new Date()): CookieChoice {
  const choice: CookieChoice = { necessary: true, analytics, savedAt: now.toISOString() };
  try {
    storage.setItem(COOKIE_CHOICE_KEY, JSON.stringify(choice));
  } catch (error) {
    console.warn('The cookie choice could not be saved; it applies to this visit only.', error);
  }
  return choice;
}

/** date-fns' addMonths, without the library on every page: 31 January plus one month is the end of February. */
function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
}
