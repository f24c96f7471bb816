import { z } from 'zod';
import { confirmTwoFactorSchema, passwordCheckSchema } from './two-factor';

/** How long a proof given again in a session lets a sensitive change through. */
export const IDENTITY_FRESH_MINUTES = 5;

/** The 403 of a change that wants a fresh proof; the page asks for it and tries again. */
export const IDENTITY_CHECK_NEEDED =
  'Per sicurezza conferma che sei tu: inserisci la password o il codice della tua app di autenticazione.';

/**
 * 'Conferma che sei tu': the password, or the 6 digits of the authenticator
 * app, given again inside a session before a change a stolen session must not
 * make (a new passkey).
 */
export const confirmIdentitySchema = z.union([passwordCheckSchema, confirmTwoFactorSchema], {
  error: 'Inserisci la password o il codice della tua app di autenticazione',
});
export type ConfirmIdentityInput = z.input<typeof confirmIdentitySchema>;
