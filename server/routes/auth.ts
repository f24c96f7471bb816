import { loginSchema, registerSchema } from '@common/schemas/auth';
import { secondFactorWantedSchema } from '@common/schemas/two-factor';
import { publicUserSchema } from '@common/schemas/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../audit/audit-log';
import { completeSignIn } from '../auth/complete-sign-in';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { createSession, deleteSession } from '../auth/session-store';
import { countSignInAttempt, signInAttemptSucceeded } from '../auth/throttle-guard';
import { users } from '../db/schema';
import { HttpError } from '../http-error';
import { hasConfirmedTotp } from '../two-factor/authenticator';
import { startPendingSignIn } from '../two-factor/pending-sign-in';
import { findUserByUsername } from '../users/find-user';
import { refuseWeakPassword } from '../users/password-policy';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../users/passwords';
import { toPublicUser } from '../users/public-user';

export const INVALID_CREDENTIALS = 'Credenziali non valide';
export const REGISTRATION_CLOSED =
  'La registrazione non è disponibile: le credenziali sono assegnate dallo studio.';

export async function authRoutes(app: FastifyInstance, opts: { allowRegistration: boolean }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/login',
    {
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with username and password (202: the second factor is wanted next)',
        security: [],
        errors: {
          401: 'Wrong username or password',
          429: 'Too many sign-in attempts: wait Retry-After seconds',
        },
        body: loginSchema,
        response: { 200: publicUserSchema, 202: secondFactorWantedSchema },
      },
    },
    async (request, reply) => {
      const { username, password, remember } = request.body;
      await countSignInAttempt(app, request, reply, { username });

      const user = await findUserByUsername(app.db, username);
      // An unknown name costs the same hash verification as a wrong password.
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !passwordOk) {
        await audit(app.db, request, 'login.failure', { userId: user?.id, username });
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      const twoFactor = await hasConfirmedTotp(app.db, user.id);
      await signInAttemptSucceeded(app, request, { username }, { complete: !twoFactor });

      // With a second factor the password opens no session: only a half sign-in the code step completes.
      if (twoFactor) {
        await startPendingSignIn(app, reply, user.id, remember);
        await audit(app.db, request, 'login.second-factor.wanted', {
          userId: user.id,
          username: user.username,
        });
        return reply.status(202).send({ secondFactor: 'totp' as const });
      }
      return completeSignIn(app, request, reply, user, {
        remember,
        method: 'password',
        twoFactorEnabled: false,
      });
    },
  );

  const signOut = {
    operationId: 'signOut',
    summary: 'Sign out: end this session, if any, and clear its cookie',
    security: [],
  };
  api.post('/logout', { schema: signOut }, async (request, reply) => {
    if (request.sessionToken) {
      await deleteSession(app.db, request.sessionToken);
      await audit(app.db, request, 'logout', { userId: request.user?.id, username: request.user?.username });
    }
    clearSessionCookie(app, reply);
    return reply.status(204).send();
  });

  api.post(
    '/register',
    {
      // Refused before the body is read or validated: a closed door does not say what it would accept.
      onRequest: async () => {
        if (!opts.allowRegistration) throw new HttpError(403, REGISTRATION_CLOSED);
      },
      schema: {
        operationId: 'register',
        summary: 'Create a client account and sign in (only with ALLOW_REGISTRATION)',
        security: [],
        errors: {
          400: 'A password the policy refuses',
          403: 'Registration is closed',
          409: 'The username is taken',
        },
        body: registerSchema,
        response: { 201: publicUserSchema },
      },
    },
    async (request, reply) => {
      const { fullName, email, username, password } = request.body;
      if (await findUserByUsername(app.db, username)) throw new HttpError(409, 'Username già in uso');
      refuseWeakPassword(password, username);
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
      return reply.status(201).send(toPublicUser(user, false));
    },
  );
}
