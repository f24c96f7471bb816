// Plain values about the identity check, apart from its schema (schemas/identity.ts): the profile knows
// the server's answer without zod.

/** How long a proof given again in a session lets a sensitive change through. */
export const IDENTITY_FRESH_MINUTES = 5;

/** The 403 of a change that wants a fresh proof; the page asks for it and tries again. */
export const IDENTITY_CHECK_NEEDED =
  'Per sicurezza conferma che sei tu: inserisci la password o il codice della tua app di autenticazione.';
