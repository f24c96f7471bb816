import { z } from 'zod';
import { oneLine } from '../control-characters';
import {
  EMAIL_MAX,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../limits';
import { newPassword } from './new-password';

const username = z
  .string({ error: 'Username è richiesto' })
  .trim()
  .min(USERNAME_MIN, `Username deve contenere almeno ${USERNAME_MIN} caratteri`)
  .max(USERNAME_MAX, `Username può contenere al massimo ${USERNAME_MAX} caratteri`);

const password = z
  .string({ error: 'Password è richiesta' })
  .min(PASSWORD_MIN, `Password deve contenere almeno ${PASSWORD_MIN} caratteri`)
  .max(PASSWORD_MAX, `Password può contenere al massimo ${PASSWORD_MAX} caratteri`);

export const loginSchema = z.object({
  username,
  password,
  /** 'Ricordami': the session lasts 30 days instead of 12 hours. */
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({
    fullName: z
      .string()
      .overwrite(oneLine)
      .min(FULL_NAME_MIN, `Nome completo deve contenere almeno ${FULL_NAME_MIN} caratteri`)
      .max(FULL_NAME_MAX, `Nome completo può contenere al massimo ${FULL_NAME_MAX} caratteri`),
    email: z.string().trim().max(EMAIL_MAX, 'Email non valida').pipe(z.email('Email non valida')),
    username,
    password: newPassword,
    confirmPassword: newPassword,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Le password non corrispondono',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Inserisci la password attuale').max(PASSWORD_MAX),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Le password non corrispondono',
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'La nuova password deve essere diversa da quella attuale',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
