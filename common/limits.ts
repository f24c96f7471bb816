/** Field bounds shared by forms and routes. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
/** What the sign-in form accepts; the product specification fixes its messages. */
export const PASSWORD_MIN = 6;
/** A password being set (created, reset, changed): server/users/password-policy.ts checks the rest. */
export const NEW_PASSWORD_MIN = 12;
// argon2 hashes any length, but an unbounded password is a cheap way to burn CPU.
export const PASSWORD_MAX = 128;
export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 120;
export const EMAIL_MAX = 254;
