import { z } from 'zod';

export const roles = ['client', 'admin'] as const;
export type Role = (typeof roles)[number];

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
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What stands between a signed-in user and the rest of the portal, if anything. */
export function pendingAccountStep(user: PublicUser): 'change-password' | 'enrol-two-factor' | null {
  if (user.mustChangePassword) return 'change-password';
  if (user.twoFactorRequired && !user.twoFactorEnabled) return 'enrol-two-factor';
  return null;
}
