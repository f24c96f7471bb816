import { z } from 'zod';
import { oneLine } from '../control-characters';
import { EMAIL_MAX, FULL_NAME_MAX, USERNAME_MAX, USERNAME_MIN } from '../limits';
import {
  codiceFiscaleProblem,
  normalizeCodiceFiscale,
  normalizePartitaIva,
  partitaIvaProblem,
} from '../tax-ids';
import { newPassword } from './new-password';
import { pageQuerySchema, pageSchema } from './paging';
import { publicUserSchema } from './user';

/**
 * A tax identifier as a form or the API sends it: stored normalised (upper
 * case, no spaces), checked by its control character; empty or null clears it.
 */
const taxIdField = (problem: (value: string) => string | null, normalize: (value: string) => string) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : normalize(value ?? '') || null))
    .superRefine((value, ctx) => {
      const wrong = value ? problem(value) : null;
      if (wrong) ctx.addIssue({ code: 'custom', message: wrong });
    });

export const taxIdsSchema = z.object({
  codiceFiscale: taxIdField(codiceFiscaleProblem, normalizeCodiceFiscale),
  partitaIva: taxIdField(partitaIvaProblem, normalizePartitaIva),
});
/** `PATCH /api/admin/users/:id`: a client's tax identifiers; a field left out stays as it is. */
export type TaxIdsInput = z.input<typeof taxIdsSchema>;
export type TaxIds = z.output<typeof taxIdsSchema>;

export const newUserSchema = taxIdsSchema.extend({
  username: z
    .string({ error: 'Lo username è obbligatorio' })
    .trim()
    .min(1, 'Lo username è obbligatorio')
    .min(USERNAME_MIN, `Username deve contenere almeno ${USERNAME_MIN} caratteri`)
    .max(USERNAME_MAX, `Username può contenere al massimo ${USERNAME_MAX} caratteri`)
    .regex(/^[\p{L}\p{N}._@-]+$/u, 'Username può contenere solo lettere, numeri e . _ @ -'),
  fullName: z
    .string({ error: 'Il nome completo è obbligatorio' })
    .overwrite(oneLine)
    .min(1, 'Il nome completo è obbligatorio')
    .max(FULL_NAME_MAX, `Il nome completo può contenere al massimo ${FULL_NAME_MAX} caratteri`),
  email: z
    .string({ error: "L'email è obbligatoria" })
    .trim()
    .min(1, "L'email è obbligatoria")
    .max(EMAIL_MAX, 'Email non valida')
    .pipe(z.email('Email non valida')),
  password: newPassword,
});
export type NewUserInput = z.input<typeof newUserSchema>;

export const setPasswordSchema = z.object({ password: newPassword });
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** The link a client follows to choose a password (sent by the firm). */
export const passwordResetSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Le password non corrispondono',
    path: ['confirmPassword'],
  });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const adminUserSchema = publicUserSchema.extend({
  /** The firm's documents for the user and the files the user sent: deleted with the user, the confirmation says how many. */
  documentCount: z.number().int(),
  sentCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `DELETE /api/admin/users/:id`: what went with the account. */
export const deletedUserSchema = z.object({
  deletedDocuments: z.number().int(),
  /** The API tokens an administrator had made, revoked before the account went. */
  apiTokensRevoked: z.number().int(),
});
export type DeletedUser = z.infer<typeof deletedUserSchema>;

/** `GET /api/admin/users?q=…&role=client`: a page of accounts, newest first. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  role: z.enum(['client', 'admin'], { error: 'Ruolo non valido' }).optional(),
});

export const adminUsersPageSchema = pageSchema(adminUserSchema);
