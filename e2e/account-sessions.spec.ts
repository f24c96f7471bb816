import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { createUserViaApi, newClient, signInAsAdmin, uniqueTag } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { shownToast, signInWithForm } from './support/sign-in';
import { test } from './support/test';

// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });
// Several browsers sign in per test on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A client of this test only, created by the admin signed in on `page`. */
async function newAccount(page: Page, tag: string) {
  await signInAsAdmin(page);
  const client = newClient(uniqueTag(tag));
  await createUserViaApi(page, client);
  return client;
}

/** A browser of its own (cookies and user agent), signed in as the client. */
async function signedInBrowser(
  browser: Browser,
  client: { username: string; password: string },
  options: { userAgent: string; phone?: boolean },
) {
  const context = await browser.newContext({
    userAgent: options.userAgent,
    ...(options.phone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signInWithForm(page, client);
  return { context, page };
}

async function openSessions(page: Page) {
  await page.getByRole('tab', { name: 'Profilo' }).click();
  const section = page.getByRole('region', { name: 'Sessioni attive' });
  await expect(section.getByRole('listitem').first()).toBeVisible();
  return section;
}

test('on a phone a client sees both browsers, this one marked, and ends the other, which is signed out', async ({
  page,
  browser,
}) => {
  const client = await newAccount(page, 'sessioni');
  const pc = await signedInBrowser(browser, client, { userAgent: WINDOWS_CHROME });
  const phone = await signedInBrowser(browser, client, { userAgent: IPHONE_SAFARI, phone: true });

  const section = await openSessions(phone.page);
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // This browser first, marked; the other with its own button.
  await expect(items.nth(0).getByRole('heading', { level: 3 })).toHaveText('Safari 18 su iOS 18');
  await expect(items.nth(0)).toContainText('Questa sessione');
  await expect(items.nth(0)).toContainText('Ultima attività: adesso');
  await expect(items.nth(0).getByRole('button')).toHaveCount(0);
  await expect(items.nth(1).getByRole('heading', { level: 3 })).toHaveText('Chrome 131 su Windows 10');
  await expect(items.nth(1)).not.toContainText('Questa sessione');
  await expect(items.nth(1)).toContainText(/Indirizzo approssimativo: 127\.0\.0\.x/);
  await expect(items.nth(1)).toContainText(/Accesso effettuato: \d{1,2} \w+ \d{4}, \d{2}:\d{2}/);
  // Nothing wider than the 360 px screen.
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(phone.page);

  await items.nth(1).getByRole('button', { name: 'Termina la sessione Chrome 131 su Windows 10' }).click();
  await expect(shownToast(phone.page)).toHaveText(
    /^Sessione terminata\s*Chrome 131 su Windows 10: per usarlo/,
  );
  await expect(items).toHaveCount(1);
  await expect(section).toContainText('Non ci sono altre sessioni attive.');
  await expect(section.getByRole('heading', { name: 'Sessioni attive' })).toBeFocused();

  // The ended browser finds out at its next request; this one goes on.
  await pc.page.reload();
  await expect(pc.page).toHaveURL('/auth');
  await phone.page.reload();
  await expect(phone.page.getByRole('main').getByText(`Benvenuto, ${client.fullName}!`)).toBeVisible();
  await Promise.all([pc.context.close(), phone.context.close()]);
});

test("'Termina tutte le altre sessioni' asks first, then signs every other browser out", async ({
  page,
  browser,
}) => {
  const client = await newAccount(page, 'altre-sessioni');
  const first = await signedInBrowser(browser, client, { userAgent: IPHONE_SAFARI });
  const second = await signedInBrowser(browser, client, { userAgent: IPHONE_SAFARI });
  const here = await signedInBrowser(browser, client, { userAgent: WINDOWS_CHROME });

  const section = await openSessions(here.page);
  await expect(section.getByRole('listitem')).toHaveCount(3);
  const endAll = section.getByRole('button', { name: 'Termina tutte le altre sessioni' });
  await endAll.click();
  const dialog = here.page.getByRole('alertdialog', { name: 'Terminare tutte le altre sessioni?' });
  await expect(dialog).toHaveAccessibleDescription(
    'Gli altri 2 browser collegati al tuo account verranno disconnessi: per usarli bisognerà accedere di nuovo con la password. Su questo dispositivo resti connesso.',
  );
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await expectNoAxeViolations(here.page);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(endAll).toBeFocused();
  await expect(section.getByRole('listitem')).toHaveCount(3);

  await endAll.click();
  await dialog.getByRole('button', { name: 'Termina le altre sessioni' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(shownToast(here.page)).toHaveText(/^Sessioni terminate\s*Sono state chiuse 2 sessioni/);
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('heading', { name: 'Sessioni attive' })).toBeFocused();

  for (const other of [first, second]) {
    await other.page.reload();
    await expect(other.page).toHaveURL('/auth');
  }
  await Promise.all([first.context, second.context, here.context].map((c) => c.close()));
});

test("an admin ends all of a client's sessions from the users table", async ({ page, browser }) => {
  const client = await newAccount(page, 'termina-sessioni');
  const clientBrowser = await signedInBrowser(browser, client, { userAgent: IPHONE_SAFARI });

  await page.goto('/admin');
  const users = page.getByRole('region', { name: 'Gestione Utenti' });
  await users
    .getByRole('searchbox', { name: 'Cerca per username, nome, email, codice fiscale o partita IVA' })
    .fill(client.username);
  const button = users.getByRole('button', { name: `Termina sessioni di ${client.username}` });
  await button.click();
  const dialog = page.getByRole('alertdialog', { name: `Terminare le sessioni di ${client.username}?` });
  await expect(dialog).toHaveAccessibleDescription(
    `${client.fullName} verrà disconnesso da tutti i browser e dispositivi e dovrà accedere di nuovo. L'account e la password non cambiano. Anche l'indirizzo del suo calendario delle scadenze, se ne ha uno, verrà disattivato.`,
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Termina sessioni' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(shownToast(page)).toHaveText(
    new RegExp(`^Sessioni terminate\\s*${client.username}: 1 sessione chiusa\\.`),
  );
  await expect(button).toBeFocused();

  await clientBrowser.page.reload();
  await expect(clientBrowser.page).toHaveURL('/auth');
  await clientBrowser.context.close();
});
