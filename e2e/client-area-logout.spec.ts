import { expect as baseExpect } from '@playwright/test';
import { e2eClients } from './support/fixtures';
import { loginForm, shownToast, signInWithForm, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// The machine running the suite may be busy (two cores shared by builds and parallel workers):
// each step gets 15 s instead of 5 s, each test 60 s instead of 30 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test('a client signs out: toast, /auth, and the private area is closed', async ({ page }) => {
  const client = e2eClients.luca;
  await signInWithForm(page, client);
  await page.getByRole('button', { name: 'Disconnetti' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(shownToast(page)).toHaveText(/^Disconnessione effettuata/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Area Riservata', exact: true }),
  ).toBeVisible();
  // Only the known-browser cookie stays: the next sign-in from here is not a new browser.
  expect((await page.context().cookies()).map((c) => c.name)).toEqual(['browser_id']);

  // The private page, opened again, finds no session.
  await page.goto('/area-clienti');
  await expect(page).toHaveURL('/auth');
});

test('a failed sign-out says so and keeps the client in the area', async ({ page }) => {
  const client = e2eClients.luca;
  await signInWithForm(page, client);
  await page.route('**/api/logout', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Servizio non disponibile."}',
    }),
  );
  await page.getByRole('button', { name: 'Disconnetti' }).click();
  const toast = shownToast(page);
  await expect(toast).toHaveText(/^Errore durante la disconnessione\s*Servizio non disponibile\./);
  await expect(toast).toHaveClass(/destructive/);
  await expect(page).toHaveURL('/area-clienti');
  await expect(page.getByRole('main').getByText(`Benvenuto, ${client.fullName}!`)).toBeVisible();
});

test('after a sign-out, the next client on the same page starts on the documents and never sees the previous one’s', async ({
  page,
}) => {
  test.slow();
  // Signing out ends only this page's session of the read-only account.
  await signInWithForm(page, e2eClients.mario);
  await expect(page.getByRole('tabpanel', { name: 'Documenti' }).getByRole('listitem')).toHaveCount(2);
  // Signed out from another tab than the first: the next client starts on the documents, not there.
  await page.getByRole('tab', { name: 'Profilo' }).click();
  await expect(page).toHaveURL('/area-clienti?scheda=profilo');
  await page.getByRole('button', { name: 'Disconnetti' }).click();
  await expect(page).toHaveURL('/auth');

  const form = loginForm(page);
  await form.username.fill(e2eClients.giulia.username);
  await form.password.fill(e2eClients.giulia.password);
  await form.submit.click();
  await expect(page.getByRole('main').getByText(`Benvenuto, ${e2eClients.giulia.fullName}!`)).toBeVisible();
  await expect(page).toHaveURL('/area-clienti');
  await expect(page.getByRole('tab', { name: 'Documenti', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Nessun documento disponibile' })).toBeVisible();
  await expect(page.getByText('F24 giugno 2026')).toHaveCount(0);
});

test('a session that ended on the server sends the client to sign in again, then back', async ({ page }) => {
  test.slow();
  const client = e2eClients.giulia;
  await page.goto('/');
  await signInWithRequest(page, client);
  await page.goto('/area-clienti');
  await expect(page.getByRole('main').getByText(`Benvenuto, ${client.fullName}!`)).toBeVisible();
  // The profile has loaded what it lists (sessions, passkeys, second factor) before the session ends:
  // only the password change then finds out.
  await page.getByRole('tab', { name: 'Profilo' }).click();
  await expect(
    page.getByRole('region', { name: 'Sessioni attive' }).getByText('Questa sessione'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passkey' })).toContainText(
    'Non hai ancora aggiunto una passkey.',
  );
  await expect(page.getByRole('button', { name: 'Attiva la verifica in due passaggi' })).toBeVisible();
  // The session cookie is gone (as after an expiry); the page still believes it is signed in.
  await page.context().clearCookies({ name: 'sid' });
  expect((await page.context().cookies()).map((c) => c.name).sort()).toEqual(['browser_id', 'signed_in']);

  const section = page.getByRole('region', { name: 'Cambia password' });
  await section.getByLabel('Password attuale').fill(client.password);
  await section.getByLabel('Nuova password', { exact: true }).fill('giulia-never-set-1');
  await section.getByLabel('Conferma nuova password').fill('giulia-never-set-1');
  await section.getByRole('button', { name: 'Aggiorna password' }).click();

  await expect(page).toHaveURL('/auth');
  await expect(shownToast(page)).toHaveText(/^Sessione scaduta\s*Accedi di nuovo per continuare\./);
  const form = loginForm(page);
  await form.username.fill(client.username);
  await form.password.fill(client.password);
  await form.submit.click();
  // Back to the tab it was on.
  await expect(page).toHaveURL('/area-clienti?scheda=profilo');
  await expect(page.getByRole('tab', { name: 'Profilo' })).toHaveAttribute('aria-selected', 'true');
});
