import { NEW_PASSWORD_MIN } from '@common/limits';

export const PASSWORD_HINT = `Almeno ${NEW_PASSWORD_MIN} caratteri; evita parole e sequenze comuni o lo username.`;

/**
 * The admin chooses a password to hand to a client: it stays readable so a
 * typo is seen, and browsers neither fill in the admin's own credentials nor
 * offer to save the client's as the admin's.
 */
export const passwordInputProps = {
  type: 'text',
  autoComplete: 'off',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
