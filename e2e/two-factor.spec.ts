import { expect, type Page } from '@playwright/test';
import { totpCode } from '../server/two-factor/totp';
import {
  createUserViaApi,
  findUser,
  newClient,
  openUsersTab,
  signInAsAdmin,
  uniqueTag,
} from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { loginForm, shownToast } from './support/sign-in';
import { test } from './support/test';

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

/** A client of this test alone: turning a second factor on must not touch the shared e2e accounts. */
async function freshClient(browser: import('@playwright/test').Browser, tag: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  const client = newClient(uniqueTag(tag));
  await createUserViaApi(admin, client);
  return { client, admin, close: () => context.close() };
}

async function passwordStep(page: Page, client: { username: string; password: string }) {
  await page.goto('/auth');
  const form = loginForm(page);
  await form.username.fill(client.username);
  await form.password.fill(client.password);
  await form.submit.click();
  await expect(page.getByRole('heading', { name: 'Verifica in due passaggi' })).toBeVisible();
}

/** The enrolment steps as a person does them: the key read off the page, the app's code typed. */
async function enrol(page: Page, container = page.locator('body')) {
  const key = (await container.locator('code').textContent())!.replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(
    container.getByRole('img', { name: "Codice QR da inquadrare con l'app di autenticazione" }),
  ).toBeVisible();
  await container.getByLabel('Codice di 6 cifre').fill(totpCode(key, new Date()));
  await container.getByRole('button', { name: 'Attiva la verifica' }).click();
  const codes = container.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  return { key, recoveryCodes: await codes.allTextContents() };
}

test('a client turns on the second factor, then signs in with a code and with a recovery code', async ({
  page,
  browser,
}) => {
  const { client, close } = await freshClient(browser, 'duepassi');
  await close();
  await page.goto('/auth');
  const form = loginForm(page);
  await form.username.fill(client.username);
  await form.password.fill(client.password);
  await form.submit.click();
  await expect(page).toHaveURL('/area-clienti');
  await page.getByRole('tab', { name: 'Profilo' }).click();
  const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
  await section.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  const { key, recoveryCodes } = await enrol(page, section);
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Ho conservato i codici' }).click();
  await expect(shownToast(page)).toContainText('Verifica in due passaggi attivata');
  await expect(section).toContainText('Attiva. Codici di recupero ancora validi: 10.');

  // Signed out, the password alone is not enough.
  await page.context().clearCookies();
  await passwordStep(page, client);
  await expectNoAxeViolations(page);
  // The code the app shows next: the one typed at enrolment has been used.
  await page.getByLabel('Codice di verifica').fill(totpCode(key, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page).toHaveURL('/area-clienti');

  await page.context().clearCookies();
  await passwordStep(page, client);
  await page.getByRole('button', { name: 'Usa un codice di recupero' }).click();
  await page.getByLabel('Codice di recupero').fill(recoveryCodes[3]!);
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page).toHaveURL('/area-clienti');
  await page.getByRole('tab', { name: 'Profilo' }).click();
  await expect(section).toContainText('Codici di recupero ancora validi: 9.');

  // The same recovery code a second time: refused, and the form stays for another try.
  await page.context().clearCookies();
  await passwordStep(page, client);
  await page.getByRole('button', { name: 'Usa un codice di recupero' }).click();
  await page.getByLabel('Codice di recupero').fill(recoveryCodes[3]!);
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(shownToast(page)).toContainText('Codice non valido o già usato');
  await expect(page).toHaveURL('/auth');
});

test('the firm asks a client for a second factor: the client sets it up before seeing anything', async ({
  page,
  browser,
}) => {
  const { client, admin, close } = await freshClient(browser, 'richiesta');
  await openUsersTab(admin);
  const row = await findUser(admin, client.username);
  await row.getByRole('button', { name: `Accesso di ${client.username}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Accesso di ${client.username}` });
  await expect(dialog).toContainText('Verifica in due passaggi non attiva');
  await dialog.getByRole('checkbox', { name: 'Richiedi verifica in due passaggi' }).check();
  await expect(shownToast(admin)).toContainText('Verifica in due passaggi richiesta');
  await expectNoAxeViolations(admin);

  await page.goto('/auth');
  const form = loginForm(page);
  await form.username.fill(client.username);
  await form.password.fill(client.password);
  await form.submit.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Attiva la verifica in due passaggi' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Documenti', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await enrol(page);
  await page.getByRole('button', { name: 'Ho conservato i codici' }).click();
  await expect(page.getByRole('tab', { name: 'Documenti', exact: true })).toBeVisible();

  // The firm sees it on, and can reset it for a lost phone.
  await admin.reload();
  const again = await findUser(admin, client.username);
  await expect(again).toContainText('verifica attiva');
  await again.getByRole('button', { name: `Accesso di ${client.username}` }).click();
  await admin.getByRole('button', { name: 'Reimposta verifica in due passaggi' }).click();
  await expect(shownToast(admin)).toContainText('Verifica in due passaggi reimpostata');
  await page.reload();
  await expect(page).toHaveURL('/auth');
  await close();
});
