import { expect } from '@playwright/test';
import {
  createUserViaApi,
  findUser,
  listedUsers,
  newClient,
  openUsersTab,
  signInAsAdmin,
  uniqueTag,
  userRow,
  usersSection,
} from './support/admin-users';
import { e2eClients } from './support/fixtures';
import { shownToast } from './support/sign-in';
import { test } from './support/test';

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the confirmation says how many documents go with the user; "Annulla" keeps everything', async ({
  page,
}) => {
  await openUsersTab(page);
  // mario.rossi has the two seeded documents; the dialog is only opened and cancelled.
  const row = await findUser(page, e2eClients.mario.username);
  const button = row.getByRole('button', { name: 'Elimina utente mario.rossi' });
  await button.click();
  const dialog = page.getByRole('alertdialog', { name: 'Sei sicuro di voler eliminare questo utente?' });
  await expect(dialog).toHaveAccessibleDescription(
    "L'account mario.rossi (Mario Rossi) verrà eliminato definitivamente e le sue sessioni aperte chiuse. Verranno eliminati anche 2 documenti caricati per questo utente.",
  );
  // The safe choice has the focus.
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();
});

test('a confirmed deletion removes the user and says so', async ({ page }) => {
  await page.goto('/');
  const user = newClient(uniqueTag('elimina'));
  await createUserViaApi(page, user);
  await openUsersTab(page);

  const row = await findUser(page, user.username);
  await row.getByRole('button', { name: `Elimina utente ${user.username}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sei sicuro di voler eliminare questo utente?' });
  await expect(dialog.getByText('Non ha documenti caricati.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Elimina utente', exact: true }).click();

  await expect(shownToast(page)).toHaveText(
    new RegExp(`^Utente eliminato\\s*${user.username} è stato eliminato\\.`),
  );
  await expect(dialog).toHaveCount(0);
  await expect(userRow(page, user.username)).toHaveCount(0);
  await expect(usersSection(page).getByText('Nessun utente corrisponde alla ricerca')).toBeVisible();
  // The row and its button are gone: the focus goes back to the tab's heading.
  await expect(usersSection(page).getByRole('heading', { name: 'Gestione Utenti' })).toBeFocused();

  const listed = await listedUsers(page, user.username);
  expect(listed.some((u) => u.username === user.username)).toBe(false);
});

test('a deletion the server refuses shows the error toast and the reason', async ({ page }) => {
  await page.goto('/');
  const user = newClient(uniqueTag('sparito'));
  const created = await createUserViaApi(page, user);
  await openUsersTab(page);
  const row = await findUser(page, user.username);

  // Another admin deletes the account meanwhile.
  expect((await page.request.delete(`/api/admin/users/${created.id}`)).status()).toBe(200);

  await row.getByRole('button', { name: `Elimina utente ${user.username}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sei sicuro di voler eliminare questo utente?' });
  await dialog.getByRole('button', { name: 'Elimina utente', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Utente non trovato');
  const toast = shownToast(page);
  await expect(toast).toHaveText(/^Errore nell'eliminazione dell'utente\s*Utente non trovato/);
  await expect(toast).toHaveClass(/destructive/);
});
