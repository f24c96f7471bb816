import { expect, type Page } from '@playwright/test';
import {
  afterNavigation,
  createUserViaApi,
  newClient,
  openUsersTab,
  searchBox,
  signInAsAdmin,
  uniqueTag,
  userRow,
  usersSection,
} from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { SCALE_USER_PREFIX } from './support/people-scale-fixtures';
import { test } from './support/test';

// axe-core is injected inline: the production CSP would refuse it.
test.use({ bypassCSP: true });

const tag = uniqueTag('accenti');
const accented = { ...newClient(tag, 'Niccolò Bàrbieri'), email: `n.barbieri.${tag}@esempio.it` };

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

function bodyRows(page: Page) {
  return usersSection(page).locator('tbody').getByRole('row');
}

const shownText = (page: Page) => usersSection(page).getByText(/^Mostrati [\d.]+ di /);

test('a few thousand accounts arrive a page at a time, newest first, searched by the server', async ({
  page,
}) => {
  await openUsersTab(page);
  await searchBox(page).fill(SCALE_USER_PREFIX);
  await expect(shownText(page)).toHaveText(/^Mostrati 50 di 3\.?000 utenti$/);
  await expect(bodyRows(page)).toHaveCount(50);
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(`${SCALE_USER_PREFIX}2999`);
  await expect(bodyRows(page).nth(49).getByRole('rowheader')).toHaveText(`${SCALE_USER_PREFIX}2950`);

  await usersSection(page).getByRole('button', { name: 'Carica altri' }).click();
  await expect(shownText(page)).toHaveText(/^Mostrati 100 di 3\.?000 utenti$/);
  await expect(bodyRows(page)).toHaveCount(100);
  await expect(bodyRows(page).nth(99).getByRole('rowheader')).toHaveText(`${SCALE_USER_PREFIX}2900`);
  await expectNoAxeViolations(page);

  // A narrower search starts again from its first page.
  await searchBox(page).fill(`${SCALE_USER_PREFIX}004`);
  await expect(shownText(page)).toHaveText('Mostrati 10 di 10 utenti');
  await expect(usersSection(page).getByRole('button', { name: 'Carica altri' })).toHaveCount(0);
});

test('the search ignores accents and case, and looks in the name and the e-mail too', async ({ page }) => {
  await createUserViaApi(page, accented);
  await openUsersTab(page);
  await searchBox(page).fill('NICCOLO barbieri');
  await expect(userRow(page, accented.username)).toBeVisible();
  await expect(userRow(page, accented.username).getByRole('cell').first()).toHaveText('Niccolò Bàrbieri');

  await searchBox(page).fill(`barbieri.${tag}@ESEMPIO`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(userRow(page, accented.username)).toBeVisible();

  await searchBox(page).fill(`${tag}-nessuno`);
  await expect(usersSection(page).getByText('Nessun utente corrisponde alla ricerca')).toBeVisible();
  await expect(usersSection(page).getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the search and the role live in the address and survive a reload', async ({ page }) => {
  await page.goto(`/admin?cerca-utenti=${SCALE_USER_PREFIX}00`);
  await expect(shownText(page)).toHaveText('Mostrati 50 di 100 utenti', afterNavigation);
  await expect(searchBox(page)).toHaveValue(`${SCALE_USER_PREFIX}00`);

  await searchBox(page).fill('');
  await usersSection(page).getByLabel('Ruolo').selectOption({ label: 'Amministratori' });
  await expect(page).toHaveURL(/[?&]ruolo=admin/);
  await expect(page).not.toHaveURL(/cerca-utenti/);
  await expect(bodyRows(page).getByText('Admin', { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(usersSection(page).getByLabel('Ruolo')).toHaveValue('admin', afterNavigation);
  await expect(shownText(page)).toBeVisible();
  const roles = await bodyRows(page).locator('td:nth-of-type(4)').allTextContents();
  expect(roles.length).toBeGreaterThan(0);
  expect(roles.every((r) => r.startsWith('Admin'))).toBe(true);
  await expectNoAxeViolations(page);
});
