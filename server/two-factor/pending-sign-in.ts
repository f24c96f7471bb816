import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '../auth/session-cookie';
import { hashToken } from '../auth/session-store';
import { pendingSignIns } from '../db/schema';

/** Long enough to open the app and type a code; short enough that a stolen half sign-in is worth little. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;
const PATH = '/api/login';

/** Its own cookie, sent only to /api/login*: no protected route ever reads it as a session. */
function cookieName(app: FastifyInstance) {
  return secureCookies(app) ? '__Secure-sign-in' : 'sign-in';
}

function cookieOptions(app: FastifyInstance) {
  return { path: PATH, httpOnly: true, sameSite: 'strict' as const, secure: secureCookies(app) };
}

export async function startPendingSignIn(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
  remember: boolean,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = app.now();
  // Old, expired half sign-ins of anyone go on the way: the table stays small.
  await app.db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
  await app.db.insert(pendingSignIns).values({
    tokenHash: hashToken(token),
    userId,
    remember,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_MS),
  });
  reply.setCookie(cookieName(app), token, { ...cookieOptions(app), maxAge: PENDING_SIGN_IN_MS / 1000 });
}

/** The half sign-in this browser started, if it is still valid. */
export async function findPendingSignIn(app: FastifyInstance, request: FastifyRequest) {
  const token = request.cookies[cookieName(app)];
  if (!token || token.length > 128) return null;
  const [row] = await app.db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, hashToken(token)), gt(pendingSignIns.expiresAt, app.now())));
  return row ?? null;
}

export async function endPendingSignIn(
  app: FastifyInstance,
  reply: FastifyReply,
  tokenHash: string | undefined,
): Promise<void> {
  if (tokenHash) await app.db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
  reply.clearCookie(cookieName(app), cookieOptions(app));
}
