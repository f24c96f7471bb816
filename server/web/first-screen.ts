import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientAreaTabFrom, DRAWN_BY_SERVER_ATTRIBUTE, tabAnswerUrls } from '@common/page-answers';
import type { FastifyRequest } from 'fastify';

/** client/first-screen/render-client-area.tsx, as the build writes it beside the web root. */
export type RenderClientArea = (
  url: string,
  answers: Record<string, unknown>,
  userAgent: string,
) => Promise<string | undefined>;

/** The built renderer, or undefined where the front end was built without it (the server runs as before). */
export async function loadClientAreaRenderer(webRoot: string): Promise<RenderClientArea | undefined> {
  const file = path.resolve(webRoot, '../first-screen/render-client-area.js');
  try {
    await access(file);
  } catch {
    return undefined;
  }
  const built = (await import(pathToFileURL(file).href)) as { renderClientArea: RenderClientArea };
  return built.renderClientArea;
}

/**
 * The tab's first screen drawn for this page (decision 0034), or undefined: only for a client whose page
 * carries every answer that screen asks for (no step to finish, the documents' default filters, none
 * that failed: the browser shows that failure and its 'Riprova'); a drawing that fails leaves the page
 * to the browser, as before.
 */
export async function clientAreaScreen(
  render: RenderClientArea | undefined,
  request: FastifyRequest,
  answers: Record<string, unknown>,
): Promise<string | undefined> {
  const tab = clientAreaTabFrom((request.query as Record<string, unknown>).scheda);
  // With a search or a category the documents' answers leave out the years: a filtered screen is the browser's.
  if (!render || !tabAnswerUrls(tab, false).every((url) => url in answers)) return undefined;
  try {
    return await render(request.url, answers, request.headers['user-agent'] ?? '');
  } catch (err) {
    request.log.warn({ err }, "the client's area could not be drawn on the server: the browser draws it");
    return undefined;
  }
}

/** The page with the drawn screen in place of the loader the build wrote before the page's scripts. */
export function withScreen(html: string, screen: string | undefined): string {
  if (screen === undefined) return html;
  return html.replace(/<body>[\s\S]*?(?=<script)/, () => `<body ${DRAWN_BY_SERVER_ATTRIBUTE}>${screen}`);
}
