import { expect, type Page } from '@playwright/test';
import {
  listedUsers,
  newClient,
  openUsersTab,
  signInAsAdmin,
  uniqueTag,
  userRow,
} from './support/admin-users';
import { e2eClients } from './support/fixtures';
import { shownToast, signInWithForm } from './support/sign-in';
import { test } from './support/test';

function createDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Crea Nuovo Utente' });
  return {
    dialog,
    username: dialog.getByRole('textbox', { name: 'Username' }),
    fullName: dialog.getByRole('textbox', { name: 'Nome completo' }),
    email: dialog.getByRole('textbox', { name: 'Email' }),
    password: dialog.getByRole('textbox', { name: 'Password' }),
    submit: dialog.getByRole('button', { name: 'Crea utente' }),
    alert: dialog.getByRole('alert'),
  };
}

async function openCreateDialog(page: Page) {
  await page.getByRole('button', { name: 'Nuovo Utente' }).click();
  const form = createDialog(page);
  await expect(form.username).toBeFocused();
  return form;
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  await openUsersTab(page);
});

test('each field shows its validation message under it, without calling the server', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/admin/users')) posts++;
  });
  const form = await openCreateDialog(page);

  await form.submit.click();
  await expect(form.username).toHaveAccessibleDescription('Lo username è obbligatorio');
  await expect(form.fullName).toHaveAccessibleDescription('Il nome completo è obbligatorio');
  await expect(form.email).toHaveAccessibleDescription("L'email è obbligatoria");
  await expect(form.password).toHaveAccessibleDescription(/La password deve essere di almeno 12 caratteri$/);
  await expect(form.username).toHaveAttribute('aria-invalid', 'true');

  await form.username.fill('ab');
  await form.fullName.fill('   ');
  await form.email.fill('non-una-email');
  await form.password.fill('123456');
  await form.submit.click();
  await expect(form.username).toHaveAccessibleDescription('Username deve contenere almeno 3 caratteri');
  await expect(form.fullName).toHaveAccessibleDescription('Il nome completo è obbligatorio');
  await expect(form.email).toHaveAccessibleDescription('Email non valida');
  await expect(form.password).toHaveAccessibleDescription(
    'Almeno 12 caratteri; evita parole e sequenze comuni o lo username. La password deve essere di almeno 12 caratteri',
  );

  await form.username.fill('mario rossi!');
  await form.submit.click();
  await expect(form.username).toHaveAccessibleDescription(
    'Username può contenere solo lettere, numeri e . _ @ -',
  );
  expect(posts).toBe(0);
});

test('the server refusals are shown: taken username in any case, common password, password equal to the username', async ({
  page,
}) => {
  const form = await openCreateDialog(page);
  const user = newClient(uniqueTag('rifiuto'));
  await form.username.fill(e2eClients.mario.username.toUpperCase());
  await form.fullName.fill(user.fullName);
  await form.email.fill(user.email);
  await form.password.fill(user.password);
  await form.submit.click();
  await expect(form.username).toHaveAccessibleDescription('Username già in uso');
  await expect(form.username).toBeFocused();
  const toast = shownToast(page);
  await expect(toast).toHaveText(/^Errore nella creazione dell'utente\s*Username già in uso/);
  await expect(toast).toHaveClass(/destructive/);

  await form.username.fill(user.username);
  await form.password.fill('password1234');
  await form.submit.click();
  await expect(form.alert).toHaveText(
    'Questa password è tra le più usate e facili da indovinare: scegline una diversa',
  );
  await expect(toast).toHaveText(
    /^Errore nella creazione dell'utente\s*Questa password è tra le più usate e facili da indovinare: scegline una diversa/,
  );

  await form.password.fill(user.username.toUpperCase());
  await form.submit.click();
  await expect(form.alert).toHaveText('La password non può coincidere con lo username');
  await expect(form.dialog).toBeVisible();

  // Nothing was created.
  const listed = await listedUsers(page, user.username);
  expect(listed.some((u) => u.username === user.username)).toBe(false);
});

test('a new client is created: toast, the dialog closes and resets, the list shows it and it can sign in', async ({
  page,
  browser,
}) => {
  // A second browser signs in at the end.
  test.setTimeout(60_000);
  const user = newClient(uniqueTag('nuovo'), 'Niccolò Bàrbieri');
  const form = await openCreateDialog(page);
  await form.username.fill(`  ${user.username}  `);
  await form.fullName.fill(user.fullName);
  await form.email.fill(user.email.toUpperCase());
  await form.password.fill(user.password);
  await form.submit.click();

  await expect(shownToast(page)).toHaveText(
    new RegExp(`^Utente creato\\s*${user.username} può ora accedere all'area clienti\\.`),
  );
  await expect(form.dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nuovo Utente' })).toBeFocused();

  // Newest first: the new account heads the list, with a trimmed username and a lower-case e-mail.
  const first = page.getByRole('region', { name: 'Gestione Utenti' }).getByRole('row').nth(1);
  await expect(first.getByRole('rowheader')).toHaveText(user.username);
  await expect(userRow(page, user.username).getByRole('cell').first()).toHaveText(user.fullName);
  await expect(userRow(page, user.username).getByRole('cell').nth(1)).toHaveText(user.email);
  await expect(userRow(page, user.username).getByRole('cell').nth(3)).toHaveText('Cliente');

  await page.getByRole('button', { name: 'Nuovo Utente' }).click();
  const again = createDialog(page);
  for (const field of [again.username, again.fullName, again.email, again.password])
    await expect(field).toHaveValue('');
  await expect(again.alert).toHaveCount(0);

  const context = await browser.newContext();
  const client = await context.newPage();
  await signInWithForm(client, user);
  await expect(client.getByRole('main').getByText(`Benvenuto, ${user.fullName}!`)).toBeVisible();
  await context.close();
});
