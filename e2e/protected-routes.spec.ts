import { expect as baseExpect } from '@playwright/test';
import { e2eAdmin as admin, e2eClients } from './support/fixtures';
import { signInWithRequest as signIn } from './support/sign-in';
import { test } from './support/test';

// The machine running the suite may be busy (two cores shared by builds and parallel workers):
// each step gets 15 s instead of 5 s, each test 60 s instead of 30 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.describe('a visitor', () => {
  for (const path of ['/area-clienti', '/admin']) {
    test(`opening ${path} is sent to /auth, replacing the history entry`, async ({ page }) => {
      await page.goto('/servizi');
      await page.goto(path);
      await expect(page).toHaveURL('/auth');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Riservata');
      await page.goBack();
      await expect(page).toHaveURL('/servizi');
    });
  }

  test('with the hint of a session that has ended is sent to /auth, and the hint is forgotten', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    await page.goto('/area-clienti');
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Riservata');
    // The stale hint is forgotten, so the next page does not ask again.
    expect((await page.context().cookies()).find((c) => c.name === 'signed_in')).toBeUndefined();
  });
});

test('an answer about an older session does not sign out the newer one', async ({ page }) => {
  const client = e2eClients.giulia;
  await page.goto('/');
  await signIn(page, client);
  // The header asks who is signed in with this session; the question is held until the visitor has signed in again.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let questions = 0;
  await page.route('**/api/user', async (route) => {
    if (++questions > 1) return route.continue();
    await released;
    // What the server answers about the older session once the new sign-in has ended it.
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"message":"Non autenticato"}',
    });
  });
  const asked = page.waitForRequest('**/api/user');
  await page.reload();
  await asked;
  await signIn(page, client);
  release();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Area Clienti', exact: true }),
  ).toBeVisible();
  await page.goto('/area-clienti');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Clienti');
});

test.describe('a signed-in administrator', () => {
  test('sees "Area Clienti" in the header and can open the admin panel', async ({ page }) => {
    await page.goto('/');
    await signIn(page, admin);
    await page.reload();
    const account = page.getByRole('banner').getByRole('link', { name: 'Area Clienti', exact: true });
    await expect(account).toHaveAttribute('href', '/area-clienti');
    await expect(page.getByRole('link', { name: 'Area Riservata', exact: true })).toHaveCount(0);
    await account.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Clienti');

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pannello di Amministrazione');

    await page.goto('/auth');
    await expect(page).toHaveURL('/area-clienti');
  });
});

test('a client opening /admin is sent to /area-clienti', async ({ page }) => {
  const client = e2eClients.giulia;
  await page.goto('/');
  await signIn(page, client);
  await page.goto('/admin');
  await expect(page).toHaveURL('/area-clienti');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Clienti');
  await expect(
    page.getByRole('main').getByText(`Benvenuto, ${client.fullName}!`, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Area Clienti', exact: true }),
  ).toBeVisible();
});
