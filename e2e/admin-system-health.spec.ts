import { expect as baseExpect, test } from '@playwright/test';
import { afterNavigation, signInAsAdmin } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { e2eClients } from './support/fixtures';
import { signInWithRequest } from './support/sign-in';

const expect = baseExpect.configure({ timeout: 15_000 });
// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

test('the admin sees the database, the free space, the mail and the feeds, and nothing to worry about', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?scheda=sistema');
  const section = page.getByRole('region', { name: 'Stato del sistema' });
  await expect(section.getByText('Nessun problema rilevato.')).toBeVisible(afterNavigation);
  // The e2e server runs on PGlite unless TEST_DATABASE_URL gave it PostgreSQL.
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'Database integrato';
  await expect(section.getByRole('term').filter({ hasText: new RegExp(`^${database}$`) })).toBeVisible();
  await expect(section).toContainText(/Raggiungibile, risponde in \d+,\d ms/);
  await expect(section.getByRole('term').filter({ hasText: 'Spazio: Documenti' })).toBeVisible();
  await expect(section).toContainText(/\d+,\d GB liberi su \d+,\d GB \(\d+ %\)/);
  await expect(section).toContainText('Invio e-mail disattivato: i messaggi restano nel pannello');
  await expect(section).toContainText('Nessuna fonte configurata');

  // 'Aggiorna' reads the figures again.
  const reread = page.waitForResponse('**/api/admin/health');
  await section.getByRole('button', { name: 'Aggiorna' }).click();
  expect((await reread).status()).toBe(200);
  await expectNoAxeViolations(page);
});

test('a client is refused the health figures', async ({ page }) => {
  await page.goto('/');
  await signInWithRequest(page, e2eClients.mario);
  expect((await page.request.get('/api/admin/health')).status()).toBe(403);
});
