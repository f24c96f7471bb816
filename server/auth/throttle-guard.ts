import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../audit/audit-log';
import { HttpError } from '../http-error';
import { verifyPassword } from '../users/passwords';
import { accountKey, ipKey, recordFailure, throttleWait, waitInWords } from './login-throttle';

/**
 * 429 with Retry-After while the account or the address is made to wait
 * (password, code or passkey alike); a passkey names no account until it is
 * verified, so only its address counts.
 */
export async function refuseIfThrottled(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  who: { userId?: number; username?: string },
  details?: Record<string, unknown>,
): Promise<void> {
  const keys = who.username ? [accountKey(who.username), ipKey(request.ip)] : [ipKey(request.ip)];
  const wait = await throttleWait(app.db, keys, app.now());
  if (wait <= 0) return;
  await audit(app.db, request, 'login.throttled', who, details);
  reply.header('retry-after', String(Math.ceil(wait / 1000)));
  throw new HttpError(429, `Troppi tentativi di accesso. Riprova tra ${waitInWords(wait)}.`);
}

/**
 * The password asked again before turning a second factor off or replacing
 * recovery codes: throttled like a sign-in, so a stolen session cannot be used
 * to guess it.
 */
export async function checkPasswordAgain(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; username: string; passwordHash: string },
  password: string,
): Promise<void> {
  await refuseIfThrottled(app, request, reply, { userId: user.id, username: user.username });
  if (await verifyPassword(user.passwordHash, password)) return;
  await recordFailure(app.db, user.username, request.ip, app.now());
  throw new HttpError(400, 'La password non è corretta');
}
