import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eClients } from './support/fixtures';
import { shownToast, signInWithForm, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// The machine running the suite may be busy (two cores shared by builds and parallel workers):
// each step gets 15 s instead of 5 s, each test 60 s instead of 30 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

async function openProfile(page: Page) {
  await page.getByRole('tab', { name: 'Profilo' }).click();
  const section = page.getByRole('region', { name: 'Cambia password' });
  return {
    section,
    current: section.getByLabel('Password attuale'),
    next: section.getByLabel('Nuova password', { exact: true }),
    confirm: section.getByLabel('Conferma nuova password'),
    submit: section.getByRole('button', { name: 'Aggiorna password' }),
  };
}

test('the form shows each validation message under its field without calling the server', async ({
  page,
}) => {
  // Read-only use of an account: nothing is submitted.
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/password')) calls++;
  });
  await page.goto('/');
  await signInWithRequest(page, e2eClients.giulia);
  await page.goto('/area-clienti');
  const form = await openProfile(page);
  await expect(form.next).toHaveAccessibleDescription(
    'Almeno 12 caratteri, diversa da quella attuale; evita parole e sequenze comuni.',
  );

  await form.submit.click();
  await expect(form.current).toHaveAccessibleDescription('Inserisci la password attuale');
  await expect(form.next).toHaveAccessibleDescription(
    'Almeno 12 caratteri, diversa da quella attuale; evita parole e sequenze comuni. La password deve essere di almeno 12 caratteri',
  );
  await expect(form.current).toBeFocused();

  // Once sent, a message goes as soon as its field is right.
  await form.current.fill('giulia-password-1');
  await expect(form.current).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.next).toHaveAttribute('aria-invalid', 'true');
  await form.next.fill('giulia-password-1');
  await form.confirm.fill('something-else');
  await form.submit.click();
  await expect(
    form.section.getByText('La nuova password deve essere diversa da quella attuale'),
  ).toBeVisible();
  await expect(form.confirm).toHaveAccessibleDescription('Le password non corrispondono');
  await expect(form.confirm).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toBe(0);
});

test('a client changes the password: other sessions end, this one stays, the new password works', async ({
  page,
  browser,
}) => {
  test.slow();
  const client = e2eClients.paola;
  const newPassword = 'paola-new-password-2';

  // Another device where the same client is signed in.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signInWithForm(other, client);

  await signInWithForm(page, client);
  const form = await openProfile(page);
  await expect(form.section.locator('input[autocomplete="username"]')).toHaveValue(client.username);

  // A wrong current password: the server's message, and the field is asked again.
  await form.current.fill('not-my-password');
  await form.next.fill(newPassword);
  await form.confirm.fill(newPassword);
  await form.submit.click();
  const toast = shownToast(page);
  await expect(toast).toHaveText(/^Password non aggiornata\s*La password attuale non è corretta/);
  await expect(toast).toHaveClass(/destructive/);
  await expect(form.current).toHaveValue('');
  await expect(form.current).toBeFocused();

  await form.current.fill(client.password);
  await form.submit.click();
  await expect(toast).toHaveText(/^Password aggiornata\s*Da ora accedi con la nuova password\./);
  await expect(form.current).toHaveValue('');
  await expect(form.next).toHaveValue('');
  await expect(form.confirm).toHaveValue('');

  // This session goes on.
  await page.reload();
  await expect(page).toHaveURL('/area-clienti?scheda=profilo');
  await expect(page.getByRole('main').getByText(`Benvenuto, ${client.fullName}!`)).toBeVisible();

  // The other device is signed out.
  await other.reload();
  await expect(other).toHaveURL('/auth');

  // The new password opens a new session.
  await signInWithForm(other, { username: client.username, password: newPassword });
  await expect(other.getByRole('main').getByText(`Benvenuto, ${client.fullName}!`)).toBeVisible();
  await otherDevice.close();
});
