import { type Browser, expect as baseExpect, devices, type Page } from '@playwright/test';
import { addDays, formatCalendarDate, romeToday } from '../common/calendar-date';
import { exeFile, jpegFile, pdfFile } from '../test/support/document-fixtures';
import { afterNavigation, currentSection, signInAsAdmin, uniqueTag } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { e2eClients } from './support/fixtures';
import { shownToast, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// A busy machine (two cores shared by builds and parallel workers): generous steps.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });
// bypassCSP: axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ timezoneId: 'Europe/Rome', bypassCSP: true });

const { teresa, bruno, irene } = e2eClients;
const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
// The 730 template as migration 0012 ships it.
const TEMPLATE_ITEMS = [
  'Certificazione Unica (CU)',
  'Spese mediche e farmaci',
  'Interessi passivi del mutuo',
  'Spese per ristrutturazione / bonus edilizi',
  'Contratto di affitto',
  'Spese di istruzione',
  "Documento d'identità e tessera sanitaria",
];
const NOT_HELD = 'Contratto di affitto';
const SENT_BACK = 'Spese mediche e farmaci';

async function openRequestsTab(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin?scheda=richieste');
  // Its link may count files to review after its name.
  await expect(currentSection(page)).toHaveText(/^Richieste/, afterNavigation);
  await expect(page.getByRole('heading', { name: 'Richieste di documenti' })).toBeVisible(afterNavigation);
}

async function addRecipient(page: Page, client: { username: string; fullName: string }) {
  const dialog = page.getByRole('dialog', { name: 'Nuova richiesta di documenti' });
  await dialog.getByRole('combobox', { name: 'Aggiungi un cliente' }).fill(client.username);
  await page.getByRole('option').filter({ hasText: client.fullName }).first().click();
  await expect(dialog.getByRole('list', { name: 'Clienti selezionati' })).toContainText(client.fullName);
}

/** Teresa on her phone, signed in, on her area. */
async function teresaOnPhone(browser: Browser) {
  const context = await browser.newContext({ ...phone, timezoneId: 'Europe/Rome', bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithRequest(page, teresa);
  await page.goto('/area-clienti');
  return { context, page };
}

/** Sends a file for an item with the keyboard: Enter on the item's button opens the file chooser. */
async function sendFileFor(
  page: Page,
  item: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Invia file per ${item}` }).press('Enter');
  await (await chooser).setFiles(file);
}

test('the firm asks three clients for the 730 documents; one answers from her phone, an item goes back and is answered again', async ({
  page,
  browser,
}) => {
  const title = `Documenti per il 730 ${uniqueTag('stagione')}`;
  const dueDate = addDays(romeToday(), 10);

  // The firm: its templates, the three shipped among them.
  await openRequestsTab(page);
  await page.getByRole('button', { name: 'Modelli' }).click();
  const templates = page.getByRole('dialog', { name: 'Modelli di richiesta' });
  for (const name of ['730', 'Redditi PF', 'Nuovo cliente']) {
    await expect(templates.getByRole('button', { name: `Modifica ${name}` })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(templates).toBeHidden();

  // A request from the 730 template, for three clients.
  await page.getByRole('button', { name: 'Nuova richiesta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova richiesta di documenti' });
  await dialog.getByLabel('Modello', { exact: true }).selectOption({ label: '730' });
  const checklist = dialog.getByRole('group', { name: 'Documenti da chiedere' });
  await expect(checklist.getByLabel('Nome', { exact: true })).toHaveCount(TEMPLATE_ITEMS.length);
  await dialog.getByLabel('Titolo', { exact: true }).fill(title);
  await dialog.getByLabel('Scadenza', { exact: true }).fill(dueDate);
  await dialog.getByLabel('Messaggio (facoltativo)').fill('Grazie per la collaborazione.');
  await expect(dialog.getByRole('checkbox', { name: '7 giorni prima' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: '1 giorno prima' })).toBeChecked();
  for (const client of [teresa, bruno, irene]) await addRecipient(page, client);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(shownToast(page).filter({ hasText: 'Richiesta inviata a 3 clienti' })).toBeVisible();

  // Followed across clients by its title.
  await page.getByLabel('Richiesta', { exact: true }).selectOption({ label: title });
  await expect(page.getByText('Mostrati 3 di 3 richieste')).toBeVisible();
  const table = page.getByRole('table', { name: 'Richieste di documenti ai clienti' });
  for (const client of [teresa, bruno, irene]) {
    await expect(table.getByRole('button', { name: `${client.fullName}: ${title}` })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Teresa, on her phone: the request comes first in her area.
  const { context, page: phonePage } = await teresaOnPhone(browser);
  const card = phonePage.getByRole('article', { name: title });
  await expect(phonePage.getByRole('heading', { name: 'Richieste dello studio' })).toBeVisible();
  await expect(card).toContainText(`entro il ${formatCalendarDate(dueDate)}`);
  await expect(card).toContainText('Mancano 10 giorni');
  await expect(
    card.getByRole('progressbar', { name: `Completati: 0 di ${TEMPLATE_ITEMS.length}` }),
  ).toBeVisible();
  await expectNoAxeViolations(phonePage);

  // A program dressed as a PDF is refused with the server's reason; the item still waits.
  await sendFileFor(phonePage, TEMPLATE_ITEMS[0]!, {
    name: 'CU 2026.pdf',
    mimeType: 'application/pdf',
    buffer: exeFile(),
  });
  await expect(card.getByRole('button', { name: "Riprova l'invio di CU 2026.pdf" })).toBeVisible();
  await card.getByRole('button', { name: 'Rimuovi CU 2026.pdf' }).press('Enter');

  // Every item answered with the keyboard: a file (a photo for one), and 'Non ho questo documento' for one.
  for (const [index, item] of TEMPLATE_ITEMS.entries()) {
    if (item === NOT_HELD) {
      await phonePage.getByRole('button', { name: `Non ho questo documento (${item})` }).press('Enter');
      const ask = phonePage.getByRole('dialog', { name: 'Non hai questo documento?' });
      await ask.getByLabel('Nota per lo studio (facoltativa)').fill('Abito in una casa di proprietà.');
      await ask.getByRole('button', { name: 'Conferma' }).press('Enter');
      await expect(ask).toBeHidden();
      continue;
    }
    const file =
      index === 1
        ? { name: 'Scontrini farmacia.jpg', mimeType: 'image/jpeg', buffer: jpegFile() }
        : { name: `${item.slice(0, 20)}.pdf`, mimeType: 'application/pdf', buffer: pdfFile(item) };
    await sendFileFor(phonePage, item, file);
    await expect(
      card.getByRole('progressbar', { name: `Completati: ${index + 1} di ${TEMPLATE_ITEMS.length}` }),
    ).toBeVisible();
  }
  await expect(card.getByText('Hai risposto a tutto: grazie!')).toBeVisible();
  await expect(card.getByText('Completa', { exact: true })).toBeVisible();
  await expectNoAxeViolations(phonePage);

  // The firm sees the answers, and sends the medical expenses back.
  await page.getByRole('button', { name: 'Aggiorna elenco' }).click();
  await table.getByRole('button', { name: `${teresa.fullName}: ${title}` }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText('Abito in una casa di proprietà.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Scarica Scontrini farmacia.jpg' })).toBeVisible();
  await detail.getByRole('button', { name: `Accetta ${TEMPLATE_ITEMS[0]}` }).click();
  await detail.getByRole('button', { name: `Da rivedere ${SENT_BACK}` }).click();
  const sendBack = detail.getByRole('form', { name: `Rimanda ${SENT_BACK} al cliente` });
  await sendBack.getByLabel('Cosa va rivisto').fill('Manca lo scontrino di marzo.');
  await sendBack.getByRole('button', { name: 'Rimanda al cliente' }).click();
  await expect(sendBack).toBeHidden();
  await expectNoAxeViolations(page);

  // Teresa reads why, and answers again.
  await phonePage.reload();
  const item = card.getByRole('heading', { name: SENT_BACK });
  await expect(item).toBeVisible(afterNavigation);
  await expect(card.getByText('Manca lo scontrino di marzo.')).toBeVisible();
  await expect(
    card.getByRole('progressbar', { name: `Completati: 6 di ${TEMPLATE_ITEMS.length}` }),
  ).toBeVisible();
  await sendFileFor(phonePage, SENT_BACK, {
    name: 'Scontrino marzo.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile('Scontrino marzo'),
  });
  await expect(card.getByText('Hai risposto a tutto: grazie!')).toBeVisible();
  // And she writes to the firm about the request, in its conversation.
  await card.getByRole('link', { name: `Scrivi allo studio: ${title}` }).click();
  await expect(phonePage.getByLabel('Oggetto')).toHaveValue(title);
  await phonePage.getByLabel('Messaggio').fill('Ecco lo scontrino mancante.');
  await phonePage.getByRole('button', { name: 'Invia allo studio' }).click();
  await expect(phonePage.getByText('Ecco lo scontrino mancante.')).toBeVisible();
  await expect(phonePage.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    /scheda=documenti#richiesta-\d+$/,
  );

  // Her files in 'Invia documenti': the one the firm accepted, unopened, is the firm's now, with no
  // 'Elimina' (the server would refuse it); one the firm has still to review may go.
  await phonePage.goto('/area-clienti?scheda=invia');
  const sent = phonePage.getByRole('list', { name: 'Documenti inviati' });
  const sentFor = (name: string) =>
    sent.getByRole('listitem').filter({ has: phonePage.getByRole('heading', { name, exact: true }) });
  await expect(sentFor(TEMPLATE_ITEMS[0]!)).toContainText('Ricevuto dallo studio');
  await expect(sentFor(TEMPLATE_ITEMS[0]!).getByRole('button')).toHaveCount(0);
  await expect(sentFor(TEMPLATE_ITEMS[2]!)).toContainText('Inviato');
  await expect(
    sentFor(TEMPLATE_ITEMS[2]!).getByRole('button', { name: `Elimina ${TEMPLATE_ITEMS[2]}` }),
  ).toBeVisible();
  await context.close();

  await detail.getByRole('button', { name: 'Chiudi' }).first().click();
  await page.getByRole('button', { name: 'Aggiorna elenco' }).click();
  await table.getByRole('button', { name: `${teresa.fullName}: ${title}` }).click();
  const conversation = page
    .getByRole('dialog', { name: title })
    .getByRole('region', { name: 'Conversazione con il cliente' });
  await expect(conversation.getByText('Ecco lo scontrino mancante.')).toBeVisible();

  // The files sent for the request are received files too, marked with the item they answer.
  await page.goto(`/admin?scheda=ricevuti&q=${encodeURIComponent('Scontrino marzo')}`);
  await expect(page.getByText(`Per: ${title} – ${SENT_BACK}`)).toBeVisible(afterNavigation);
});
