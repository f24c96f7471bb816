import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { cookieBanner, cookieSettings } from './support/site';
import { test } from './support/test';

// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('the home page, with the cookie banner, has no axe violations', async ({ page }) => {
      await page.goto('/');
      await expect(cookieBanner(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the cookie settings dialog has no axe violations', async ({ page }) => {
      await page.goto('/');
      await cookieBanner(page).getByRole('button', { name: 'Personalizza', exact: true }).click();
      await expect(cookieSettings(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('at mobile width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open mobile menu has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(cookieBanner(page)).toBeVisible();
    await page.getByRole('button', { name: 'Apri menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// Every public page is checked at both widths in public-accessibility.spec.ts.
for (const path of ['/auth', '/pagina-inesistente']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cookieBanner(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
