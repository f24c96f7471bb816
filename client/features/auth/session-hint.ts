import { SESSION_HINT_COOKIE } from '@common/session-hint';

/**
 * The session cookie is HttpOnly, so the page cannot see it. The server sets
 * this readable companion at sign-in (server/auth/session-cookie.ts): without
 * it the visitor is certainly signed out and we skip asking /api/user, which
 * would answer 401 on every public page view.
 */

const prefix = `${SESSION_HINT_COOKIE}=`;

/** The hint's tag (new at every sign-in), or null without one. */
export function sessionHint(): string | null {
  if (typeof document === 'undefined') return null;
  const part = document.cookie.split('; ').find((p) => p.startsWith(prefix));
  return part && part.length > prefix.length ? part.slice(prefix.length) : null;
}

export function hasSessionHint(): boolean {
  return sessionHint() !== null;
}

/**
 * The server said the session is gone (expired, revoked): forget the hint,
 * unless it has changed since the question was asked (a sign-in meanwhile).
 */
export function clearSessionHint(askedWith?: string): void {
  if (askedWith !== undefined && sessionHint() !== askedWith) return;
  // biome-ignore lint/suspicious/noDocumentCookie: a constant value; the Cookie Store API is not in every browser we serve.
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
