import { parseSecretsKey, secretBox } from '../../server/auth/secrets-key';
import { createDatabase } from '../../server/db/client';
import { recoveryCodes, users, userTotp } from '../../server/db/schema';
import { hashRecoveryCode } from '../../server/two-factor/recovery-codes';
import { newTotpSecret } from '../../server/two-factor/totp';
import { ensureFirstAdmin } from '../../server/users/first-admin';
import { hashPassword } from '../../server/users/passwords';

export const siteAdmin = {
  username: 'admin',
  password: 'site-admin-password-1',
  /** Recovery codes, one per sign-in. */
  codes: Array.from({ length: 20 }, (_, i) => `site-admin-${i}`),
};
export const siteClient = { username: 'cliente.sito', password: 'site-client-password-1' };

/**
 * An empty database (the embedded one under dataDir, or `databaseUrl`) with the admin
 * (a second factor, a recovery code per sign-in) and one client: a site for tests of the built server.
 */
export async function seedSite(dataDir: string, secretsKey: string, databaseUrl?: string) {
  const database = await createDatabase({ dataDir, databaseUrl });
  try {
    await database.migrate();
    const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof ensureFirstAdmin>[2];
    await ensureFirstAdmin(database.db, siteAdmin, silent);
    const box = secretBox(parseSecretsKey(secretsKey));
    await database.db
      .insert(userTotp)
      .values({ userId: 1, secret: box.seal(newTotpSecret()), confirmedAt: new Date() });
    await database.db
      .insert(recoveryCodes)
      .values(siteAdmin.codes.map((code) => ({ userId: 1, codeHash: hashRecoveryCode(box, 1, code) })));
    const [client] = await database.db
      .insert(users)
      .values({
        username: siteClient.username,
        passwordHash: await hashPassword(siteClient.password),
        fullName: 'Cliente Sito',
        email: 'cliente.sito@example.it',
      })
      .returning({ id: users.id });
    return client!.id;
  } finally {
    await database.close();
  }
}
