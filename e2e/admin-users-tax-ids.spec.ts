import { expect } from '@playwright/test';
import {
  createUserViaApi,
  findUser,
  newClient,
  openUsersTab,
  searchBox,
  signInAsAdmin,
  uniqueTag,
  uniqueTaxIds,
  userRow,
  usersSection,
} from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { shownToast } from './support/sign-in';
import { test } from './support/test';

test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  await openUsersTab(page);
});

test('a client is created with a codice fiscale, checked in the form before the server is asked', async ({
  page,
}) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/admin/users')) posts++;
  });
  const user = newClient(uniqueTag('cf'));
  const { codiceFiscale } = uniqueTaxIds();
  await page.getByRole('button', { name: 'Nuovo Utente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crea Nuovo Utente' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await dialog.getByRole('textbox', { name: 'Nome completo' }).fill(user.fullName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(user.password);
  const cf = dialog.getByRole('textbox', { name: 'Codice fiscale (facoltativo)' });
  // The last character mistyped: the control letter catches it.
  const wrong = `${codiceFiscale.slice(0, 15)}${codiceFiscale.endsWith('A') ? 'B' : 'A'}`;
  await cf.fill(wrong.toLowerCase());
  await dialog.getByRole('button', { name: 'Crea utente' }).click();
  await expect(cf).toHaveAccessibleDescription(
    /^16 caratteri, o 11 cifre per una società Il carattere di controllo del codice fiscale \(l'ultimo\) non corrisponde/,
  );
  expect(posts).toBe(0);
  await expectNoAxeViolations(page);

  await cf.fill(codiceFiscale.toLowerCase());
  await dialog.getByRole('button', { name: 'Crea utente' }).click();
  await expect(shownToast(page)).toContainText('Utente creato');
  const row = await findUser(page, user.username);
  await expect(row.getByRole('cell').nth(2)).toHaveText(new RegExp(`^CF${codiceFiscale}Modifica`));
});

test('the firm adds a partita IVA to a client; one another client has is refused under the field', async ({
  page,
}) => {
  const ids = uniqueTaxIds();
  const holder = await createUserViaApi(page, {
    ...newClient(uniqueTag('piva')),
    partitaIva: ids.partitaIva,
  });
  const client = await createUserViaApi(page, newClient(uniqueTag('senza')));
  const row = await findUser(page, client.username);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^Non indicati/);

  await row.getByRole('button', { name: `Modifica dati fiscali di ${client.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Dati fiscali di ${client.username}` });
  const piva = dialog.getByRole('textbox', { name: 'Partita IVA (facoltativa)' });
  await piva.fill(`IT ${ids.partitaIva}`);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(piva).toHaveAccessibleDescription(
    `La partita IVA è già di un altro cliente (${holder.username})`,
  );
  await expect(piva).toBeFocused();
  await expectNoAxeViolations(page);

  const own = uniqueTaxIds().partitaIva;
  await piva.fill(own);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(shownToast(page)).toContainText('Dati fiscali salvati');
  await expect(dialog).toHaveCount(0);
  await expect(
    row.getByRole('button', { name: `Modifica dati fiscali di ${client.username}` }),
  ).toBeFocused();
  // Found by the users' search under its partita IVA, alone.
  const searched = page.waitForResponse(
    (r) => r.url().includes(`/api/admin/users?`) && r.url().includes(own),
  );
  await searchBox(page).fill(own);
  await searched;
  await expect(usersSection(page).getByRole('rowheader')).toHaveText([client.username]);
  await expect(userRow(page, client.username).getByRole('cell').nth(2)).toHaveText(
    new RegExp(`^P.IVA${own}Modifica`),
  );
});
