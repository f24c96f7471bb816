import { expect } from '@playwright/test';
import { RECEIVED_TAB_PATH } from '../common/client-uploads';
import { afterNavigation, currentSection, openAdminSection, signInAsAdmin } from './support/admin-users';
import { e2eAdmin } from './support/fixtures';
import { receivedSection } from './support/received-uploads';
import { loginForm, passCodeStepAsAdmin, shownToast } from './support/sign-in';
import { test } from './support/test';

test('the panel’s sections follow the address: opened by it, changed in place, unknown names open the users', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/contatti');
  await page.goto('/admin?scheda=documenti');
  await expect(currentSection(page)).toHaveText('Visualizza Documenti', afterNavigation);

  // Each section chosen replaces the address (no new history entry), keeping the page where it is.
  for (const [name, value] of [
    ['Messaggi', 'messaggi'],
    ['Dal sito', 'dal-sito'],
    ['Carica Documenti', 'carica'],
    ['Documenti ricevuti', 'ricevuti'],
    ['Gestione Utenti', 'utenti'],
  ] as const) {
    await openAdminSection(page, name);
    await expect(page).toHaveURL(`/admin?scheda=${value}`);
  }
  await openAdminSection(page, 'Documenti ricevuti');
  await page.reload();
  await expect(currentSection(page)).toContainText('Documenti ricevuti', afterNavigation);
  await page.goBack();
  await expect(page).toHaveURL('/contatti');

  // The contact inbox's old address (its folder or its search) opens it under its new name.
  await page.goto('/admin?scheda=messaggi&cartella=spam');
  await expect(page).toHaveURL('/admin?scheda=dal-sito&cartella=spam', afterNavigation);
  await expect(currentSection(page)).toHaveText(/^Dal sito/, afterNavigation);
  await page.goto('/admin?scheda=archivio');
  await expect(currentSection(page)).toHaveText('Gestione Utenti', afterNavigation);
  await page.goto('/admin');
  await expect(currentSection(page)).toHaveText('Gestione Utenti', afterNavigation);

  // The upload section stays mounted: a file chosen there is still there after a visit elsewhere.
  await openAdminSection(page, 'Carica Documenti');
  const single = page.getByRole('tabpanel', { name: 'Caricamento Singolo' });
  await single.getByLabel('Titolo').fill('Bozza da non perdere');
  await openAdminSection(page, 'Documenti ricevuti');
  await expect(receivedSection(page)).toBeVisible();
  await openAdminSection(page, 'Carica Documenti');
  await expect(single.getByLabel('Titolo')).toHaveValue('Bozza da non perdere');
});

test('the link of the firm’s e-mail leads, through the sign-in, to “Documenti ricevuti”', async ({
  page,
}) => {
  await page.goto(RECEIVED_TAB_PATH);
  await expect(page).toHaveURL('/auth', afterNavigation);
  const form = loginForm(page);
  await form.username.fill(e2eAdmin.username);
  await form.password.fill(e2eAdmin.password);
  await form.submit.click();
  await passCodeStepAsAdmin(page);
  await expect(page).toHaveURL(RECEIVED_TAB_PATH, afterNavigation);
  await expect(currentSection(page)).toContainText('Documenti ricevuti');
  await expect(receivedSection(page).getByRole('heading', { name: 'Documenti ricevuti' })).toBeVisible();
});

test('a failed load shows the error text and a toast; “Riprova” loads the list', async ({ page }) => {
  // The connection drops: a real network failure, not a stand-in for our server.
  // Only the list: the tab's badge asks for the new files on its own and still loads.
  const pattern = (url: URL) =>
    url.pathname === '/api/admin/client-uploads' && url.searchParams.get('state') === 'new,seen';
  await page.route(pattern, (route) => route.abort('connectionfailed'));
  await signInAsAdmin(page);
  await page.goto('/admin?scheda=ricevuti');
  const section = receivedSection(page);
  await expect(section.getByRole('alert')).toHaveText(
    'Errore nel caricamento dei documenti ricevuti',
    afterNavigation,
  );
  const toast = shownToast(page);
  await expect(toast).toHaveText(/^Errore nel recupero dei documenti ricevuti/);
  await expect(toast).toHaveClass(/destructive/);
  await expect(section.getByRole('table')).toHaveCount(0);

  await page.unroute(pattern);
  await section.getByRole('button', { name: 'Riprova' }).click();
  await expect(section.getByRole('alert')).toHaveCount(0);
  // Loaded: a table, or the empty list when no client has sent anything yet.
  await expect(section.getByRole('table').or(section.getByText('Nessun documento ricevuto'))).toBeVisible();
});
