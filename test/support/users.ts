import type { FastifyInstance } from 'fastify';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/users/passwords';

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

/** Signs in through the API and returns the session cookie to send back. */
export async function login(app: FastifyInstance, username: string, password: string, remember = false) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password, remember },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie) throw new Error('no session cookie');
  return { [cookie.name]: cookie.value } as Record<string, string>;
}
