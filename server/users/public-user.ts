import type { PublicUser } from '@common/schemas/user';
import type { UserRow } from '../db/schema';

/** The only shape of a user that leaves the server: the hash stays behind. */
export function toPublicUser(row: UserRow, twoFactorEnabled: boolean): PublicUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    twoFactorEnabled,
    twoFactorRequired: row.role === 'admin' || row.twoFactorRequired,
    mustChangePassword: row.mustChangePassword,
    codiceFiscale: row.codiceFiscale,
    partitaIva: row.partitaIva,
  };
}
