import { randomBytes } from 'node:crypto';
import { deviceLabel } from '@common/device-label';
import { KNOWN_BROWSER_COOKIE, KNOWN_BROWSER_DAYS } from '@common/known-browser';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { knownBrowsers, type UserRow } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { newBrowserMail } from './new-browser-mail';
import { secureCookies } from './session-cookie';
import { hashToken } from './session-store';
import { approximateAddress, describeUserAgent } from './user-agent';

const KNOWN_BROWSER_MS = KNOWN_BROWSER_DAYS * 24 * 60 * 60 * 1000;
// 32 random bytes in base64url, as this module writes them; anything else is replaced.
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** Same rules as the session cookie: __Host- and Secure exactly when the session cookie has them. */
export function knownBrowserCookieName(app: FastifyInstance): string {
  return secureCookies(app) ? `__Host-${KNOWN_BROWSER_COOKIE}` : KNOWN_BROWSER_COOKIE;
}

/**
 * Called by every sign-in once the session exists. The browser is recognised
 * by a long-lived random cookie whose hash is kept per user; a browser new to
 * a user who has signed in before gets them an e-mail. The very first sign-in
 * of an account (no browser known yet, also the first one after this feature
 * arrived) has nothing to compare against and sends none. Either way the
 * browser is remembered for the user and its cookie renewed.
 */
export async function noticeNewBrowser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<void> {
  const name = knownBrowserCookieName(app);
  const sent = request.cookies[name];
  const value = sent && COOKIE_VALUE.test(sent) ? sent : randomBytes(32).toString('base64url');
  const browserHash = hashToken(value);
  const now = app.now();

  const queued = await app.db.transaction(async (tx) => {
    const known = await tx
      .select({ browserHash: knownBrowsers.browserHash })
      .from(knownBrowsers)
      .where(eq(knownBrowsers.userId, user.id));
    await tx
      .insert(knownBrowsers)
      .values({ userId: user.id, browserHash, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [knownBrowsers.userId, knownBrowsers.browserHash],
        set: { lastSeenAt: now },
      });
    // A browser unseen for longer than its cookie lives can never be recognised again.
    await tx
      .delete(knownBrowsers)
      .where(
        and(
          eq(knownBrowsers.userId, user.id),
          lt(knownBrowsers.lastSeenAt, new Date(now.getTime() - KNOWN_BROWSER_MS)),
        ),
      );
    const firstSignIn = known.length === 0;
    const recognised = known.some((row) => row.browserHash === browserHash);
    if (firstSignIn || recognised || !app.mail.enabled || !user.email) return false;
    const device = deviceLabel(describeUserAgent(request.headers['user-agent']));
    await enqueueMail(
      tx,
      newBrowserMail(user, { at: now, device, address: approximateAddress(request.ip) }),
      now,
    );
    return true;
  });
  if (queued) app.mail.kick();

  reply.setCookie(name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(app),
    maxAge: KNOWN_BROWSER_MS / 1000,
  });
}
