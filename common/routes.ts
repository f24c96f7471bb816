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

/**
 * A file made readable (an invoice, a signed file), a page each, drawn as the private pages are: the page's
 * address (`/area-clienti/documenti/12`) under its list, the API address its details are under, and where
 * the file itself downloads from (a client does not download back what they sent).
 */
export const filePages = {
  '/area-clienti/documenti': { api: '/api/documents', download: '/api/documents' },
  '/area-clienti/inviati': { api: '/api/client-uploads', download: null },
  '/admin/documenti': { api: '/api/admin/documents', download: '/api/documents' },
  '/admin/ricevuti': { api: '/api/admin/client-uploads', download: '/api/admin/client-uploads' },
} as const;
export type FilePageList = keyof typeof filePages;

export interface FilePage {
  list: FilePageList;
  id: number;
  /** The file's API address: its details are `<api>/details`. */
  api: string;
  /** The file's own download, or null where the person may not download it. */
  download: string | null;
}

const FILE_ID = /^[1-9]\d{0,14}$/;

/** The file a readable page's address is of, or null when the address is no such page. */
export function filePageOf(pathname: string): FilePage | null {
  const at = pathname.lastIndexOf('/');
  const list = pathname.slice(0, at);
  const id = pathname.slice(at + 1);
  if (!Object.hasOwn(filePages, list) || !FILE_ID.test(id)) return null;
  const { api, download } = filePages[list as FilePageList];
  return {
    list: list as FilePageList,
    id: Number(id),
    api: `${api}/${id}`,
    download: download && `${download}/${id}/download`,
  };
}

/** Whether the server draws this address at each request for the person asking. */
export function isDrawnPath(pathname: string): boolean {
  return (appPaths as readonly string[]).includes(pathname) || filePageOf(pathname) !== null;
}
