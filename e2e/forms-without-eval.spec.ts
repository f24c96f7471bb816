import { expect, type Page } from '@playwright/test';
import { openContactForm } from './support/contact-form';
import { e2eClients } from './support/fixtures';
import { signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// The pages' CSP grants no 'unsafe-eval'. zod probes for it on a form's first check unless told not to
// (client/lib/zod-without-eval.ts), and Chrome reports the refused probe as a violation.
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('checking the contact form breaks no rule of the page’s security policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const form = await openContactForm(page);
  await form.submit.click();
  await expect(form.name).toHaveAttribute('aria-invalid', 'true');
  expect(await violations()).toEqual([]);
});

test('checking a form in the client’s profile breaks no rule of the page’s security policy', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await signInWithRequest(page, e2eClients.mario);
  await page.goto('/area-clienti?scheda=profilo');
  const current = page.getByLabel('Password attuale');
  await current.fill('una-password');
  await page.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(page.getByLabel('Nuova password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveValue('una-password');
  expect(await violations()).toEqual([]);
});
