import { expect } from '@playwright/test';
import { e2eClients } from './support/fixtures';
import { signInWithRequest } from './support/sign-in';
import { test } from './support/test';

test.describe.configure({ timeout: 60_000 });

test("the client's tab is in the address: a link or a reload opens it, and the documents' search stays for the way back", async ({
  page,
}) => {
  await page.goto('/');
  await signInWithRequest(page, e2eClients.mario);
  await page.goto('/area-clienti?scheda=profilo');
  await expect(page.getByRole('tab', { name: 'Profilo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'I tuoi dati' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('tab', { name: 'Documenti', exact: true }).click();
  await expect(page).toHaveURL(/\/area-clienti$/);
  await page.getByRole('searchbox').fill('F24');
  await expect(page).toHaveURL(/q=F24/);

  await page.getByRole('tab', { name: 'Invia documenti' }).click();
  await expect(page).toHaveURL(/scheda=invia/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Invia documenti' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Documenti', exact: true }).click();
  await expect(page.getByRole('searchbox')).toHaveValue('F24');
});

// The tab's content is behind its own <Suspense>: the tab's code, not there yet, is waited for with the
// tab's loading text.
test("a tab whose code has not come shows 'Caricamento...' until it comes", async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/profile-panel-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await signInWithRequest(page, e2eClients.mario);
  await page.goto('/area-clienti');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('tab', { name: 'Profilo' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText('Caricamento...');
  release();
  await expect(page.getByRole('heading', { name: 'I tuoi dati' })).toBeVisible();
});
