export interface IslandScripts {
  /** The islands runtime, relative to the site's root (`assets/islands-….js`). */
  entry: string;
}

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const script = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
// Every script React Router writes (scroll restoration, its context and stream, the module loader) names it.
const isRouters = (code: string) => /reactRouter|react-router/.test(code);
const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const viewport = /<meta\b[^>]*\bname="viewport"[^>]*>/;

/**
 * A prerendered page as React Router wrote it, made a page of islands: the
 * router's scripts and module preloads go (the page does not hydrate as a
 * whole), the stylesheet moves up to follow the two meta tags the browser
 * needs first, and the islands runtime is asked for only once the page has
 * been painted: on a slow line the HTML and the stylesheet get the whole
 * bandwidth, and nothing on the first screen waits for a script. Structured
 * data and the components' own inline scripts stay.
 */
/**
 * Imports the runtime once the browser reports the first contentful paint
 * (the frame on screen, not merely drawn), or after two seconds where it
 * cannot tell, as in a tab opened in the background. Until it runs, a form
 * sent inside an island is held (`__heldForms`) and the runtime asked for at
 * once: the browser's own submission would be a GET with the password in the
 * address. A tap on an island's button is held too (`__heldClicks`): the
 * cookie bar shows before any script, and 'Accetta tutti' tapped then would
 * do nothing. A classic script, so that it listens before the body is parsed.
 */
function afterFirstPaint(url: string): string {
  return [
    `(()=>{let s=0;const go=()=>{if(!s){s=1;import(${JSON.stringify(url)})}};`,
    'const held=window.__heldForms=[];',
    'document.addEventListener("submit",(e)=>{if(window.__islandsRunning)return;',
    'const r=e.target.closest&&e.target.closest("[data-island]");',
    'if(r&&r.dataset.hydrated!=="true"){e.preventDefault();held.push(e.target);go()}},true);',
    'const taps=window.__heldClicks=[];',
    'document.addEventListener("click",(e)=>{if(window.__islandsRunning)return;',
    'const b=e.target.closest&&e.target.closest("button"),r=b&&b.closest("[data-island]");',
    'if(r&&r.dataset.hydrated!=="true"&&b.getAttribute("type")!=="submit"){taps.push(b);go()}},true);',
    'try{new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length)go()})',
    '.observe({type:"paint",buffered:true})}catch(e){}setTimeout(go,2000)})()',
  ].join('');
}

export function islandPage(html: string, scripts: IslandScripts): string {
  const sheets = html.match(stylesheet) ?? [];
  if (sheets.length === 0) throw new Error('a prerendered page without its stylesheet');
  if (!viewport.test(html)) throw new Error('a prerendered page without its viewport meta tag');
  if (!html.includes('__reactRouterContext'))
    throw new Error('not a page as React Router wrote it (published twice?)');

  let page = html
    .replace(modulePreload, '')
    .replace(script, (tag, code: string) => (isRouters(code) ? '' : tag))
    .replace(stylesheet, '');
  page = page.replace(viewport, (tag) => `${tag}${sheets.join('')}`);
  return page.replace('</head>', `<script>${afterFirstPaint(`/${scripts.entry}`)}</script></head>`);
}
