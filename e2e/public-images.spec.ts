import { expect } from '@playwright/test';
import { sitePages } from './support/public-pages';
import { test } from './support/test';

interface Lcp {
  tag: string;
  loading: string | null;
}

for (const [label, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('no lazy image is the largest paint of a page', async ({ page }) => {
      for (const { path } of sitePages) {
        await page.goto(path);
        await page.waitForLoadState('load');
        const lcp = await page.evaluate(
          () =>
            new Promise<Lcp>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
                const element = entries.at(-1)?.element;
                resolve({ tag: element?.tagName ?? '', loading: element?.getAttribute('loading') ?? null });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        if (label === 'mobile') expect(lcp.tag, path).not.toBe('IMG');
        if (lcp.tag === 'IMG') expect(lcp.loading, path).not.toBe('lazy');
      }
    });
  });
}

test('every image of the public pages has explicit dimensions and comes from the site', async ({ page }) => {
  for (const { path } of sitePages) {
    await page.goto(path);
    for (const image of await page.getByRole('main').locator('img').all()) {
      await expect(image, path).toHaveAttribute('width', /^\d+$/);
      await expect(image, path).toHaveAttribute('height', /^\d+$/);
      await expect(image, path).toHaveAttribute('decoding', 'async');
      await expect(image, path).toHaveAttribute('src', /^\/assets\//);
    }
  }
});
