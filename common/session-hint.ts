/**
 * Name of the readable companion of the HttpOnly session cookie. It tells the
 * page that a session may exist (value "1"); it grants nothing by itself.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
