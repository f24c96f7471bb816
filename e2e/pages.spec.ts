import { expect } from '@playwright/test';
import { firmProfile } from '../common/firm-profile';
import { publicPaths } from '../common/routes';
import { test } from './support/test';

test.describe('not-found page', () => {
  for (const path of ['/pagina-inesistente', '/servizi/non/esiste']) {
    test(`answers 404 with the not-found page for ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(
        page.getByText('Did you forget to add the page to the router?', { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`Pagina non trovata | ${firmProfile.brandName}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // Still there once the client router has taken over.
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    });
  }
});

test('every public page has its own title, a description and one h1', async ({ page }) => {
  const titles = new Set<string>();
  // /privacy-policy is the same page as /privacy, title included.
  const pages = publicPaths.filter((path) => path !== '/privacy-policy');
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const title = await page.title();
    expect(title, path).toContain(firmProfile.brandName);
    titles.add(title);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{50,}/);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  }
  expect(titles.size).toBe(pages.length);
});

test('/privacy and /privacy-policy show the same notice', async ({ page }) => {
  for (const path of ['/privacy', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informativa sulla Privacy');
  }
});

test('pages load and hydrate without errors in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    const { url } = msg.location();
    // The browser reports the 404 document like any failed load. A visitor
    // never asks /api/user (no session hint), so no 401 is expected.
    const expected = url.endsWith('/non-esiste') && msg.text().includes('status of 404');
    if ((msg.type() === 'error' || msg.type() === 'warning') && !expected)
      errors.push(`${msg.text()} (${url})`);
  });
  for (const path of ['/', '/servizi', '/auth', '/area-clienti']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const notFound = await page.goto('/non-esiste');
  expect(notFound?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
