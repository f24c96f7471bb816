import { z } from 'zod';
import { PASSWORD_MAX } from '../limits';
import { publicUserSchema } from './user';

/** The 6 digits an authenticator app shows; spaces people type in are ignored. */
const totpCode = z
  .string({ error: 'Inserisci il codice' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Il codice è formato da 6 cifre'));

/** The code step of a sign-in: 6 digits from the app, or one of the recovery codes. */
export const secondFactorSchema = z.object({
  code: z
    .string({ error: 'Inserisci il codice' })
    .trim()
    .min(1, 'Inserisci il codice')
    .max(64, 'Codice non valido'),
});
export type SecondFactorInput = z.input<typeof secondFactorSchema>;

/** Confirms enrolment: the first code the app shows. */
export const confirmTwoFactorSchema = z.object({ code: totpCode });
export type ConfirmTwoFactorInput = z.input<typeof confirmTwoFactorSchema>;

/** Turning the second factor off, or new recovery codes, ask for the password again. */
export const passwordCheckSchema = z.object({
  password: z.string({ error: 'Inserisci la password' }).min(1, 'Inserisci la password').max(PASSWORD_MAX),
});
export type PasswordCheckInput = z.input<typeof passwordCheckSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG document, drawn by the server. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/login: a user, or (202) the news that a code is wanted. */
export const secondFactorWantedSchema = z.object({ secondFactor: z.literal('totp') });
export const loginResultSchema = z.union([publicUserSchema, secondFactorWantedSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Admin: 'Richiedi verifica in due passaggi' for a client. */
export const requireTwoFactorSchema = z.object({ required: z.boolean() });
