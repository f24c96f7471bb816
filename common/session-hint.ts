/**
 * Name of the readable companion of the HttpOnly session cookie. It tells the
 * page that a session may exist; it grants nothing by itself. Its value is a
 * random tag new at every sign-in (not derived from the session), so the page
 * can tell an answer about an older session from one about the current one.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
