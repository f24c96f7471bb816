/** Public pages: prerendered to static HTML and listed in the sitemap. */
export const publicPaths = [
  '/',
  '/chi-siamo',
  '/servizi',
  '/contatti',
  '/news',
  '/utilita',
  '/privacy',
  '/privacy-policy',
  '/cookie-policy',
  '/termini-servizio',
] as const;

/** Pages that depend on the signed-in user: served by the SPA fallback. */
export const appPaths = ['/auth', '/area-clienti', '/admin', '/reimposta-password'] as const;

/** Prerendered through the catch-all route and served with status 404 for unknown paths. */
export const notFoundPath = '/404';

export const prerenderedPaths = [...publicPaths, notFoundPath] as const;
