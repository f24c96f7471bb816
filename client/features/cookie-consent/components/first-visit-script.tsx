import firstVisitScript from '../first-visit-script?inline-script';

/**
 * On a page of islands, after the cookie bar: shows the bar before the first paint on a first visit
 * (first-visit-script.ts). Drawn on the server only, outside any island, so no render in the browser
 * draws it differently; the framework's pages show the bar once hydrated.
 */
export function CookieBarFirstVisitScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own module, built; allowed by the page's CSP hash.
  return <script dangerouslySetInnerHTML={{ __html: firstVisitScript }} />;
}
