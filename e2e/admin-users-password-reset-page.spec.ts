import { expect, type Page } from '@playwright/test';
import { afterNavigation } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { test } from './support/test';

test.use({ bypassCSP: true });

const INVALID_LINK = 'Il link non è valido o è scaduto: chiedi allo studio di inviartene uno nuovo.';

function resetForm(page: Page) {
  const section = page.getByRole('region', { name: 'Nuova password' });
  return {
    section,
    password: section.getByLabel('Nuova password', { exact: true }),
    confirm: section.getByLabel('Conferma nuova password'),
    submit: section.getByRole('button', { name: 'Salva la nuova password' }),
    alert: section.getByRole('alert'),
  };
}

test('the page is served to the browser, kept out of search engines, and accessible', async ({ page }) => {
  const response = await page.goto('/reimposta-password#qualcosa');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reimposta la password', afterNavigation);
  await expect(page).toHaveTitle(/^Reimposta la password \| /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);

  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /reimposta-password\n');
});

test('the form checks the password and its confirmation before calling the server', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/password-reset')) posts++;
  });
  await page.goto('/reimposta-password#un-token');
  const form = resetForm(page);
  await form.submit.click();
  await expect(form.password).toHaveAccessibleDescription(
    'Almeno 12 caratteri; evita parole e sequenze comuni o lo username. La password deve essere di almeno 12 caratteri',
  );
  await expect(form.password).toHaveAttribute('aria-invalid', 'true');

  await form.password.fill('Nuova-Password-2026');
  await form.confirm.fill('Un-altra-Password');
  await form.submit.click();
  await expect(form.confirm).toHaveAccessibleDescription('Le password non corrispondono');
  expect(posts).toBe(0);
});

test('a link that is not valid gets the server message, and the fields are asked again', async ({ page }) => {
  await page.goto('/reimposta-password#token-inventato-che-non-esiste');
  const form = resetForm(page);
  await form.password.fill('Nuova-Password-2026');
  await form.confirm.fill('Nuova-Password-2026');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/password-reset')),
    form.submit.click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    token: 'token-inventato-che-non-esiste',
    password: 'Nuova-Password-2026',
    confirmPassword: 'Nuova-Password-2026',
  });
  await expect(form.alert).toHaveText(INVALID_LINK);
  await expect(form.password).toHaveValue('');
  await expect(form.confirm).toHaveValue('');
  await expect(form.password).toBeFocused();
  await expect(form.section.getByRole('link', { name: 'Contatta lo studio' })).toHaveAttribute(
    'href',
    '/contatti',
  );
});

test('without a token in the address there is no form, only the explanation', async ({ page }) => {
  await page.goto('/reimposta-password');
  const form = resetForm(page);
  await expect(form.alert).toHaveText(INVALID_LINK, afterNavigation);
  await expect(form.password).toHaveCount(0);
});
