import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PageContext } from '@common/page-context';
import { SESSION_HINT_COOKIE } from '@common/session-hint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { clearSessionHint } from '../auth/session-cookie';
import { pickEncoding } from './negotiate';
import { pageCsp } from './page-csp';
import { etagOf, type StaticFile } from './static-site';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** React Router's handler for the server build: a Fetch API request in, a response out. */
export type PageHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/** The server build the framework writes beside the web root, or undefined where there is none. */
export async function loadPageHandler(webRoot: string): Promise<PageHandler | undefined> {
  const file = path.resolve(webRoot, '../server/index.js');
  try {
    await access(file);
  } catch {
    return undefined;
  }
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  return createRequestHandler(build, 'production');
}

/** Who a page is drawn for: the request's own cookie, address and browser, or no one (a shared page). */
interface Asker {
  ip: string;
  cookie?: string;
  userAgent?: string;
  /**
   * The page request's Sec-Fetch-Site: a page opened from another site asks the API as from there, so a
   * GET that records something (a file read) is refused as its own request would be, and the browser
   * asks it again itself.
   */
  fetchSite?: string;
}

/**
 * The page's context: its nonce, and the API asked through `app.inject` as the asker, so a loader gets
 * what the browser itself would, permission checks included.
 */
function pageContext(app: FastifyInstance, asker: Asker, nonce: string) {
  const headers: Record<string, string> = { 'user-agent': asker.userAgent ?? '' };
  if (asker.cookie) headers.cookie = asker.cookie;
  if (asker.fetchSite) headers['sec-fetch-site'] = asker.fetchSite;
  const context: AppLoadContext & PageContext & { signedOut: boolean } = {
    nonce,
    signedOut: false,
    async ask(url) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: asker.ip, headers });
      if (res.statusCode === 401) context.signedOut = true;
      return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    },
  };
  return context;
}

/**
 * A public page drawn alike for every visitor (/news, with the stored items): as for a visitor with no
 * cookie, its inline scripts allowed by hash (no nonce: the page is shared), kept and sent as the site's
 * files are. Undefined when it could not be drawn, for the prerendered page to stand in.
 */
export async function drawSharedPage(
  app: FastifyInstance,
  handler: PageHandler,
  url: URL,
): Promise<StaticFile | undefined> {
  const answer = await handler(new Request(url), pageContext(app, { ip: '127.0.0.1' }, ''));
  if (answer.status !== 200) return undefined;
  const body = Buffer.from(await answer.arrayBuffer());
  const [br, gzip] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipped(body, { level: 9 }),
  ]);
  return {
    body,
    br,
    gzip,
    type: 'text/html; charset=utf-8',
    etag: etagOf(body),
    cacheControl: 'no-cache',
    csp: pageCsp(body.toString('utf8')),
  };
}

/**
 * Hands a private page to React Router's server rendering (adapter on `createRequestHandler`: Fastify's
 * request as a Fetch API request, the answer written back, compressed). The page is one person's: no
 * cache keeps it, and its inline scripts run by the nonce of this answer only.
 */
export async function sendRenderedPage(
  app: FastifyInstance,
  handler: PageHandler,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string') headers.set(name, value);
  const context = pageContext(
    app,
    {
      ip: request.ip,
      cookie: request.headers.cookie,
      userAgent: request.headers['user-agent'],
      fetchSite: request.headers['sec-fetch-site'] as string | undefined,
    },
    randomBytes(16).toString('base64'),
  );
  const answer = await handler(new Request(url, { method: 'GET', headers }), context);
  const body = Buffer.from(await answer.arrayBuffer());
  for (const [name, value] of answer.headers) if (name !== 'content-length') reply.header(name, value);
  reply
    .status(answer.status)
    .header('cache-control', 'private, no-store')
    .header('vary', 'Accept-Encoding, Cookie');
  // The browser's hint of a session that has ended is forgotten, as the browser forgets it on a 401.
  if (context.signedOut && request.cookies[SESSION_HINT_COOKIE]) clearSessionHint(app, reply);
  if (answer.headers.get('content-type')?.startsWith('text/html'))
    reply.header('content-security-policy', pageCsp(body.toString('utf8'), context.nonce));
  const encoding = pickEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
  if (!encoding || body.length === 0) return reply.send(body);
  reply.header('content-encoding', encoding);
  // Quick settings: the page is made for one request, and a few kilobytes either way do not matter.
  if (encoding === 'br')
    return reply.send(await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
  return reply.send(await gzipped(body, { level: 6 }));
}
