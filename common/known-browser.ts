/**
 * The long-lived cookie by which the server recognises a browser that has
 * signed in before (server/auth/new-browser-notice.ts): a random value, stored
 * on the server only as a hash. `__Host-` prefixed on the published site.
 */
export const KNOWN_BROWSER_COOKIE = 'browser_id';

/** Browsers keep no cookie longer than 400 days; each sign-in starts the count again. */
export const KNOWN_BROWSER_DAYS = 400;
