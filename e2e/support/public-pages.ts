import type { Page } from '@playwright/test';
import type { publicPaths } from '../../common/routes';

type PublicPath = (typeof publicPaths)[number];

/** Every public page, its main heading and the canonical address it declares. */
export const publicPages: readonly { path: PublicPath; heading: string; canonical: string }[] = [
  { path: '/', heading: 'Competenza e Professionalità al Vostro Servizio', canonical: '/' },
  { path: '/chi-siamo', heading: 'Chi Siamo', canonical: '/chi-siamo' },
  { path: '/servizi', heading: 'I Nostri Servizi', canonical: '/servizi' },
  { path: '/contatti', heading: 'Contatti', canonical: '/contatti' },
  { path: '/news', heading: 'News Fiscali', canonical: '/news' },
  { path: '/utilita', heading: 'Strumenti Utili', canonical: '/utilita' },
  { path: '/privacy', heading: 'Informativa sulla Privacy', canonical: '/privacy-policy' },
  { path: '/privacy-policy', heading: 'Informativa sulla Privacy', canonical: '/privacy-policy' },
  { path: '/cookie-policy', heading: 'Cookie Policy', canonical: '/cookie-policy' },
  { path: '/termini-servizio', heading: 'Termini di Servizio', canonical: '/termini-servizio' },
];

/** The pages this suite builds; /news belongs to the news feature. */
export const sitePages = publicPages.filter((p) => p.path !== '/news');

/** The JSON-LD blocks of the page, parsed. */
export async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Scrolls to the end of the page in steps, so lazy content (images, the map) gets its turn. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Risks seen in CI: a frame that never comes (rAF is throttled while the
    // window is not being painted) and a zero innerHeight, which made the loop
    // endless. Each step waits for two frames or 100 ms, whichever is first.
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0, n = 0; y < document.body.scrollHeight && n < 200; y += step, n++) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 100);
      });
    }
  });
}
