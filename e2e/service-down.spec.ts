import { expect as baseExpect, type Page } from '@playwright/test';
import { UNAVAILABLE_MESSAGE } from '../common/unavailable';
import { pdfFile } from '../test/support/document-fixtures';
import { createUserViaApi, newClient, openUsersTab, signInAsAdmin, uniqueTag } from './support/admin-users';
import { openSendTab, pickFiles } from './support/client-area-send';
import { fillContactForm, openContactForm } from './support/contact-form';
import { e2eClients } from './support/fixtures';
import { loginForm, shownToast, signInWithRequest, toastText } from './support/sign-in';
import { test } from './support/test';

// A busy machine (two cores shared by builds and parallel workers): generous steps.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/**
 * The site's answer when its database or disk is down (server/plugins/dependency-failure.ts,
 * tested there against real failures): here the pages must keep what the person typed and
 * say it in those words. `times` answers only the first requests so; the next go through.
 */
async function serviceDown(page: Page, url: string, times?: number) {
  await page.route(
    url,
    (route) =>
      route.request().method() === 'GET'
        ? route.continue()
        : route.fulfill({
            status: 503,
            headers: { 'retry-after': '60' },
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify({ message: UNAVAILABLE_MESSAGE }),
          }),
    { times },
  );
}

/** The destructive toast with its title and the site's words for a service that is down. */
async function expectUnavailableToast(page: Page, title: string) {
  const toast = shownToast(page);
  await expect(toast).toHaveText(toastText(title, UNAVAILABLE_MESSAGE));
  await expect(toast).toHaveClass(/destructive/);
}

test('the contact form says the service is down and keeps the message', async ({ page }) => {
  const form = await openContactForm(page);
  await serviceDown(page, '**/api/contact');
  await fillContactForm(form, 'Richiesta durante un guasto');
  await form.submit.click();
  await expectUnavailableToast(page, "ErroreSi è verificato un errore nell'invio del messaggio:");
  await expect(form.subject).toHaveValue('Richiesta durante un guasto');
  await expect(form.message).toHaveValue(/^Buongiorno, vorrei un appuntamento/);
  await expect(form.privacy).toBeChecked();
  await expect(form.submit).toBeEnabled();
});

test('signing in keeps the username and the password when the service is down', async ({ page }) => {
  const client = e2eClients.luca;
  await page.goto('/auth');
  await serviceDown(page, '**/api/login');
  const { username, password, submit } = loginForm(page);
  await username.fill(client.username);
  await password.fill(client.password);
  await submit.click();
  await expectUnavailableToast(page, 'Accesso fallito');
  await expect(page).toHaveURL('/auth');
  await expect(username).toHaveValue(client.username);
  await expect(password).toHaveValue(client.password);
});

test('a password change keeps all three fields when the service is down', async ({ page }) => {
  await page.goto('/');
  await signInWithRequest(page, e2eClients.giulia);
  await page.goto('/area-clienti');
  await page.getByRole('tab', { name: 'Profilo' }).click();
  await serviceDown(page, '**/api/user/password');
  const section = page.getByRole('region', { name: 'Cambia password' });
  const fields = {
    'Password attuale': 'giulia-attuale',
    'Nuova password': 'giulia-nuova-2026',
    'Conferma nuova password': 'giulia-nuova-2026',
  };
  for (const [label, value] of Object.entries(fields))
    await section.getByLabel(label, { exact: true }).fill(value);
  await section.getByRole('button', { name: 'Aggiorna password' }).click();
  await expectUnavailableToast(page, 'Password non aggiornata');
  for (const [label, value] of Object.entries(fields))
    await expect(section.getByLabel(label, { exact: true })).toHaveValue(value);
});

test('creating a user keeps the dialog filled when the service is down', async ({ page }) => {
  await signInAsAdmin(page);
  await openUsersTab(page);
  await serviceDown(page, '**/api/admin/users');
  await page.getByRole('button', { name: 'Nuovo Utente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crea Nuovo Utente' });
  const user = newClient(uniqueTag('guasto'));
  const fields = {
    Username: user.username,
    'Nome completo': user.fullName,
    Email: user.email,
    Password: user.password,
  };
  for (const [name, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name }).fill(value);
  await dialog.getByRole('button', { name: 'Crea utente' }).click();
  await expectUnavailableToast(page, "Errore nella creazione dell'utente");
  await expect(dialog).toBeVisible();
  for (const [name, value] of Object.entries(fields))
    await expect(dialog.getByRole('textbox', { name })).toHaveValue(value);
});

test('a client upload refused by a service that is down says so, and its retry sends it', async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  const client = newClient(uniqueTag('invio-guasto'));
  await createUserViaApi(admin, client);
  await admin.close();

  await page.goto('/');
  await signInWithRequest(page, client);
  const panel = await openSendTab(page);
  await serviceDown(page, '**/api/client-uploads', 1);
  const file = { name: 'Fattura gas.pdf', mimeType: 'application/pdf', buffer: pdfFile('Fattura gas') };
  await pickFiles(page, panel, [file]);
  await panel.getByLabel(`Categoria per ${file.name}`).selectOption('Fatture');
  await panel.getByRole('button', { name: 'Invia 1 documento' }).click();
  const retry = panel.getByRole('button', { name: `Riprova l'invio di ${file.name}` });
  await expect(retry).toHaveAccessibleDescription(UNAVAILABLE_MESSAGE);
  await expect(panel.getByLabel(`Titolo per ${file.name}`)).toHaveValue('Fattura gas');

  await retry.click();
  const sent = panel.getByRole('region', { name: 'Documenti inviati' }).getByRole('listitem');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Fattura gas');
});
