import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '../auth/session-cookie';
import { hashToken } from '../auth/session-store';
import { webauthnChallenges } from '../db/schema';
import { HttpError } from '../http-error';

/** Long enough to find the phone and touch the sensor; the browser is given the same time. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_EXPIRED = 'La richiesta della passkey è scaduta o è già stata usata: riprova.';

export type ChallengePurpose = 'register' | 'sign-in';

const COOKIE_PATH = '/api/passkeys';
const HANDLE_MAX = 64;

/** `__Secure-` over HTTPS (the `__Host-` prefix would need Path=/, and the cookie concerns these routes only). */
function cookieName(app: FastifyInstance) {
  return secureCookies(app) ? '__Secure-webauthn' : 'webauthn';
}

function cookieOptions(app: FastifyInstance) {
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: secureCookies(app) } as const;
}

/**
 * Keeps a ceremony's challenge on the server until its answer comes back. The
 * browser holds only a random handle (HttpOnly): the database row, keyed by the
 * handle's hash, says what the challenge is for and, for a registration, whose.
 */
export async function storeChallenge(
  app: FastifyInstance,
  reply: FastifyReply,
  entry: { challenge: string; purpose: ChallengePurpose; userId: number | null },
): Promise<void> {
  const now = app.now();
  // Abandoned ceremonies leave rows behind: each new one sweeps the expired.
  await app.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  const handle = randomBytes(32).toString('base64url');
  await app.db.insert(webauthnChallenges).values({
    handleHash: hashToken(handle),
    challenge: entry.challenge,
    purpose: entry.purpose,
    userId: entry.userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  reply.setCookie(cookieName(app), handle, { ...cookieOptions(app), maxAge: CHALLENGE_TTL_MS / 1000 });
}

/**
 * The challenge this browser was given for `purpose` (and, for a registration,
 * for this user). Taken once: the row is gone whatever the verification then
 * says, so an answer can never be replayed. A missing, expired, reused or
 * foreign challenge is refused with 400.
 */
export async function takeChallenge(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  expected: { purpose: ChallengePurpose; userId: number | null },
): Promise<string> {
  const handle = request.cookies[cookieName(app)];
  reply.clearCookie(cookieName(app), cookieOptions(app));
  if (!handle || handle.length > HANDLE_MAX) throw new HttpError(400, CHALLENGE_EXPIRED);
  const [row] = await app.db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.handleHash, hashToken(handle)))
    .returning();
  if (
    !row ||
    row.expiresAt <= app.now() ||
    row.purpose !== expected.purpose ||
    row.userId !== expected.userId
  ) {
    throw new HttpError(400, CHALLENGE_EXPIRED);
  }
  return row.challenge;
}
