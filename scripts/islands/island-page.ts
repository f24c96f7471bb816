export interface IslandScripts {
  /** The islands runtime, relative to the site's root (`assets/islands-….js`). */
  entry: string;
  /** The chunks it imports statically. */
  imports: string[];
}

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const script = /<script\b([^>]*)>[\s\S]*?<\/script>/g;
const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const viewport = /<meta\b[^>]*\bname="viewport"[^>]*>/;

/**
 * A prerendered page as React Router wrote it, made a page of islands: the
 * router's scripts and module preloads go (the page does not hydrate as a
 * whole), the stylesheet moves up to follow the two meta tags the browser
 * needs first, and the islands runtime comes after it. Structured data stays.
 */
export function islandPage(html: string, scripts: IslandScripts): string {
  const sheets = html.match(stylesheet) ?? [];
  if (sheets.length === 0) throw new Error('a prerendered page without its stylesheet');
  if (!viewport.test(html)) throw new Error('a prerendered page without its viewport meta tag');

  let page = html
    .replace(modulePreload, '')
    .replace(script, (tag, attributes: string) => (attributes.includes('application/ld+json') ? tag : ''))
    .replace(stylesheet, '');
  page = page.replace(viewport, (tag) => `${tag}${sheets.join('')}`);
  const runtime = [
    ...scripts.imports.map((file) => `<link rel="modulepreload" href="/${file}"/>`),
    `<script type="module" src="/${scripts.entry}"></script>`,
  ].join('');
  return page.replace('</head>', `${runtime}</head>`);
}
