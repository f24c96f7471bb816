import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../common/schemas/user';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/users/passwords';
import { seedRecoveryCode, seedTwoFactor } from './two-factor';

let counter = 0;

/** A user straight in the database; returns its row and the plain password. */
export async function createUser(
  app: FastifyInstance,
  fields: Partial<{
    username: string;
    password: string;
    fullName: string;
    email: string;
    role: 'client' | 'admin';
  }> = {},
) {
  counter++;
  const password = fields.password ?? `password-${counter}`;
  const [row] = await app.db
    .insert(users)
    .values({
      username: fields.username ?? `cliente${counter}`,
      passwordHash: await hashPassword(password),
      fullName: fields.fullName ?? `Cliente ${counter}`,
      email: fields.email ?? `cliente${counter}@example.it`,
      role: fields.role ?? 'client',
    })
    .returning();
  return { ...row!, password };
}

/**
 * Signs in through the API and returns the session cookie to send back. An
 * account that must have a second factor and has none (every administrator)
 * gets one seeded, as if enrolled at this sign-in; an account with one passes
 * the code step with a recovery code seeded for it (tests sign the same admin
 * in many times within one 30-second step, where an app code works once).
 * Enrolment and the code step themselves are tested in server/routes/two-factor*.
 */
export async function login(app: FastifyInstance, username: string, password: string, remember = false) {
  let res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password, remember },
  });
  if (res.statusCode === 202) {
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    const code = await seedRecoveryCode(app, row!.id);
    const pending = res.cookies.find((c) => c.name.endsWith('sign-in'))!;
    res = await app.inject({
      method: 'POST',
      url: '/api/login/second-factor',
      payload: { code },
      cookies: { [pending.name]: pending.value },
    });
  }
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const user = res.json<PublicUser>();
  if (user.twoFactorRequired && !user.twoFactorEnabled) await seedTwoFactor(app, user.id);
  const cookie = res.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie) throw new Error('no session cookie');
  return { [cookie.name]: cookie.value } as Record<string, string>;
}

/** Cookies as login() gives them, as one Cookie header: for requests made over a real connection. */
export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Two clients whose names a search must find without their accents, and a second admin that client lists leave out. */
export async function createSearchUsers(app: FastifyInstance) {
  await createUser(app, {
    username: 'niccolo.rossi',
    fullName: 'Niccolò Rossi',
    email: 'n.rossi@example.it',
  });
  await createUser(app, { username: 'lucia.perche', fullName: 'Lucía Perché', email: 'lucia@example.it' });
  await createUser(app, { username: 'altro.staff', fullName: 'Staff Studio', role: 'admin' });
}
