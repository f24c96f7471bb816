import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type ClientAreaTab,
  clientAreaTabFrom,
  DRAWN_BY_SERVER_ATTRIBUTE,
  tabAnswerUrls,
} from '@common/page-answers';
import type { FastifyRequest } from 'fastify';

/** client/first-screen/render-client-area.tsx, as the build writes it beside the web root. */
export type RenderClientArea = (
  url: string,
  answers: Record<string, unknown>,
  userAgent: string,
) => Promise<string | undefined>;

/** The build's drawing of the area's first screens (decision 0034). */
export interface FirstScreenBuild {
  render: RenderClientArea;
  /** Each tab's code the built page does not name (scripts/private-pages.ts): a drawn page names it. */
  tabCode: Partial<Record<ClientAreaTab, string[]>>;
}

/** The built drawing, or undefined where the front end was built without it (the server runs as before). */
export async function loadFirstScreen(webRoot: string): Promise<FirstScreenBuild | undefined> {
  const dir = path.resolve(webRoot, '../first-screen');
  const file = path.join(dir, 'render-client-area.js');
  try {
    await access(file);
  } catch {
    return undefined;
  }
  const built = (await import(pathToFileURL(file).href)) as { renderClientArea: RenderClientArea };
  const tabCode = JSON.parse(await readFile(path.join(dir, 'tab-code.json'), 'utf8').catch(() => '{}'));
  return { render: built.renderClientArea, tabCode };
}

/** A tab's first screen as drawn for one page, and the code that takes it over. */
export interface DrawnScreen {
  html: string;
  code: string[];
}

/**
 * The tab's first screen drawn for this page (decision 0034), or undefined: only for a client whose page
 * carries every answer that screen asks for (no step to finish, the documents' default filters, none
 * that failed: the browser shows that failure and its 'Riprova'); a drawing that fails leaves the page
 * to the browser, as before.
 */
export async function clientAreaScreen(
  build: FirstScreenBuild | undefined,
  request: FastifyRequest,
  answers: Record<string, unknown>,
): Promise<DrawnScreen | undefined> {
  const tab = clientAreaTabFrom((request.query as Record<string, unknown>).scheda);
  // With a search or a category the documents' answers leave out the years: a filtered screen is the browser's.
  if (!build || !tabAnswerUrls(tab, false).every((url) => url in answers)) return undefined;
  try {
    const html = await build.render(request.url, answers, request.headers['user-agent'] ?? '');
    return html === undefined ? undefined : { html, code: build.tabCode[tab] ?? [] };
  } catch (err) {
    request.log.warn({ err }, "the client's area could not be drawn on the server: the browser draws it");
    return undefined;
  }
}

/**
 * The page with the drawn screen in place of the loader the build wrote before the page's scripts, and
 * the tab's code named in its head: the browser fetches it with the page's own, where the area's code
 * would ask for it only once it runs, and the area finds it there.
 */
export function withScreen(html: string, screen: DrawnScreen | undefined): string {
  if (screen === undefined) return html;
  const links = screen.code.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('');
  return html
    .replace('</head>', () => `${links}</head>`)
    .replace(/<body>[\s\S]*?(?=<script)/, () => `<body ${DRAWN_BY_SERVER_ATTRIBUTE}>${screen.html}`);
}
