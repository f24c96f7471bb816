import { expect, type Locator, type Page } from '@playwright/test';
import { parcellaXml } from '../test/support/invoice-xml';
import { createAuthority, issueSigner, signEnvelope } from '../test/support/test-pki';
import { openAdminTab, openUploadMode } from './support/admin-documents';
import { createUserViaApi, newClient, signInAsAdmin, uniqueTag } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { openSendTab } from './support/client-area-send';
import { pickClient } from './support/client-picker';
import { openReceivedTab, pickReceivedClient, receivedRow, sendAsClient } from './support/received-uploads';
import { shownToast, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true, timezoneId: 'Europe/Rome', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

const parcella = parcellaXml();

/** What the client and the firm both see on the file's page: the same view on both sides. */
async function expectReadable(page: Page, trigger: Locator, back: string) {
  await trigger.click();
  await expect(page).toHaveURL(/\/(area-clienti\/inviati|admin\/ricevuti)\/\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Parcella /);
  await expect(main.getByRole('heading', { name: 'Firma digitale' })).toBeVisible();
  await expect(main.getByText('Firma valida', { exact: true })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Firmatari' }).getByText('Mario Rossi')).toBeVisible();
  await expect(main.getByText(/elenco europeo dei prestatori fidati/)).toBeVisible();

  // The summary card a phone shows whole: what it is, between whom, the total and what is due.
  const summary = main.getByRole('heading', { name: 'Parcella', exact: true });
  await expect(summary).toBeVisible();
  await expect(main.getByText('n. P/2026/31 del 15 marzo 2026')).toBeVisible();
  await expect(main.getByText('Studio Verdi & Associati S.r.l.').first()).toBeVisible();
  await expect(main.getByText('1.272,80 €').first()).toBeVisible();
  // On the first screen, whole, before anything is scrolled.
  const card = await summary.locator('xpath=ancestor::*[contains(@class,"rounded")][1]').boundingBox();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(card!.y + card!.height).toBeLessThanOrEqual(844);

  // The details below it, codes of the standard in words.
  for (const name of ['Fornitore', 'Cliente', 'Riepilogo IVA', 'Cassa previdenziale', 'Pagamento']) {
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(main.getByText('Onorario dichiarazione dei redditi')).toBeVisible();
  await expect(main.getByText(/N1\b.*esclus/i).first()).toBeVisible();
  await expect(main.getByText(/Bonifico/).first()).toBeVisible();
  await expect(main.getByText(/IT60 X054 2811 1010 0000 0123 456/).first()).toBeVisible();
  await expect(main.getByText('15 maggio 2026').first()).toBeVisible();

  await expectNoAxeViolations(page);
  // Printed, the file alone: the site's header, footer and cookie bar stay off the paper.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(main.getByRole('button', { name: 'Stampa' })).toBeHidden();
  await expect(summary).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  // Nothing of the invoice makes the phone's page scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Back to the list it came from, as it was left.
  await main.getByRole('link', { name: back }).click();
  await expect(trigger).toBeVisible();
}

test('a signed parcella reads as an invoice with its signer, for the client and for the firm, at phone size', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('leggi');
  await signInAsAdmin(page);
  const client = newClient(tag, `Cliente ${tag}`);
  await createUserViaApi(page, client);
  const signer = issueSigner(createAuthority());
  const title = `Parcella ${tag}`;
  await sendAsClient(request, client, [
    {
      title,
      category: 'altro',
      file: {
        name: `parcella-${tag}.xml.p7m`,
        mimeType: 'application/pkcs7-mime',
        buffer: signEnvelope(parcella, signer, { form: 'base64' }),
      },
    },
  ]);

  await page.context().clearCookies();
  await signInWithRequest(page, client);
  const panel = await openSendTab(page);
  const sent = panel
    .getByRole('region', { name: 'Documenti inviati' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expectReadable(
    page,
    sent.getByRole('link', { name: `Leggi ${title}` }),
    'Torna ai documenti inviati',
  );

  await page.context().clearCookies();
  const section = await openReceivedTab(page);
  await pickReceivedClient(section, client);
  await expectReadable(
    page,
    receivedRow(page, title).getByRole('link', { name: `Leggi ${title}` }),
    'Torna ai documenti ricevuti',
  );
});

test('the firm delivers a FatturaPA, its instalment taken as the payment; the client reads it from Documenti', async ({
  page,
}) => {
  const tag = uniqueTag('fattura');
  await signInAsAdmin(page);
  const client = newClient(tag, `Cliente ${tag}`);
  await createUserViaApi(page, client);
  const title = `Parcella ${tag}`;

  await openAdminTab(page, 'Carica Documenti');
  const panel = await openUploadMode(page, 'Caricamento Singolo');
  await panel.getByLabel('Titolo').fill(title);
  await pickClient(panel.getByLabel('Cliente'), client);
  await panel.getByLabel('Categoria').selectOption({ label: 'Altro' });
  await panel.getByLabel('File', { exact: true }).setInputFiles({
    name: `IT01234567890_${tag}.xml`,
    mimeType: 'application/xml',
    buffer: parcella,
  });
  // The file says what is due: offered, never filled in unasked.
  const second = panel.getByRole('button', {
    name: 'Usa come pagamento di 536,40 € entro il 15 maggio 2026',
  });
  await expect(second).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'È un pagamento (F24 o altro)' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await second.click();
  await expect(panel.getByRole('checkbox', { name: 'È un pagamento (F24 o altro)' })).toBeChecked();
  await expect(panel.getByLabel('Importo (€)')).toHaveValue('536,40');
  await expect(panel.getByLabel('Scadenza del pagamento')).toHaveValue('2026-05-15');
  await panel.getByRole('button', { name: 'Carica documento' }).click();
  await expect(shownToast(page).filter({ hasText: 'il cliente lo vede tra le scadenze' })).toBeVisible();

  await page.context().clearCookies();
  await signInWithRequest(page, client);
  await page.goto('/area-clienti');
  // The document's row (the payment's card, above it, links to the same page).
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Scarica ${title}`, exact: true }) });
  const link = row.getByRole('link', { name: `Leggi ${title}` });
  await expect(row.getByText('Nuovo', { exact: true })).toBeVisible();
  await link.click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Parcella', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Scarica il file originale' })).toHaveAttribute(
    'href',
    /^\/api\/documents\/\d+\/download$/,
  );
  await expectNoAxeViolations(page);
  // Read, it is no longer new.
  await main.getByRole('link', { name: 'Torna ai documenti' }).click();
  await expect(link).toBeVisible();
  await expect(row.getByText('Nuovo', { exact: true })).toHaveCount(0);
});
