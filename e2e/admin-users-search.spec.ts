import { expect, test } from '@playwright/test';
import {
  createUserViaApi,
  newClient,
  openUsersTab,
  searchBox,
  signInAsAdmin,
  uniqueTag,
  userRow,
  usersSection,
} from './support/admin-users';

// One worker runs this file's tests in order, so the accounts below are created once.
test.describe.configure({ mode: 'default' });

// Thirty-one accounts of this run: a search for the tag makes two pages (25 + 6).
const tag = uniqueTag('pagina');
const usernames = Array.from({ length: 30 }, (_, i) => `${tag}-${String(i + 1).padStart(2, '0')}`);
const accented = { ...newClient(`${tag}-99`, 'Niccolò Bàrbieri'), email: `n.barbieri.${tag}@esempio.it` };

test.beforeAll(async ({ browser }) => {
  // Thirty-one password hashes on a shared server.
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  await createUserViaApi(page, accented);
  // In order, so the newest-first list is predictable.
  for (const username of usernames) await createUserViaApi(page, newClient(username));
  await context.close();
});

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  await openUsersTab(page);
});

function bodyRows(page: import('@playwright/test').Page) {
  return usersSection(page).locator('tbody').getByRole('row');
}

test('the search narrows the list, and the results are paged 25 at a time', async ({ page }) => {
  const section = usersSection(page);
  await searchBox(page).fill(`${tag}-`);
  await expect(section.getByRole('status').filter({ hasText: 'trovati' })).toHaveText(
    /^31 utenti trovati su \d+$/,
  );
  await expect(bodyRows(page)).toHaveCount(25);
  const pages = section.getByRole('navigation', { name: 'Pagine degli utenti' });
  await expect(pages.getByText('Pagina 1 di 2')).toBeVisible();
  // Newest first.
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(usernames[29]!);
  await expect(bodyRows(page).nth(24).getByRole('rowheader')).toHaveText(usernames[5]!);

  const next = pages.getByRole('button', { name: 'Pagina successiva' });
  const previous = pages.getByRole('button', { name: 'Pagina precedente' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await next.click();
  await expect(pages.getByText('Pagina 2 di 2')).toBeVisible();
  await expect(bodyRows(page)).toHaveText(
    [4, 3, 2, 1, 0].map((i) => new RegExp(`^${usernames[i]}`)).concat(/.*/),
  );
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  // Still focused at the end of the list, and pressing it again does nothing.
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pages.getByText('Pagina 2 di 2')).toBeVisible();

  await previous.click();
  await expect(pages.getByText('Pagina 1 di 2')).toBeVisible();
  await next.click();
  // A new search starts again from the first page.
  await searchBox(page).fill(`${tag}-0`);
  await expect(bodyRows(page)).toHaveCount(9);
  await expect(section.getByRole('navigation', { name: 'Pagine degli utenti' })).toHaveCount(0);
});

test('the search ignores accents and case, and looks in the name and the e-mail too', async ({ page }) => {
  await searchBox(page).fill('NICCOLO barbieri');
  await expect(userRow(page, accented.username)).toBeVisible();
  await expect(userRow(page, accented.username).getByRole('cell').first()).toHaveText('Niccolò Bàrbieri');

  await searchBox(page).fill(`barbieri.${tag}@ESEMPIO`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(userRow(page, accented.username)).toBeVisible();

  await searchBox(page).fill(`${tag}-nessuno`);
  await expect(usersSection(page).getByText('Nessun utente corrisponde alla ricerca')).toBeVisible();
  await expect(usersSection(page).getByRole('table')).toHaveCount(0);

  await searchBox(page).fill('');
  await expect(
    usersSection(page)
      .getByRole('status')
      .filter({ hasText: /utenti?$/ }),
  ).toHaveText(/^\d+ utenti$/);
});
