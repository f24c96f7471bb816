import { expect as baseExpect } from '@playwright/test';
import { formatCalendarDate, romeToday } from '../common/calendar-date';
import {
  createUserViaApi,
  findUser,
  newClient,
  openUsersTab,
  signInAsAdmin,
  uniqueTag,
} from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { shownToast, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
// bypassCSP: axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ timezoneId: 'Europe/Rome', bypassCSP: true });

test("the profile's calendar card says when a calendar last read the address, and the firm's 'Termina sessioni' ends it", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const client = newClient(uniqueTag('calendario'));
  await createUserViaApi(page, client);

  const context = await browser.newContext({ timezoneId: 'Europe/Rome', bypassCSP: true });
  const own = await context.newPage();
  await own.goto('/');
  await signInWithRequest(own, client);
  await own.goto('/area-clienti?scheda=profilo');
  const card = own.getByRole('region', { name: 'Calendario delle scadenze' });
  await card.getByRole('button', { name: 'Crea indirizzo del calendario' }).click();
  const feedUrl = await card.getByLabel('Indirizzo del calendario').inputValue();
  await expect(card).toContainText('Nessun calendario ha ancora letto questo indirizzo.');

  // The phone's calendar reads it; the profile, drawn again by the server, says when.
  const feed = await own.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  await own.reload();
  const lastRead = card.getByText(/^Ultima lettura da un calendario:/);
  await expect(lastRead).toHaveText(
    new RegExp(
      `^Ultima lettura da un calendario: ${formatCalendarDate(romeToday())}, \\d{2}:\\d{2} \\(ora italiana\\)\\. Se non la riconosci, rinnova l'indirizzo\\.$`,
    ),
  );
  await expectNoAxeViolations(own);

  // The firm ends the client's sessions: the address goes with them, and the screen says so.
  await openUsersTab(page);
  const row = await findUser(page, client.username);
  await row.getByRole('button', { name: `Termina sessioni di ${client.username}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Terminare le sessioni di ${client.username}?` });
  await expect(dialog).toContainText("Anche l'indirizzo del suo calendario delle scadenze");
  await dialog.getByRole('button', { name: 'Termina sessioni' }).click();
  await expect(shownToast(page)).toContainText(
    `${client.username}: 1 sessione chiusa. Dovrà accedere di nuovo con la sua password. L'indirizzo del calendario di ${client.username} è stato disattivato.`,
  );
  expect((await own.request.get(feedUrl)).status()).toBe(404);

  await own.goto('/');
  await signInWithRequest(own, client);
  await own.goto('/area-clienti?scheda=profilo');
  await expect(card.getByRole('button', { name: 'Crea indirizzo del calendario' })).toBeVisible();
  await context.close();
});
