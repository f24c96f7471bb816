import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema, registerSchema } from '../../common/schemas/auth';
import { publicUserSchema } from '../../common/schemas/user';
import { audit } from '../audit/audit-log';
import {
  accountKey,
  clearAccountFailures,
  ipKey,
  recordFailure,
  throttleWait,
  waitInWords,
} from '../auth/login-throttle';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { createSession, deleteSession } from '../auth/session-store';
import { users } from '../db/schema';
import { HttpError } from '../http-error';
import { findUserByUsername } from '../users/find-user';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../users/passwords';
import { toPublicUser } from '../users/public-user';

export const INVALID_CREDENTIALS = 'Credenziali non valide';

export async function authRoutes(app: FastifyInstance, opts: { allowRegistration: boolean }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: publicUserSchema } } },
    async (request, reply) => {
      const { username, password, remember } = request.body;
      const now = app.now();
      const wait = await throttleWait(app.db, [accountKey(username), ipKey(request.ip)], now);
      if (wait > 0) {
        await audit(app.db, request, 'login.throttled', { username });
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, `Troppi tentativi di accesso. Riprova tra ${waitInWords(wait)}.`);
      }

      const user = await findUserByUsername(app.db, username);
      // An unknown name costs the same hash verification as a wrong password.
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !passwordOk) {
        await recordFailure(app.db, username, request.ip, now);
        await audit(app.db, request, 'login.failure', { userId: user?.id, username });
        throw new HttpError(401, INVALID_CREDENTIALS);
      }

      await clearAccountFailures(app.db, username);
      // A new token at every sign-in: a token planted before it is worth nothing.
      if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
      const token = await createSession(
        app.db,
        { userId: user.id, remember, ip: request.ip, userAgent: request.headers['user-agent'] },
        now,
      );
      setSessionCookie(app, reply, token, remember);
      await audit(
        app.db,
        request,
        'login.success',
        { userId: user.id, username: user.username },
        { remember },
      );
      return toPublicUser(user);
    },
  );

  api.post('/logout', async (request, reply) => {
    if (request.sessionToken) {
      await deleteSession(app.db, request.sessionToken);
      await audit(app.db, request, 'logout', { userId: request.user?.id, username: request.user?.username });
    }
    clearSessionCookie(app, reply);
    return reply.status(204).send();
  });

  api.post(
    '/register',
    { schema: { body: registerSchema, response: { 201: publicUserSchema } } },
    async (request, reply) => {
      if (!opts.allowRegistration) {
        throw new HttpError(
          403,
          'La registrazione non è disponibile: le credenziali sono assegnate dallo studio.',
        );
      }
      const { fullName, email, username, password } = request.body;
      if (await findUserByUsername(app.db, username)) throw new HttpError(409, 'Username già in uso');
      // Always a client: the role is not something a visitor can ask for.
      const [user] = await app.db
        .insert(users)
        .values({
          username,
          fullName,
          email: email.toLowerCase(),
          passwordHash: await hashPassword(password),
          role: 'client',
        })
        .onConflictDoNothing()
        .returning();
      if (!user) throw new HttpError(409, 'Username già in uso');
      const token = await createSession(
        app.db,
        { userId: user.id, remember: false, ip: request.ip, userAgent: request.headers['user-agent'] },
        app.now(),
      );
      setSessionCookie(app, reply, token, false);
      await audit(app.db, request, 'register', { userId: user.id, username: user.username });
      return reply.status(201).send(toPublicUser(user));
    },
  );
}
