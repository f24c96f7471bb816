import { z } from 'zod';
import { NEW_PASSWORD_MIN, PASSWORD_MAX } from '../limits';

/** Any password being set; the server then applies the rest of its policy (server/users/password-policy.ts). */
export const newPassword = z
  .string({ error: 'La password è obbligatoria' })
  .min(NEW_PASSWORD_MIN, `La password deve essere di almeno ${NEW_PASSWORD_MIN} caratteri`)
  .max(PASSWORD_MAX, `La password può contenere al massimo ${PASSWORD_MAX} caratteri`);
