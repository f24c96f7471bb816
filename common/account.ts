import type { PublicUser } from './schemas/user';

// Plain values about accounts, apart from their schemas (schemas/user.ts): the client's pages import
// these without zod.
export const roles = ['client', 'admin'] as const;
export type Role = (typeof roles)[number];

/** What stands between a signed-in user and the rest of the portal, if anything. */
export function pendingAccountStep(user: PublicUser): 'change-password' | 'enrol-two-factor' | null {
  if (user.mustChangePassword) return 'change-password';
  if (user.twoFactorRequired && !user.twoFactorEnabled) return 'enrol-two-factor';
  return null;
}
