import { SESSION_HINT_COOKIE } from '@common/session-hint';

/**
 * The session cookie is HttpOnly, so the page cannot see it. The server sets
 * this readable companion at sign-in (server/auth/session-cookie.ts): without
 * it the visitor is certainly signed out and we skip asking /api/user, which
 * would answer 401 on every public page view.
 */

export function hasSessionHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);
}

/** The server said the session is gone (expired, revoked): forget the hint. */
export function clearSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a constant value; the Cookie Store API is not in every browser we serve.
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
