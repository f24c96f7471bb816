import { z } from 'zod';
import { EXPIRY_REQUIRED } from '../api-tokens';
import { oneLine } from '../control-characters';

/** What a token may do on `/api/v1`, with the words the admin panel uses for it. */
export const apiTokenScopes = {
  'documents:write': 'Consegnare documenti ai clienti',
  'documents:read': 'Elencare i documenti consegnati',
} as const;
export type ApiTokenScope = keyof typeof apiTokenScopes;
const scopeValues = Object.keys(apiTokenScopes) as [ApiTokenScope, ...ApiTokenScope[]];

export const API_TOKEN_NAME_MAX = 80;

/** `POST /api/admin/api-tokens`, and the admin panel's form. */
export const newApiTokenSchema = z.object({
  name: z
    .string({ error: 'Il nome è obbligatorio' })
    .overwrite(oneLine)
    .min(1, 'Il nome è obbligatorio')
    .max(API_TOKEN_NAME_MAX, `Il nome può contenere al massimo ${API_TOKEN_NAME_MAX} caratteri`),
  scopes: z
    .array(z.enum(scopeValues, { error: 'Permesso non valido' }), { error: 'Scegli almeno un permesso' })
    .min(1, 'Scegli almeno un permesso')
    .transform((scopes) => [...new Set(scopes)]),
  /**
   * The last day it works (Europe/Rome), or an instant: at most a year away (common/api-tokens.ts,
   * checked by the route against its clock). Every token ends: a forgotten one must not last for ever.
   */
  expiresAt: z
    .string({ error: EXPIRY_REQUIRED })
    .min(1, EXPIRY_REQUIRED)
    .pipe(
      z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Data di scadenza non valida' }),
    ),
});
export type NewApiTokenInput = z.input<typeof newApiTokenSchema>;
export type NewApiToken = z.output<typeof newApiTokenSchema>;

/** Shown once: the secret itself is never sent again. */
export const createdApiTokenSchema = z.object({ id: z.number().int(), token: z.string() });

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  /** The admin who created it; null once that account is gone. */
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });
