import { appPaths, notFoundPath, prerenderedPaths, signInPath } from '@common/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { clientAreaScreen, loadClientAreaRenderer, type RenderClientArea } from '../web/first-screen';
import { pickEncoding } from '../web/negotiate';
import { clientAreaAnswers, pageWithAnswers } from '../web/page-answers';
import { PORTAL_PERMISSIONS_POLICY } from '../web/permissions-policy';
import type { StaticUrl } from '../web/static-fast-path';
import { IMMUTABLE, isPage, loadStaticSite, type StaticFile } from '../web/static-site';

const pagePaths = new Set<string>(prerenderedPaths);
const spaPaths = new Set<string>(appPaths);
const portalPaths = new Set<string>([...appPaths, signInPath]);
const SPA_FALLBACK = '/__spa-fallback.html';
// Its HTML carries a signed-in client's first answers (web/page-answers.ts): never from the fast path.
const CLIENT_AREA = '/area-clienti';
// How long a proxy in front may repeat a public file without asking (decision 0035): the files change
// only when the site starts again, so this is how stale a page can be after an upgrade.
export const PROXY_CACHE_SECONDS = 10;

function htmlFileFor(pathname: string): string {
  return pathname === '/' ? '/index.html' : `${pathname}/index.html`;
}

/** A private path's own page (the fallback with its route's code preloaded, scripts/private-pages.ts), else the fallback. */
function privatePage(site: Map<string, StaticFile>, pathname: string): StaticFile | undefined {
  return site.get(htmlFileFor(pathname)) ?? site.get(SPA_FALLBACK);
}

/**
 * Serves the built front end from memory: prerendered HTML for public pages,
 * the SPA fallback for the private area, the prerendered not-found page with
 * status 404 for anything else.
 */
export async function webRoutes(
  app: FastifyInstance,
  opts: { config: Config; renderClientArea?: RenderClientArea },
) {
  const site = await loadStaticSite(opts.config.webRoot, opts.config.publicUrl);
  const renderClientArea = opts.renderClientArea ?? (await loadClientAreaRenderer(opts.config.webRoot));
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

  /** The client's area, with the answers its first screen asks for when a client's session holds. */
  async function sendClientArea(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
    const answers = await clientAreaAnswers(app, request);
    // The signed-out page too: a proxy keeping it would hand it to the signed in.
    if (!answers) return send(request, reply, file, 200, false);
    const screen = await clientAreaScreen(renderClientArea, request, answers);
    describe(request, reply, file);
    // One person's data: no cache keeps it, not even the browser's for a way back.
    reply.header('cache-control', 'private, no-store').header('vary', 'Accept-Encoding, Cookie');
    const encoding = pickEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(await pageWithAnswers(file.body, answers, encoding, screen));
  }

  // Once listening (the app is ready and can be asked), every URL answered with a file is kept ready.
  app.addHook('onListen', async () => {
    const urls: StaticUrl[] = [];
    for (const pathname of [...pagePaths, ...spaPaths]) {
      if (pathname === CLIENT_AREA) continue;
      const file = spaPaths.has(pathname) ? privatePage(site, pathname) : site.get(htmlFileFor(pathname));
      if (file) urls.push({ url: pathname, available: file });
    }
    for (const [key, file] of site) if (!isPage(file)) urls.push({ url: key, available: file });
    try {
      await app.staticFastPath.prepare(app, urls);
    } catch (err) {
      app.log.warn({ err }, 'static files are served through the router only');
    }
  });

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

    if (pagePaths.has(pathname)) {
      const page = site.get(htmlFileFor(pathname));
      if (page) return send(request, reply, page, pathname === notFoundPath ? 404 : 200);
    }
    if (spaPaths.has(pathname)) {
      const page = privatePage(site, pathname);
      if (page)
        return pathname === CLIENT_AREA ? sendClientArea(request, reply, page) : send(request, reply, page);
    }
    // Asset files, robots.txt and the like; the HTML files are reached only by their page path.
    const file = site.get(pathname);
    if (file && !isPage(file)) return send(request, reply, file);
    return send(request, reply, notFound, 404);
  });
}
