import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './passwords';

export const MAIN_ADMIN_ID = 1;

/**
 * On an empty database, creates the main administrator (id 1). Without a
 * configured password a strong one is generated and printed once: there is
 * never a default password, and the printed one (left in log files and
 * terminals) must be replaced at the first sign-in, as a one-time password of
 * `npm run admin` is. Safe when several instances start together.
 */
export async function ensureFirstAdmin(
  db: Db,
  options: { username: string; password: string | undefined },
  log: FastifyBaseLogger,
): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return;

  const generated = options.password === undefined;
  const password = options.password ?? randomBytes(18).toString('base64url');
  const inserted = await db
    .insert(users)
    .values({
      id: MAIN_ADMIN_ID,
      username: options.username,
      passwordHash: await hashPassword(password),
      fullName: 'Amministratore',
      email: 'admin@localhost',
      role: 'admin',
      mustChangePassword: generated,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // An explicit id does not move the identity sequence; the next user must get 2.
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  if (inserted.length === 0) return;

  if (!generated) {
    log.info({ username: options.username }, 'main administrator created with the configured password');
  } else {
    // One line, so it survives any log shipper; it is the only time the password is shown. A
    // terminal frames it (log/terminal-log.ts): among the start's lines it must not be missed.
    log.warn(
      { banner: true },
      `MAIN ADMINISTRATOR CREATED - username: ${options.username} - password: ${password} - ` +
        'shown only this once: it must be changed at the first sign-in.',
    );
  }
}
