import firstVisitScript from '../first-visit-script?inline-script';

/**
 * After the cookie bar on every page: shows the bar before the first paint on a first visit
 * (first-visit-script.ts), so a first visit waits for no script to see it, whether the page is hydrated
 * in islands or whole. Hydration keeps the script's doing: the bar's `hidden` belongs to the DOM.
 */
export function CookieBarFirstVisitScript({ nonce }: { nonce?: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own module, built; allowed by the page's nonce or its CSP hash.
    <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: firstVisitScript }} />
  );
}
