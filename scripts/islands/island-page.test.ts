import { describe, expect, it } from 'vitest';
import { islandPage } from './island-page';

const prerendered = [
  '<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<link rel="preload" as="image" href="/assets/a.svg"/><title>Servizi</title>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<script type="application/ld+json">{"@type":"AccountingService"}</script>',
  '<link rel="stylesheet" href="/assets/root-1.css"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/></head>',
  '<body><main>Testo</main><script>document.body.dataset.own = "1"</script>',
  '<script>((key) => {})("react-router-scroll-positions")</script>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'window.__reactRouterRouteModules = {};</script></body></html>',
].join('');

const scripts = { entry: 'assets/islands-1.js' };

describe('islandPage', () => {
  const page = islandPage(prerendered, scripts);

  it('puts the stylesheet right after the two meta tags, before anything that competes with it', () => {
    expect(page).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="stylesheet" href="/assets/root-1.css"/><link rel="preload" as="image"',
    );
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("drops the router's scripts and preloads, keeps the structured data, our own scripts and the content", () => {
    expect(page).not.toContain('modulepreload" href="/assets/entry.client');
    expect(page).not.toContain('root-2.js');
    expect(page).not.toContain('__reactRouterContext');
    expect(page).not.toContain('manifest-1.js');
    expect(page).not.toContain('react-router-scroll-positions');
    expect(page).toContain('<script type="application/ld+json">{"@type":"AccountingService"}</script>');
    expect(page).toContain('<script>document.body.dataset.own = "1"</script>');
    expect(page).toContain('<main>Testo</main>');
  });

  it('asks for the islands runtime once the first paint is on screen, from the end of the head', () => {
    const loader = page.match(/<script>([^<]*)<\/script><\/head>/)?.[1];
    expect(loader).toContain('import("/assets/islands-1.js")');
    expect(loader).toContain('"first-contentful-paint"');
    expect(page).not.toContain('src="/assets/islands-1.js"');
  });

  it('holds a form sent before the runtime arrived, and asks for the runtime at once', () => {
    const loader = page.match(/<script>([^<]*)<\/script><\/head>/)?.[1] ?? '';
    expect(loader).toContain('window.__heldForms=[]');
    expect(loader).toMatch(
      /addEventListener\("submit",[\s\S]*preventDefault\(\);held\.push\(e\.target\);go\(\)/,
    );
  });

  it("holds a tap on an island's button before the runtime arrived, and asks for the runtime at once", () => {
    const loader = page.match(/<script>([^<]*)<\/script><\/head>/)?.[1] ?? '';
    expect(loader).toContain('window.__heldClicks=[]');
    expect(loader).toMatch(/addEventListener\("click",[\s\S]*taps\.push\(b\);go\(\)/);
  });

  it('refuses a page it does not recognise rather than publish it without its style', () => {
    expect(() => islandPage(prerendered.replace(/<link rel="stylesheet"[^>]*>/, ''), scripts)).toThrow(
      /stylesheet/,
    );
    expect(() => islandPage(page, scripts)).toThrow(/published twice/);
  });
});
