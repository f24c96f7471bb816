import { expect } from '@playwright/test';
import {
  afterNavigation,
  createUserViaApi,
  currentSection,
  findUser,
  listedUsers,
  newClient,
  openAdminSection,
  openUsersTab,
  searchBox,
  signInAsAdmin,
  uniqueTag,
  userRow,
  usersSection,
} from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { e2eAdmin, e2eClients } from './support/fixtures';
import { shownToast } from './support/sign-in';
import { test } from './support/test';

test.use({ bypassCSP: true });

const ITALIAN_SHORT_DATE = /^\d{1,2} (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) \d{4}, \d{2}:\d{2}$/;

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test("the panel comes drawn by the server: the accounts under the address's search, before any script", async ({
  browser,
  page,
}) => {
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await withoutScripts.newPage();
  await still.goto(`/admin?cerca-utenti=${e2eClients.mario.username}`);
  const section = usersSection(still);
  await expect(section.getByRole('searchbox')).toHaveValue(e2eClients.mario.username);
  await expect(section.getByRole('row', { name: new RegExp(e2eClients.mario.username) })).toBeVisible();
  await expect(section.getByRole('row', { name: new RegExp(e2eClients.giulia.username) })).toHaveCount(0);
  await withoutScripts.close();
});

test('the users tab opens first and shows each account with its role badge and creation date', async ({
  page,
}) => {
  const section = await openUsersTab(page);
  await expect(currentSection(page)).toHaveText('Gestione Utenti');
  await expect(page.getByRole('button', { name: 'Aggiorna', exact: true })).toBeVisible();
  await expect(section.getByRole('columnheader')).toHaveText([
    'Username',
    'Nome completo',
    'Email',
    'Dati fiscali',
    'Ruolo',
    'Data creazione',
    'Azioni',
  ]);

  const mario = e2eClients.mario;
  const listed = await listedUsers(page, mario.username);
  const row = await findUser(page, mario.username);
  await expect(row.getByRole('cell')).toHaveText([
    mario.fullName,
    mario.email,
    /^(Non indicati|CF.*)/,
    'Cliente',
    ITALIAN_SHORT_DATE,
    /.*/,
  ]);
  const created = listed.find((u) => u.username === mario.username)!.createdAt;
  await expect(row.locator('time')).toHaveAttribute('datetime', new Date(created).toISOString());

  await searchBox(page).fill(e2eAdmin.username);
  // The signed-in admin's own row says so.
  const admin = userRow(page, `${e2eAdmin.username} (tu)`);
  // Administrators always have a second factor, and the table says it is on.
  await expect(admin.getByRole('cell').nth(3)).toHaveText(/^Admin\s*· verifica attiva$/);
});

test('the main administrator cannot be deleted; the signed-in admin cannot delete or reset itself', async ({
  page,
}) => {
  await openUsersTab(page);
  // The signed-in admin is user id 1 here: both rules apply to that row.
  const own = userRow(page, `${e2eAdmin.username} (tu)`);
  await searchBox(page).fill(e2eAdmin.username);
  await expect(own.getByRole('button', { name: `Elimina utente ${e2eAdmin.username}` })).toBeDisabled();
  await expect(
    own.getByRole('button', { name: `Reimposta password di ${e2eAdmin.username}` }),
  ).toBeDisabled();

  const mario = await findUser(page, e2eClients.mario.username);
  await expect(mario.getByRole('button', { name: 'Elimina utente mario.rossi' })).toBeEnabled();
  await expect(mario.getByRole('button', { name: 'Reimposta password di mario.rossi' })).toBeEnabled();
});

test('"Aggiorna" reloads the list with accounts created elsewhere', async ({ page }) => {
  await openUsersTab(page);
  const user = newClient(uniqueTag('aggiorna'));
  await createUserViaApi(page, user);
  // The list on screen was loaded before: the new account shows only once it is fetched again.
  await expect(userRow(page, user.username)).toHaveCount(0);

  await page.getByRole('button', { name: 'Aggiorna', exact: true }).click();
  await expect(userRow(page, user.username)).toBeVisible();
  // Newest first: the new account heads the list.
  await expect(
    usersSection(page).locator('tbody').getByRole('row').first().getByRole('rowheader'),
  ).toHaveText(user.username);
});

test('a failed load shows the error text and toast; "Aggiorna" tries again', async ({ page }) => {
  // The connection drops: a real network failure, not a stand-in for our server. The panel opens on
  // 'Il mio account', so the accounts are the browser's own question, as after any move inside the panel.
  await page.route('**/api/admin/users', (route) => route.abort('connectionfailed'));
  await page.goto('/admin?scheda=account');
  await openAdminSection(page, 'Gestione Utenti');
  const section = usersSection(page);
  await expect(section.getByRole('alert')).toHaveText('Errore nel caricamento degli utenti', afterNavigation);
  const toast = shownToast(page);
  await expect(toast).toHaveText(/^Errore nel recupero degli utenti/);
  await expect(toast).toHaveClass(/destructive/);
  await expect(section.getByRole('table')).toHaveCount(0);

  await page.unroute('**/api/admin/users');
  await page.getByRole('button', { name: 'Aggiorna', exact: true }).click();
  await expect(section.getByRole('table')).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
});

test('the users tab and its dialogs have no axe violations', async ({ page }) => {
  await openUsersTab(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nuovo Utente' }).click();
  const create = page.getByRole('dialog', { name: 'Crea Nuovo Utente' });
  await create.getByRole('button', { name: 'Crea utente' }).click();
  await expect(create.getByText('Lo username è obbligatorio')).toBeVisible();
  await expectNoAxeViolations(page);
  await create.getByRole('button', { name: 'Annulla' }).click();

  const row = await findUser(page, e2eClients.mario.username);
  await row.getByRole('button', { name: 'Elimina utente mario.rossi' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Annulla' }).click();

  await row.getByRole('button', { name: 'Reimposta password di mario.rossi' }).click();
  await expect(page.getByRole('dialog', { name: 'Reimposta la password di mario.rossi' })).toBeVisible();
  await expectNoAxeViolations(page);
});
