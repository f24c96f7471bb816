import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { loadSecretsKey, secretBox } from '../../server/auth/secrets-key';
import type { Db } from '../../server/db/client';
import { createDatabase } from '../../server/db/client';
import { recoveryCodes, users, userTotp } from '../../server/db/schema';
import { hashRecoveryCode } from '../../server/two-factor/recovery-codes';
import { newTotpSecret } from '../../server/two-factor/totp';
import { ensureFirstAdmin } from '../../server/users/first-admin';
import { hashPassword } from '../../server/users/passwords';
import { dropScratchDatabase } from '../../test/support/scratch-database';
import { seedContactMessages } from './contact-fixtures';
import { seedManyDocuments } from './documents-many';
import { E2E_ADMIN_RECOVERY_CODES, e2eAdmin, e2eAdminRecoveryCode, e2eClients } from './fixtures';
import { seedNews } from './news-fixtures';
import { seedPeopleScale } from './people-scale-fixtures';
import { seedManyReceived } from './received-many';
import { seedE2eDocuments } from './seed-documents';

const silentLog = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof ensureFirstAdmin>[2];

/**
 * Administrators must have a second factor: the e2e admin gets one, sealed with
 * the key the server will find in DATA_DIR. Specs compute codes from the secret
 * (E2E_ADMIN_TOTP_SECRET); enrolment itself is tested from an admin without one.
 */
async function seedAdminTwoFactor(db: Db, dataDir: string) {
  const box = secretBox(await loadSecretsKey(undefined, dataDir, { warn() {} }));
  const secret = newTotpSecret();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, e2eAdmin.username));
  await db.insert(userTotp).values({ userId: admin!.id, secret: box.seal(secret), confirmedAt: new Date() });
  const codes = Array.from({ length: E2E_ADMIN_RECOVERY_CODES }, (_, i) => e2eAdminRecoveryCode(i));
  // In batches: one statement with every row would pass PGlite's limit on parameters.
  for (let i = 0; i < codes.length; i += 1000) {
    const batch = codes.slice(i, i + 1000);
    await db
      .insert(recoveryCodes)
      .values(batch.map((code) => ({ userId: admin!.id, codeHash: hashRecoveryCode(box, admin!.id, code) })));
  }
  process.env.E2E_ADMIN_TOTP_SECRET = secret;
}

/** Seeds the database the server will use; PGlite allows one process at a time, so this runs first. */
async function seed(dataDir: string, databaseUrl: string | undefined) {
  const database = await createDatabase({ dataDir, databaseUrl });
  try {
    await database.migrate();
    await ensureFirstAdmin(database.db, e2eAdmin, silentLog);
    await seedAdminTwoFactor(database.db, dataDir);
    const ids: Record<string, number> = {};
    for (const [key, client] of Object.entries(e2eClients)) {
      const { password, ...fields } = client;
      const [row] = await database.db
        .insert(users)
        .values({ ...fields, passwordHash: await hashPassword(password) })
        .returning({ id: users.id });
      ids[key] = row!.id;
    }
    const store = await seedE2eDocuments(database.db, dataDir, ids);
    await seedManyReceived(database.db, store);
    await seedManyDocuments(database.db, store);
    await seedContactMessages(database.db);
    await seedNews(database.db);
    await seedPeopleScale(database.db);
  } finally {
    await database.close();
  }
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the e2e server exited early:\n${output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the e2e server did not answer ${url}:\n${output()}`);
}

/** Seeds, then starts the built server; the returned function stops it and removes its data. */
export default async function globalSetup() {
  const { E2E_PORT, E2E_DATA_DIR, E2E_DATABASE_URL, TEST_DATABASE_URL } = process.env;
  // The address the browser uses (playwright.config.ts): links, canonical URLs and passkeys all name it.
  const baseURL = `http://localhost:${E2E_PORT}`;
  await seed(E2E_DATA_DIR!, E2E_DATABASE_URL || undefined);

  let output = '';
  const server = spawn(process.execPath, ['build/app/main.js'], {
    env: {
      ...process.env,
      PORT: E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'warn',
      // No feeds: browser tests never reach the internet.
      NEWS_FEEDS: '[]',
      NODE_ENV: 'test',
      DATABASE_URL: E2E_DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => {
    output += d;
    process.stderr.write(d);
  });
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, server, () => output);

  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    if (TEST_DATABASE_URL && E2E_DATABASE_URL) await dropScratchDatabase(TEST_DATABASE_URL, E2E_DATABASE_URL);
    await rm(E2E_DATA_DIR!, { recursive: true, force: true });
  };
}
