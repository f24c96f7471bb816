import {
  appPaths,
  isDrawnPath,
  notFoundPath,
  prerenderedPaths,
  sharedDrawnPaths,
  signInPath,
} from '@common/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { pickEncoding } from '../web/negotiate';
import { PORTAL_PERMISSIONS_POLICY } from '../web/permissions-policy';
import {
  drawSharedPage,
  loadPageHandler,
  type PageHandler,
  sendRenderedPage,
} from '../web/react-router-pages';
import { IMMUTABLE, isPage, loadStaticSite, type StaticFile } from '../web/static-site';

const pagePaths = new Set<string>(prerenderedPaths);
const sharedPaths = new Set<string>(sharedDrawnPaths);
const portalPaths = new Set<string>([...appPaths, signInPath]);
// How long a proxy in front may repeat a public file without asking (decision 0035): the files change
// only when the site starts again, so this is how stale a page can be after an upgrade.
export const PROXY_CACHE_SECONDS = 10;
// How long a shared page drawn by the server is sent again before it is drawn anew: the news it shows
// are read from the feeds every 30 minutes.
export const SHARED_PAGE_SECONDS = 60;

function htmlFileFor(pathname: string): string {
  return pathname === '/' ? '/index.html' : `${pathname}/index.html`;
}

/**
 * Serves the built front end: prerendered HTML for public pages and the files from memory, the private
 * pages drawn at each request by React Router's server rendering, the prerendered not-found page with
 * status 404 for anything else.
 */
export async function webRoutes(app: FastifyInstance, opts: { config: Config; pages?: PageHandler }) {
  const site = await loadStaticSite(opts.config.webRoot, opts.config.publicUrl);
  // Not awaited: the server build imports every page's code, seconds on a busy machine; a private page
  // waits for it, the rest of the site does not.
  const pages = opts.pages ? Promise.resolve(opts.pages) : loadPageHandler(opts.config.webRoot);
  pages.catch((err: unknown) => app.log.error({ err }, 'the private pages cannot be drawn'));
  const drawnShared = new Map<string, { until: number; page: Promise<StaticFile | undefined> }>();
  /** A shared page as last drawn, drawn once for everyone who asks meanwhile; undefined if it cannot be. */
  function sharedPage(pathname: string) {
    const kept = drawnShared.get(pathname);
    if (kept && kept.until > app.now().getTime()) return kept.page;
    const page = pages
      .then((handler) => handler && drawSharedPage(app, handler, new URL(pathname, opts.config.publicUrl)))
      .then(
        (drawn) => {
          if (!drawn) drawnShared.delete(pathname);
          return drawn;
        },
        (err: unknown) => {
          app.log.error({ err, pathname }, 'a shared page could not be drawn; the prerendered one stands in');
          drawnShared.delete(pathname);
          return undefined;
        },
      );
    drawnShared.set(pathname, { until: app.now().getTime() + SHARED_PAGE_SECONDS * 1000, page });
    return page;
  }
  if (site.size === 0)
    app.log.warn({ webRoot: opts.config.webRoot }, 'no built front end found: run npm run build');

  /** What every page and file says of itself: its type and its policies. */
  function describe(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
    reply.header('content-type', file.type);
    if (file.csp) reply.header('content-security-policy', file.csp);
    if (portalPaths.has(request.url.split('?')[0] ?? ''))
      reply.header('permissions-policy', PORTAL_PERMISSIONS_POLICY);
  }

  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    file: StaticFile,
    status = 200,
    shared = status === 200,
  ) {
    describe(request, reply, file);
    // The same bytes for everyone, yet revalidated by browsers (no-cache): a proxy may repeat them a few
    // seconds. Before Cache-Control, whose no-cache nginx 1.22 would otherwise obey (it reads them in order).
    // nginx keeps it to itself; hashed assets are the proxy's to keep for good. Not with a query: nginx
    // would write it to disk as the copy's key (a password reset's token), and any query makes a new copy.
    if (opts.config.trustProxy && shared && file.cacheControl !== IMMUTABLE && !request.url.includes('?'))
      reply.header('x-accel-expires', String(PROXY_CACHE_SECONDS)).header('x-accel-buffering', 'yes');
    reply
      .status(status)
      .header('cache-control', file.cacheControl)
      .header('etag', file.etag)
      .header('vary', 'Accept-Encoding');
    if (status === 200 && request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding'], file);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? file[encoding] : file.body);
  }

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') throw new HttpError(404, 'Risorsa non trovata.');
    const notFound = site.get(htmlFileFor(notFoundPath));
    if (!notFound) throw new HttpError(503, 'Il sito non è disponibile.');
    // '//host' or '/\\host' would leave the site once a browser reads it back as a Location (or
    // resolves it as a link): no page of the site starts so, and none is redirected to.
    if (/^\/[/\\]/.test(pathname)) return send(request, reply, notFound, 404);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${pathname.replace(/\/+$/, '') || '/'}${query}`, 308);
    }

    const drawn = sharedPaths.has(pathname) ? await sharedPage(pathname) : undefined;
    if (drawn) return send(request, reply, drawn);
    if (pagePaths.has(pathname)) {
      const page = site.get(htmlFileFor(pathname));
      if (page) return send(request, reply, page, pathname === notFoundPath ? 404 : 200);
    }
    const handler = isDrawnPath(pathname) ? await pages : undefined;
    if (handler) {
      reply.header('permissions-policy', PORTAL_PERMISSIONS_POLICY);
      return sendRenderedPage(app, handler, request, reply);
    }
    // Asset files, robots.txt and the like; the HTML files are reached only by their page path.
    const file = site.get(pathname);
    if (file && !isPage(file)) return send(request, reply, file);
    return send(request, reply, notFound, 404);
  });
}
