import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import {
  createUserViaApi,
  findUser,
  newClient,
  openUsersTab,
  signInAsAdmin,
  uniqueTag,
} from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { addPasskeyFromProfile, addVirtualAuthenticator, passkeyButton } from './support/passkeys';
import { shownToast, signInApi, signInWithForm } from './support/sign-in';
import { test } from './support/test';

// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });
// Two browsers (the firm's and the client's) per test on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/**
 * A client of this test only, signed in in a browser of their own with a
 * passkey device, who has added a passkey from the profile.
 */
async function clientWithPasskey(admin: Page, browser: Browser, tag: string) {
  await signInAsAdmin(admin);
  const client = newClient(uniqueTag(tag));
  await createUserViaApi(admin, client);
  const context = await browser.newContext();
  const page = await context.newPage();
  const device = await addVirtualAuthenticator(page);
  await signInWithForm(page, client);
  await addPasskeyFromProfile(page, client.password, 'Telefono');
  return { client, context, page, device };
}

/** Signs out, then tries the passkey the device still holds. */
async function passkeySignIn(page: Page) {
  await page.goto('/auth');
  await passkeyButton(page).click();
}

async function expectPasskeyRefused(page: Page) {
  await passkeySignIn(page);
  await expect(shownToast(page)).toHaveText(
    /^Accesso non riuscito\s*Questa passkey non è registrata nel portale/,
  );
  await expect(page).toHaveURL('/auth');
}

test('the firm gives a client a new password: the passkey the account had signs in no more', async ({
  page,
  browser,
}) => {
  const { client, context, page: phone, device } = await clientWithPasskey(page, browser, 'pk-reset');
  await openUsersTab(page);
  const row = await findUser(page, client.username);
  await row.getByRole('button', { name: `Reimposta password di ${client.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reimposta la password di ${client.username}` });
  await expect(dialog).toContainText('le sue passkey rimosse');
  await dialog.getByRole('textbox', { name: 'Nuova password' }).fill('Nuova-Dallo-Studio-2026');
  await dialog.getByRole('button', { name: 'Imposta password' }).click();
  await expect(dialog).toBeHidden();

  // The device still holds the passkey; the portal no longer knows it.
  expect(await device.credentials()).toHaveLength(1);
  await expectPasskeyRefused(phone);
  await context.close();
});

test("the firm sees a client's passkeys in 'Accesso' and removes one", async ({ page, browser }) => {
  const { client, context, page: phone } = await clientWithPasskey(page, browser, 'pk-admin');
  await openUsersTab(page);
  const row = await findUser(page, client.username);
  await row.getByRole('button', { name: `Accesso di ${client.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Accesso di ${client.username}` });
  const list = dialog.getByRole('list', { name: `Passkey di ${client.username}` });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Telefono');
  await expect(list).toContainText('Mai usata per accedere');
  await expectNoAxeViolations(page);
  await list.getByRole('button', { name: 'Rimuovi la passkey «Telefono»' }).click();
  await expect(shownToast(page)).toHaveText(/^Passkey rimossa/);
  await expect(dialog).toContainText("Nessuna passkey: l'accesso avviene con la password.");
  await expect(dialog.getByRole('heading', { name: 'Passkey' })).toBeFocused();

  // The client's session stays (only the passkey went): they sign out, then try it.
  await phone.getByRole('button', { name: 'Disconnetti' }).click();
  await expect(phone).toHaveURL('/auth');
  await expectPasskeyRefused(phone);
  await context.close();
});

test("'Termina tutte le altre sessioni' can take every passkey away, and the client is told", async ({
  page,
  browser,
}) => {
  const { client, context, page: phone } = await clientWithPasskey(page, browser, 'pk-sessions');
  // Another browser of the client's, signed in, so that there are other sessions to end.
  const other = await browser.newContext();
  await signInApi(other.request, client);
  await phone.reload();
  await phone.getByRole('tab', { name: 'Profilo' }).click();
  const sessions = phone.getByRole('region', { name: 'Sessioni attive' });
  await sessions.getByRole('button', { name: 'Termina tutte le altre sessioni' }).click();
  const dialog = phone.getByRole('alertdialog', { name: 'Terminare tutte le altre sessioni?' });
  const removeToo = dialog.getByRole('checkbox', { name: 'Rimuovi anche tutte le mie passkey' });
  await expect(removeToo).not.toBeChecked();
  await expectNoAxeViolations(phone);
  await removeToo.check();
  await dialog.getByRole('button', { name: 'Termina le altre sessioni' }).click();
  await expect(shownToast(phone)).toHaveText(/La passkey è stata rimossa\./);
  await expect(phone.getByRole('region', { name: 'Passkey' })).toContainText(
    'Non hai ancora aggiunto una passkey.',
  );

  await phone.getByRole('button', { name: 'Disconnetti' }).click();
  await expect(phone).toHaveURL('/auth');
  await expectPasskeyRefused(phone);
  await Promise.all([context.close(), other.close()]);
});
