import { z } from 'zod';
import { oneLine } from '../control-characters';

export const PASSKEY_NAME_MAX = 60;
/** More than anyone needs (a phone, a computer, a key, their replacements); a bound on what one account stores. */
export const PASSKEYS_PER_USER_MAX = 20;

/** The 'Aggiungi passkey' form: the name that tells the user's passkeys apart. */
export const passkeyNameSchema = z.object({
  name: z
    .string({ error: 'Dai un nome alla passkey' })
    .overwrite(oneLine)
    .min(1, 'Dai un nome alla passkey')
    .max(PASSKEY_NAME_MAX, `Il nome può contenere al massimo ${PASSKEY_NAME_MAX} caratteri`),
});
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;

/** One of the user's passkeys as the profile lists it. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
