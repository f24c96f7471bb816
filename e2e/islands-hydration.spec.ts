import { expect } from '@playwright/test';
import { prerenderedPaths } from '../common/routes';
import { e2eClients } from './support/fixtures';
import { scrollThrough } from './support/public-pages';
import { loginForm } from './support/sign-in';
import { test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// The prerendered pages' islands are hydrated by React, each on its own element: an island that draws
// anything else in the browser than the build wrote (React's errors #418 and #423, the root drawn
// again) or that fails as it runs is reported on the console or as an error of the page.
for (const path of prerenderedPaths.map((p) => (p === '/404' ? '/pagina-inesistente' : p))) {
  test(`${path}: every island hydrates without an error once the visitor uses the page`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      // The not-found page is answered with status 404, which the browser reports as a failed load.
      const notFound = path === '/pagina-inesistente' && msg.text().includes('status of 404');
      if (msg.type() === 'error' && !notFound) problems.push(msg.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A scroll wakes the islands that wait for one, the way down those that wait to be near the screen.
    await scrollThrough(page);
    const field = page.locator('main input:not([type="hidden"]), main textarea').first();
    if ((await field.count()) > 0) await field.focus();
    const islands = page.locator('[data-island]');
    for (const island of await islands.all()) await expect(island).toHaveAttribute('data-hydrated', 'true');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Apri menu', exact: true }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(problems).toEqual([]);
  });
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  // The race a slow machine met: the form's answer puts the user in the cache the page's islands share,
  // and the header, woken only then, must still hydrate what the build drew for a visitor.
  test('the header woken after a sign-in through the form hydrates as drawn, then names the client area', async ({
    page,
  }) => {
    // No content: the browser stays on /auth, where the header has not woken yet.
    await page.route('**/area-clienti', (route) => route.fulfill({ status: 204 }));
    await page.goto('/auth');
    const form = loginForm(page);
    await form.username.fill(e2eClients.mario.username);
    await form.password.fill(e2eClients.mario.password);
    const signedIn = page.waitForRequest('**/area-clienti');
    await form.submit.click();
    await signedIn;
    const header = page.locator('[data-island="header"]');
    await expect(header).not.toHaveAttribute('data-hydrated');

    await page.getByRole('banner').hover();
    await expect(header).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Area Clienti' })).toBeVisible();
  });
});
