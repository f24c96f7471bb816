import { expect, type Page } from '@playwright/test';
import {
  afterNavigation,
  createUserViaApi,
  findUser,
  newClient,
  openUsersTab,
  signInAsAdmin,
  uniqueTag,
} from './support/admin-users';
import { shownToast, signInWithForm } from './support/sign-in';
import { test } from './support/test';

function resetDialog(page: Page, username: string) {
  const dialog = page.getByRole('dialog', { name: `Reimposta la password di ${username}` });
  return {
    dialog,
    password: dialog.getByRole('textbox', { name: 'Nuova password' }),
    setPassword: dialog.getByRole('button', { name: 'Imposta password' }),
    sendLink: dialog.getByRole('button', { name: 'Invia link' }),
  };
}

test('the admin sets a new password: the client is signed out and signs in with the new one', async ({
  page,
  browser,
}) => {
  // Three browsers sign in along the way.
  test.setTimeout(90_000);
  const user = newClient(uniqueTag('reimposta'));
  const newPassword = `Nuova-${user.username}-9`;
  await signInAsAdmin(page);
  await createUserViaApi(page, user);

  // The client is signed in on a device of their own.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInWithForm(client, user);

  await openUsersTab(page);
  const row = await findUser(page, user.username);
  const opener = row.getByRole('button', { name: `Reimposta password di ${user.username}` });
  await opener.click();
  const form = resetDialog(page, user.username);
  await expect(form.password).toBeFocused();

  await form.password.fill('123456');
  await form.setPassword.click();
  await expect(form.password).toHaveAccessibleDescription(/La password deve essere di almeno 12 caratteri$/);

  await form.password.fill('juventus1897');
  await form.setPassword.click();
  await expect(form.dialog.getByRole('alert')).toHaveText(
    'Questa password è tra le più usate e facili da indovinare: scegline una diversa',
  );
  await expect(shownToast(page)).toHaveText(/^Password non aggiornata/);

  await form.password.fill(newPassword);
  await form.setPassword.click();
  await expect(shownToast(page)).toHaveText(
    new RegExp(`^Password aggiornata\\s*Comunica la nuova password a ${user.username}`),
  );
  await expect(form.dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The client's session has ended.
  await client.reload();
  await expect(client).toHaveURL('/auth', afterNavigation);
  await clientContext.close();

  // A fresh browser signs in with the new password.
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await signInWithForm(freshPage, { username: user.username, password: newPassword });
  await expect(freshPage.getByRole('main').getByText(`Benvenuto, ${user.fullName}!`)).toBeVisible();
  await fresh.close();
});

test('without mail configured the link cannot be sent, and the dialog says what to do instead', async ({
  page,
}) => {
  const user = newClient(uniqueTag('link'));
  await signInAsAdmin(page);
  await createUserViaApi(page, user);
  await openUsersTab(page);
  const row = await findUser(page, user.username);
  await row.getByRole('button', { name: `Reimposta password di ${user.username}` }).click();
  const form = resetDialog(page, user.username);
  await expect(
    form.dialog.getByText(`Il cliente riceverà all'indirizzo ${user.email} un link`),
  ).toBeVisible();

  await form.sendLink.click();
  const message = "L'invio di e-mail non è configurato: imposta una nuova password per il cliente.";
  await expect(form.dialog.getByRole('alert')).toHaveText(message);
  const toast = shownToast(page);
  await expect(toast).toHaveText(new RegExp(`^Link non inviato\\s*${message}`));
  await expect(toast).toHaveClass(/destructive/);
  await expect(form.dialog).toBeVisible();

  // Closing and reopening starts clean.
  await form.dialog.getByRole('button', { name: 'Chiudi' }).click();
  await row.getByRole('button', { name: `Reimposta password di ${user.username}` }).click();
  await expect(form.dialog.getByRole('alert')).toHaveCount(0);
});
