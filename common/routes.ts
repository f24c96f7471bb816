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

/** Pages for the signed-in user: drawn at each request by React Router's server rendering, closed to crawlers. */
export const appPaths = ['/area-clienti', '/admin', '/reimposta-password'] as const;

/** Public pages drawn by the server with what it stores (the news), alike for everyone; prerendered too. */
export const sharedDrawnPaths = ['/news'] as const;

/**
 * The sign-in page: prerendered like the public pages and open to search
 * engines (clients look for it by the firm's name), but not in the sitemap.
 */
export const signInPath = '/auth';

/** Prerendered through the catch-all route and served with status 404 for unknown paths. */
export const notFoundPath = '/404';

export const prerenderedPaths = [...publicPaths, signInPath, notFoundPath] as const;
