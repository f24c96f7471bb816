import { parseSecretsKey, secretBox } from '../../server/auth/secrets-key';
import { createDatabase } from '../../server/db/client';
import { recoveryCodes, users, userTotp } from '../../server/db/schema';
import { hashRecoveryCode } from '../../server/two-factor/recovery-codes';
import { newTotpSecret } from '../../server/two-factor/totp';
import { ensureFirstAdmin } from '../../server/users/first-admin';
import { hashPassword } from '../../server/users/passwords';

export const proxyAdmin = {
  username: 'admin',
  password: 'proxy-admin-password-1',
  /** Recovery codes, one per sign-in. */
  codes: ['proxy-admin-0', 'proxy-admin-1', 'proxy-admin-2'],
};
export const proxyClient = { username: 'cliente.proxy', password: 'proxy-client-password-1' };

/** An empty database with the admin (a second factor, a recovery code per sign-in) and one client. */
export async function seedProxySite(dataDir: string, secretsKey: string) {
  const database = await createDatabase({ dataDir });
  try {
    await database.migrate();
    const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof ensureFirstAdmin>[2];
    await ensureFirstAdmin(database.db, proxyAdmin, silent);
    const box = secretBox(parseSecretsKey(secretsKey));
    await database.db
      .insert(userTotp)
      .values({ userId: 1, secret: box.seal(newTotpSecret()), confirmedAt: new Date() });
    await database.db
      .insert(recoveryCodes)
      .values(proxyAdmin.codes.map((code) => ({ userId: 1, codeHash: hashRecoveryCode(code) })));
    const [client] = await database.db
      .insert(users)
      .values({
        username: proxyClient.username,
        passwordHash: await hashPassword(proxyClient.password),
        fullName: 'Cliente Proxy',
        email: 'cliente.proxy@example.it',
      })
      .returning({ id: users.id });
    return client!.id;
  } finally {
    await database.close();
  }
}
