import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { publicPages, scrollThrough, sitePages } from './support/public-pages';
import { test } from './support/test';

// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    for (const { path, heading } of publicPages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await page.waitForLoadState('load');
        await scrollThrough(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('headings follow each other without skipping levels on every page', async ({ page }) => {
  for (const { path } of sitePages) {
    await page.goto(path);
    const levels = await page
      .locator('main h1, main h2, main h3, main h4')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels[0], path).toBe(1);
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]! - levels[i - 1]!, `${path}: ${levels}`).toBeLessThanOrEqual(1);
  }
});
