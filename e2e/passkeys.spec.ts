import { expect as baseExpect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { e2eClients } from './support/fixtures';
import {
  addVirtualAuthenticator,
  confirmWithPassword,
  openPasskeys,
  passkeyButton,
} from './support/passkeys';
import { loginForm, shownToast, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// The machine running the suite may be busy (two cores shared by builds and parallel workers):
// each step gets 15 s instead of 5 s, each test 60 s instead of 30 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });
test.use({ bypassCSP: true });

test('a client adds a passkey, signs in with it instead of the password, and removes it', async ({
  page,
}) => {
  test.slow();
  const client = e2eClients.roberta;
  const device = await addVirtualAuthenticator(page);
  await page.goto('/');
  await signInWithRequest(page, client);

  const passkeys = await openPasskeys(page);
  await expect(passkeys.section).toContainText("l'impronta, il volto o il PIN");
  await expect(passkeys.section).toContainText('Non hai ancora aggiunto una passkey.');
  // The name starts as this browser and device; the client gives it their own.
  await expect(passkeys.name).toHaveValue(/^Chrome su /);
  await expectNoAxeViolations(page);
  await passkeys.name.fill('Computer di Roberta');
  await passkeys.add.click();
  // A passkey signs in without the password: the password is asked again first.
  const confirm = page.getByRole('dialog', { name: 'Conferma che sei tu' });
  await expect(confirm).toContainText('prima di aggiungerla inserisci la tua password');
  await expectNoAxeViolations(page);
  await confirm.getByLabel('La tua password').fill('not-her-password');
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('La password o il codice non sono corretti.');
  await expect(confirm.getByLabel('La tua password')).toBeFocused();
  expect(await device.credentials()).toHaveLength(0);
  await confirmWithPassword(page, client.password);
  await expect(shownToast(page)).toHaveText(/^Passkey aggiunta/);
  const item = passkeys.list.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Computer di Roberta');
  await expect(item).toContainText('Non ancora usata per accedere');
  expect(await device.credentials()).toHaveLength(1);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Disconnetti' }).click();
  await expect(page).toHaveURL('/auth');
  await passkeyButton(page).click();
  // After a sign-out asked for, the area starts on its documents, not on the tab left.
  await expect(page).toHaveURL('/area-clienti');
  await expect(shownToast(page)).toHaveText(/^Accesso effettuato\s*Benvenuto, Roberta Costa!/);

  const after = await openPasskeys(page);
  await expect(after.list.getByRole('listitem')).toContainText(
    /Ultimo accesso: \d{1,2} \w+ \d{4}, \d{2}:\d{2}/,
  );
  await after.list.getByRole('button', { name: 'Rimuovi la passkey «Computer di Roberta»' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rimuovere la passkey?' });
  await expect(dialog).toContainText('«Computer di Roberta» non servirà più per accedere');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(dialog).toBeHidden();
  await expect(shownToast(page)).toHaveText(/^Passkey rimossa/);
  await expect(after.section).toContainText('Non hai ancora aggiunto una passkey.');
  await expect(after.section.getByRole('heading', { name: 'Passkey' })).toBeFocused();

  // The device still holds it, but the portal no longer accepts it.
  await page.getByRole('button', { name: 'Disconnetti' }).click();
  await expect(page).toHaveURL('/auth');
  await passkeyButton(page).click();
  await expect(shownToast(page)).toHaveText(
    /^Accesso non riuscito\s*Questa passkey non è registrata nel portale/,
  );
  await expect(page).toHaveURL('/auth');
});

test('the sign-in page offers the passkey below the form, and passes axe', async ({ page }) => {
  await page.goto('/auth');
  const { card } = loginForm(page);
  await expect(card.getByRole('button', { name: 'Accedi con passkey' })).toHaveAccessibleDescription(
    /Se hai aggiunto una passkey dal tuo profilo/,
  );
  await expectNoAxeViolations(page);
});

test('a cancelled passkey is a plain note, on the profile and on the sign-in page', async ({ page }) => {
  await addVirtualAuthenticator(page, { isUserVerified: false });
  await page.goto('/');
  await signInWithRequest(page, e2eClients.giulia);
  const passkeys = await openPasskeys(page);
  await passkeys.add.click();
  await confirmWithPassword(page, e2eClients.giulia.password);
  await expect(shownToast(page)).toHaveText(/^Passkey non creata\s*Hai annullato la richiesta/);
  await expect(passkeys.section).toContainText('Non hai ancora aggiunto una passkey.');

  await page.getByRole('button', { name: 'Disconnetti' }).click();
  await expect(page).toHaveURL('/auth');
  await passkeyButton(page).click();
  await expect(shownToast(page)).toHaveText(/^Accesso con passkey annullato/);
  await expect(page).toHaveURL('/auth');
});

test('a browser without passkeys is told so instead of offered a button', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await page.goto('/auth');
  const { card, username } = loginForm(page);
  // The sign-in island comes to life at the first interaction.
  await username.focus();
  await expect(card).toContainText('Questo browser non permette di accedere con una passkey.');
  await expect(passkeyButton(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await signInWithRequest(page, e2eClients.giulia);
  const passkeys = await openPasskeys(page);
  await expect(passkeys.section).toContainText('Questo browser non permette di creare passkey.');
  await expect(passkeys.add).toHaveCount(0);
});
