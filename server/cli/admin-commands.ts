import { randomInt } from 'node:crypto';
import { newUserSchema } from '@common/schemas/admin-users';
import type { EndedKeys } from '@common/schemas/ended-keys';
import { eq } from 'drizzle-orm';
import { endEveryWayIn } from '../account-recovery/end-every-way-in';
import { endedKeyEvents, endedKeysAnswer } from '../account-recovery/lasting-keys';
import type { AuditEvent } from '../audit/audit-log';
import type { Db } from '../db/client';
import { auditEvents, users } from '../db/schema';
import { removeTwoFactor } from '../two-factor/authenticator';
import { findUserByUsername } from '../users/find-user';
import { passwordProblem } from '../users/password-policy';
import { hashPassword } from '../users/passwords';

// Read aloud over the phone or copied from a terminal: no look-alike characters.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 20 characters (~115 bits), in groups of five. */
export function oneTimePassword(): string {
  const chars = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return chars.join('').replace(/(.{5})(?=.)/g, '$1-');
}

async function auditCli(
  db: Db,
  event: AuditEvent,
  user: { id: number; username: string },
  details: Record<string, unknown> | null = null,
) {
  await db.insert(auditEvents).values({
    event,
    userId: user.id,
    username: user.username,
    ip: null,
    userAgent: 'npm run admin',
    details,
  });
}

export class CliError extends Error {}

/** One the password policy accepts, as every password set anywhere must be (a random one nearly always is). */
function acceptedOneTimePassword(username: string): string {
  for (let tries = 0; tries < 10; tries++) {
    const password = oneTimePassword();
    if (!passwordProblem(password, username)) return password;
  }
  throw new CliError('The generated one-time passwords no longer pass the password policy.');
}

/**
 * A way back in for a locked-out account: a one-time password that must be
 * replaced at the next sign-in; the account's sessions, second factor and passkeys end
 * (whoever holds the old phone or a session is out), and so do the API tokens it made and its
 * calendar address (they work without a sign-in).
 */
export async function resetPassword(
  db: Db,
  username: string,
): Promise<{ password: string; ended: EndedKeys }> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new CliError(`No user named "${username}".`);
  const password = acceptedOneTimePassword(user.username);
  const passwordHash = await hashPassword(password);
  const { keys } = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: true }).where(eq(users.id, user.id));
    return endEveryWayIn(tx, user.id, new Date());
  });
  await removeTwoFactor(db, user.id);
  await auditCli(db, 'cli.reset-password', user, endedKeysAnswer(keys));
  for (const { event, details } of endedKeyEvents(keys, 'cli.reset-password', user.id)) {
    await auditCli(db, event, user, details);
  }
  return { password, ended: endedKeysAnswer(keys) };
}

/** A new administrator with a one-time password; they set up their second factor at the first sign-in. */
export async function createAdmin(db: Db, username: string, email: string): Promise<string> {
  const password = acceptedOneTimePassword(username);
  const parsed = newUserSchema.safeParse({ username, email, fullName: username, password });
  if (!parsed.success) throw new CliError(parsed.error.issues.map((i) => i.message).join('; '));
  if (await findUserByUsername(db, username)) throw new CliError(`The username "${username}" is taken.`);
  const [row] = await db
    .insert(users)
    .values({
      username: parsed.data.username,
      email: parsed.data.email.toLowerCase(),
      fullName: parsed.data.fullName,
      passwordHash: await hashPassword(password),
      role: 'admin',
      mustChangePassword: true,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new CliError(`The username "${username}" is taken.`);
  await auditCli(db, 'cli.create-admin', row);
  return password;
}
