import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../audit/audit-log';
import { HttpError } from '../http-error';
import { tooManyRequests } from '../limits/too-many-requests';
import { verifyPassword } from '../users/passwords';
import { attemptSucceeded, countAttempt, currentWait } from './login-throttle';

type Who = { userId?: number; username?: string };

const REFUSED = 'Troppi tentativi di accesso.';

/** 1, 10, 100…: a refusal worth a line in the audit log; the others are only counted. */
function isMilestone(refused: number): boolean {
  let n = refused;
  while (n >= 10 && n % 10 === 0) n /= 10;
  return n === 1;
}

/**
 * Counts a sign-in attempt (password, code or passkey alike) before its
 * secret is checked, and refuses it with 429 and Retry-After while the
 * account or the address must wait. A passkey names no account until it is
 * verified, so only its address counts. A flood writes an audit row at the
 * 1st, 10th, 100th… refusal in a row, not one per request.
 */
export async function countSignInAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  who: Who,
  details?: Record<string, unknown>,
): Promise<void> {
  const refusal = await countAttempt(app.db, { username: who.username, ip: request.ip }, app.now());
  if (!refusal) return;
  if (isMilestone(refusal.refused)) {
    await audit(app.db, request, 'login.throttled', who, { ...details, refusedInARow: refusal.refused });
  }
  throw tooManyRequests(reply, refusal.waitMs, REFUSED);
}

/** 429 while the address must wait, counting nothing: for a step that checks no secret (a passkey's challenge). */
export async function refuseIfThrottled(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const wait = await currentWait(app.db, { ip: request.ip }, app.now());
  if (wait > 0) throw tooManyRequests(reply, wait, REFUSED);
}

/**
 * The secret was right: the attempt is given back; `complete` (the person is
 * fully in, or the check is done) also clears the account's count. A right
 * password that still waits for its code is not complete, or anyone holding
 * the password could wipe the code's count at will.
 */
export function signInAttemptSucceeded(
  app: FastifyInstance,
  request: FastifyRequest,
  who: Who,
  opts: { complete: boolean },
): Promise<void> {
  return attemptSucceeded(
    app.db,
    { username: who.username, ip: request.ip },
    { clearAccount: opts.complete },
  );
}

/**
 * The password asked again before a sensitive change (a second factor off,
 * new recovery codes, a new password): throttled like a sign-in, so a stolen
 * session cannot be used to guess it.
 */
export async function checkPasswordAgain(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; username: string; passwordHash: string },
  password: string,
  wrongMessage = 'La password non è corretta',
): Promise<void> {
  const who = { userId: user.id, username: user.username };
  await countSignInAttempt(app, request, reply, who);
  if (!(await verifyPassword(user.passwordHash, password))) throw new HttpError(400, wrongMessage);
  await signInAttemptSucceeded(app, request, who, { complete: true });
}
