import { z } from 'zod';
import { roles } from '../account';

/** What the API returns for a user: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  createdAt: z.string(),
  /** An authenticator app is confirmed for this account. */
  twoFactorEnabled: z.boolean(),
  /** Administrators always; a client when the firm asked for it. */
  twoFactorRequired: z.boolean(),
  /** A one-time password from `npm run admin`: only the password change answers until it is replaced. */
  mustChangePassword: z.boolean(),
  /** A client's tax identifiers, as the firm entered them (common/tax-ids.ts); null when not given. */
  codiceFiscale: z.string().nullable(),
  partitaIva: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
