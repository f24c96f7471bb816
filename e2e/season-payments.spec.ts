import { expect as baseExpect, devices } from '@playwright/test';
import { addDays, formatCalendarDate, romeToday } from '../common/calendar-date';
import { formatEuro } from '../common/format';
import { pdfFile } from '../test/support/document-fixtures';
import { openAdminTab, openUploadMode } from './support/admin-documents';
import { afterNavigation, uniqueTag } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { pickClient } from './support/client-picker';
import { e2eClients } from './support/fixtures';
import { shownToast, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
// bypassCSP: axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ timezoneId: 'Europe/Rome', bypassCSP: true });

const pietro = e2eClients.pietro;
const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];

test('an F24 uploaded with its amount and due date shows in the client’s Scadenze and his calendar, and is marked paid with the receipt', async ({
  page,
  browser,
}) => {
  const title = `F24 saldo IRPEF ${uniqueTag('f24')}`;
  const dueDate = addDays(romeToday(), 5);

  // The firm uploads the F24 as a payment.
  await openAdminTab(page, 'Carica Documenti');
  const panel = await openUploadMode(page, 'Caricamento Singolo');
  await panel.getByLabel('Titolo').fill(title);
  await pickClient(panel.getByLabel('Cliente'), pietro);
  await panel.getByLabel('Categoria').selectOption({ label: 'F24 e tributi' });
  await panel.getByRole('checkbox', { name: 'È un pagamento (F24 o altro)' }).check();
  await panel.getByLabel('Importo (€)').fill('1.250,50');
  await panel.getByLabel('Scadenza del pagamento').fill(dueDate);
  await panel.getByLabel('File', { exact: true }).setInputFiles({
    name: 'F24 saldo.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile(title),
  });
  await panel.getByRole('button', { name: 'Carica documento' }).click();
  await expect(shownToast(page).filter({ hasText: 'il cliente lo vede tra le scadenze' })).toBeVisible();

  // Pietro, on his phone.
  const context = await browser.newContext({ ...phone, timezoneId: 'Europe/Rome', bypassCSP: true });
  const phonePage = await context.newPage();
  await phonePage.goto('/');
  await signInWithRequest(phonePage, pietro);
  await phonePage.goto('/area-clienti');
  const dues = phonePage.getByRole('list', { name: 'Da pagare' });
  const row = dues.getByRole('listitem', { name: title });
  await expect(row).toBeVisible(afterNavigation);
  await expect(row).toContainText('1250,50 €');
  await expect(row).toContainText(`entro il ${formatCalendarDate(dueDate)}`);
  await expect(row).toContainText('Mancano 5 giorni');
  await expectNoAxeViolations(phonePage);

  // His calendar address lists the payment, with its amount and without the file's name.
  await phonePage.getByRole('tab', { name: 'Profilo' }).click();
  await phonePage.getByRole('button', { name: 'Crea indirizzo del calendario' }).click();
  const address = phonePage.getByLabel('Indirizzo del calendario');
  await expect(address).toHaveValue(/\/api\/calendar\//);
  const feedUrl = await address.inputValue();
  const feed = await phonePage.request.get(feedUrl);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = await feed.text();
  expect(ics).toContain(`DTSTART;VALUE=DATE:${dueDate.replaceAll('-', '')}`);
  // RFC 5545 escapes the comma.
  expect(ics).toContain(`SUMMARY:Pagamento: ${title} – ${formatEuro(125050).replace(',', '\\,')}`);
  expect(ics).not.toContain('F24 saldo.pdf');
  await expectNoAxeViolations(phonePage);

  // Paid, with the receipt.
  await phonePage.getByRole('tab', { name: 'Documenti', exact: true }).click();
  await row.getByRole('button', { name: `Segna come pagato: ${title}` }).click();
  const dialog = phonePage.getByRole('dialog', { name: 'Segna come pagato' });
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'Quietanza F24.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile('Quietanza'),
    });
  await expect(dialog.getByRole('button', { name: 'Rimuovi Quietanza F24.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
  await expect(shownToast(phonePage).filter({ hasText: 'Pagamento registrato' })).toBeVisible();
  const paid = phonePage.getByRole('list', { name: 'Pagati' }).getByRole('listitem', { name: title });
  await expect(paid).toContainText('Pagato il');
  await expect(paid).toContainText('Quietanza: Quietanza F24.pdf');
  // Paid, it leaves the calendar.
  expect(await (await phonePage.request.get(feedUrl)).text()).not.toContain(title);
  await context.close();

  // The firm sees it paid, with the receipt to download.
  await page.goto('/admin?scheda=scadenze');
  await page.getByLabel('Filtra per stato').selectOption({ label: 'Pagati' });
  const table = page.getByRole('table', { name: 'Pagamenti dei clienti' });
  const paidRow = table.getByRole('row').filter({ hasText: title });
  await expect(paidRow).toContainText(pietro.fullName);
  await expect(paidRow).toContainText('1250,50 €');
  await expect(
    paidRow.getByRole('button', { name: `Quietanza F24.pdf, quietanza di ${title}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
