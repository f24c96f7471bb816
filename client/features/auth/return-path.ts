export const DEFAULT_AFTER_LOGIN = '/area-clienti';

/**
 * Where /auth sends a signed-in user: back to the private page that sent the
 * visitor here (the protected layout stores it as `state.from`), else to the
 * client area. Only a path of this site is accepted.
 */
export function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  if (!from || typeof from !== 'object') return DEFAULT_AFTER_LOGIN;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return DEFAULT_AFTER_LOGIN;
  }
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return DEFAULT_AFTER_LOGIN;
  const query = typeof search === 'string' && search.startsWith('?') ? search : '';
  const fragment = typeof hash === 'string' && hash.startsWith('#') ? hash : '';
  return `${pathname}${query}${fragment}`;
}
