import { expect, type Page } from '@playwright/test';
import { afterNavigation, signInAsAdmin } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { SCALE_MESSAGE_SUBJECT } from './support/people-scale-fixtures';
import { test } from './support/test';

// axe-core is injected inline: the production CSP would refuse it.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

const section = (page: Page) => page.getByRole('region', { name: 'Messaggi dal sito' });
const bodyRows = (page: Page) => section(page).locator('tbody').getByRole('row');
const shownText = (page: Page) => section(page).getByText(/^Mostrati [\d.]+ di /);
const searchBox = (page: Page) =>
  section(page).getByRole('searchbox', { name: 'Cerca per nome, email o oggetto' });

test('thousands of messages arrive a page at a time, newest first, searched by the server', async ({
  page,
}) => {
  await page.goto(`/admin?scheda=dal-sito&cerca-messaggi=${encodeURIComponent(SCALE_MESSAGE_SUBJECT)}`);
  await expect(shownText(page)).toHaveText(/^Mostrati 50 di 2\.?500 messaggi$/, afterNavigation);
  await expect(bodyRows(page)).toHaveCount(50);
  await expect(bodyRows(page).first()).toContainText(`${SCALE_MESSAGE_SUBJECT} 2499`);
  await section(page).getByRole('button', { name: 'Carica altri' }).click();
  await expect(shownText(page)).toHaveText(/^Mostrati 100 di 2\.?500 messaggi$/);
  await expect(bodyRows(page)).toHaveCount(100);
  await expect(bodyRows(page).nth(99)).toContainText(`${SCALE_MESSAGE_SUBJECT} 2400`);
  await expectNoAxeViolations(page);

  // Accents and case ignored: 'niccolo scala' finds 'Niccolò Scalà'.
  await searchBox(page).fill('NICCOLO scala');
  await expect(shownText(page)).toHaveText('Mostrati 5 di 5 messaggi');
  await expect(section(page).getByRole('button', { name: 'Carica altri' })).toHaveCount(0);
});

test('the folder and the search live in the address and survive a reload', async ({ page }) => {
  await page.goto('/admin?scheda=dal-sito');
  await searchBox(page).fill(SCALE_MESSAGE_SUBJECT);
  await expect(page).toHaveURL(/cerca-messaggi=Archivio/, afterNavigation);
  await section(page).getByRole('button', { name: /^Spam/ }).click();
  await expect(page).toHaveURL(/cartella=spam/);
  // Spam is kept apart: none of the inbox's archive is there.
  await expect(section(page).getByText(SCALE_MESSAGE_SUBJECT)).toHaveCount(0);

  await page.reload();
  await expect(section(page).getByRole('button', { name: /^Spam/ })).toHaveAttribute(
    'aria-pressed',
    'true',
    afterNavigation,
  );
  await expect(searchBox(page)).toHaveValue(SCALE_MESSAGE_SUBJECT);
  await expectNoAxeViolations(page);
  await section(page).getByRole('button', { name: 'Messaggi', exact: true }).click();
  await expect(shownText(page)).toHaveText(/^Mostrati 50 di 2\.?500 messaggi$/);
});
