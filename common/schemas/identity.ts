import { z } from 'zod';
import { confirmTwoFactorSchema, passwordCheckSchema } from './two-factor';

/**
 * 'Conferma che sei tu': the password, or the 6 digits of the authenticator
 * app, given again inside a session before a change a stolen session must not
 * make (a new passkey, a new API token).
 */
export const confirmIdentitySchema = z.union([passwordCheckSchema, confirmTwoFactorSchema], {
  error: 'Inserisci la password o il codice della tua app di autenticazione',
});
export type ConfirmIdentityInput = z.input<typeof confirmIdentitySchema>;
