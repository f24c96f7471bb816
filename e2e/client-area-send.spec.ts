import { expect as baseExpect, devices, type Page } from '@playwright/test';
import { CLIENT_UPLOAD_ACCEPT } from '../common/client-uploads';
import { currentYear } from '../common/document-categories';
import { exeFile, jpegFile, pdfFile } from '../test/support/document-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { openSendTab, pickFiles, readQueueRecord, recordQueue } from './support/client-area-send';
import { e2eAdmin, e2eClients } from './support/fixtures';
import { shownToast, signInApi, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// A busy machine (two cores shared by builds and parallel workers): generous steps.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// Chiara sends from her phone: a phone's viewport, touch, and Italian time.
const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
// bypassCSP: axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ ...phone, timezoneId: 'Europe/Rome', bypassCSP: true });

const chiara = e2eClients.chiara;
const photo = { name: 'Scontrino ottico.jpg', mimeType: 'image/jpeg', buffer: jpegFile() };
// About 3 MB: sent in many pieces under the throttled upload below, so progress shows in between.
const receipt = {
  name: 'Ricevuta farmacia.pdf',
  mimeType: 'application/pdf',
  buffer: pdfFile(`Ricevuta ${'farmaco '.repeat(400_000)}`),
};
// A program dressed as a PDF: the server reads the bytes and refuses it.
const disguised = { name: 'Fattura luce.pdf', mimeType: 'application/pdf', buffer: exeFile() };

async function signedIn(page: Page) {
  await page.goto('/');
  await signInWithRequest(page, chiara);
  return openSendTab(page);
}

/** Slows the upload to about 2 MB/s so byte progress is visible, as on a phone's connection. */
async function throttleUpload(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
}

test('from a phone: three files, byte progress, the refused one keeps its error and a retry, the sent ones are listed', async ({
  page,
  playwright,
}) => {
  const panel = await signedIn(page);
  const toast = shownToast(page);
  // On a touch screen the camera has its own button.
  await expect(panel.getByRole('button', { name: 'Scatta una foto' })).toBeVisible();

  const chooser = await pickFiles(page, panel, [photo, receipt, disguised]);
  expect(chooser.isMultiple()).toBe(true);
  await expect(panel.locator('input[type=file][multiple]')).toHaveAttribute('accept', CLIENT_UPLOAD_ACCEPT);
  // The queue's name tells how many files it holds.
  const entries = panel.getByRole('list', { name: /^\d+ file da inviare$/ }).getByRole('listitem');
  await expect(panel.getByRole('list', { name: '3 file da inviare' })).toBeVisible();
  await expect(entries).toHaveCount(3);
  await expect(entries.getByText('Stato: In attesa', { exact: true })).toHaveCount(3);
  // The title starts as the file name without its extension; the year as this year.
  await expect(panel.getByLabel(`Titolo per ${receipt.name}`)).toHaveValue('Ricevuta farmacia');
  await expect(panel.getByLabel(`Titolo per ${photo.name}`)).toHaveValue('Scontrino ottico');
  await expect(panel.getByLabel(`Anno per ${photo.name}`)).toHaveValue(String(currentYear()));

  // No category yet: nothing goes, the first file without one is marked and focused.
  const send = panel.getByRole('button', { name: 'Invia 3 documenti' });
  await send.click();
  await expect(panel.getByRole('alert')).toHaveText('Scegli la categoria di ogni file prima di inviare');
  const firstCategory = panel.getByLabel(`Categoria per ${photo.name}`);
  await expect(firstCategory).toBeFocused();
  await expect(firstCategory).toHaveAttribute('aria-invalid', 'true');
  await expect(firstCategory).toHaveAccessibleDescription('Seleziona una categoria');

  await panel.getByLabel('Stessa categoria per tutti').selectOption({ label: 'Spese e detrazioni' });
  await panel.getByLabel(`Categoria per ${disguised.name}`).selectOption({ label: 'Fatture' });
  await panel.getByLabel(`Anno per ${photo.name}`).selectOption(String(currentYear() - 1));
  await expect(firstCategory).toHaveAttribute('aria-invalid', 'false');
  const note = panel.getByLabel('Nota per lo studio (facoltativa)');
  await note.fill('Spese mediche per il 730');
  await expect(note).toHaveAccessibleDescription(/24 di 1000 caratteri/);

  // The first file (the photo) is held on its way, to look at the run in progress; the others go at a
  // phone's pace.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    '**/api/client-uploads',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await throttleUpload(page);
  await recordQueue(page);
  await send.click();
  await expect(entries.nth(0).getByText('Stato: Invio in corso', { exact: true })).toBeVisible();
  await expect(entries.getByText('Stato: In attesa', { exact: true })).toHaveCount(2);
  const overall = panel.getByRole('progressbar', { name: /^Invio complessivo: file 1 di 3/ });
  await expect(overall).toHaveAttribute('aria-valuenow', '0');
  await expect(panel.getByRole('progressbar', { name: 'Invio di Scontrino ottico' })).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: 'Invio del file' })).toHaveText(
    'Invio del file 1 di 3: Scontrino ottico',
  );
  await expect(panel.getByRole('button', { name: 'Invio in corso...' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(panel.getByLabel(`Titolo per ${photo.name}`)).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Scegli i file' })).toBeDisabled();

  // Another tab meanwhile: the sending goes on.
  await page.getByRole('tab', { name: 'Profilo' }).click();
  release();
  await expect(toast).toHaveText(
    /^Invio completato in parte\s*2 documenti inviati, 1 documento non inviato: puoi riprovare\./,
  );
  await expect(toast).toHaveClass(/destructive/);
  await page.getByRole('tab', { name: 'Invia documenti' }).click();

  // Each file went through its states; the bars moved with the bytes.
  const record = await readQueueRecord(page);
  expect(record.states[receipt.name]).toEqual(['In attesa', 'Invio in corso', 'Inviato']);
  expect(record.states[photo.name]).toEqual(['In attesa', 'Invio in corso', 'Inviato']);
  expect(record.states[disguised.name]).toEqual(['In attesa', 'Invio in corso', 'Errore']);
  const receiptBar = record.values['Invio di Ricevuta farmacia'] ?? [];
  expect(receiptBar[0]).toBe(0);
  expect(
    receiptBar.some((v) => v > 0 && v < 100),
    `receipt progress ${receiptBar.join(',')}`,
  ).toBe(true);
  const overallValues = Object.entries(record.values)
    .filter(([name]) => name.startsWith('Invio complessivo'))
    .flatMap(([, values]) => values);
  expect(
    overallValues.some((v) => v > 0 && v < 100),
    `overall ${overallValues.join(',')}`,
  ).toBe(true);

  // Only the refused file stays, with the server's reason and a way to retry it.
  await expect(entries).toHaveCount(1);
  const failed = entries.filter({ hasText: disguised.name });
  await expect(failed.getByText('Stato: Errore', { exact: true })).toBeVisible();
  const retry = failed.getByRole('button', { name: `Riprova l'invio di ${disguised.name}` });
  // The server read the bytes: not a PDF, nor any type it takes.
  await expect(retry).toHaveAccessibleDescription(
    /^Tipo di file non supportato: sono accettati PDF, JPG, PNG/,
  );
  const reason = (await retry.evaluate(
    (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
  ))!;
  await expect(failed.getByText(reason, { exact: true })).toBeVisible();
  await expect(panel.getByLabel(`Titolo per ${disguised.name}`)).toHaveAccessibleDescription(reason);
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Riprova tutti (1)' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Retrying it alone fails the same way; it stays, and the focus comes back to its 'Riprova'.
  await retry.click();
  await expect(toast).toHaveText(/^Invio non riuscito\s*Il documento non è stato inviato/);
  await expect(entries).toHaveCount(1);
  await expect(retry).toBeFocused();
  await expect(retry).toHaveAccessibleDescription(reason);

  // The two that went, as the firm has not opened them yet.
  const sent = panel.getByRole('region', { name: 'Documenti inviati' }).getByRole('listitem');
  await expect(sent).toHaveCount(2);
  await expect(sent.getByRole('heading', { level: 3 })).toHaveText(['Ricevuta farmacia', 'Scontrino ottico']);
  await expect(sent.getByText('Stato: Inviato', { exact: true })).toHaveCount(2);
  const receiptItem = sent.filter({ hasText: 'Ricevuta farmacia' });
  await expect(receiptItem).toContainText(`Spese e detrazioni, anno ${currentYear()}`);
  await expect(receiptItem).toContainText(receipt.name);
  await expect(receiptItem).toContainText('Nota: Spese mediche per il 730');
  await expect(sent.filter({ hasText: 'Scontrino ottico' })).toContainText(
    `Spese e detrazioni, anno ${currentYear() - 1}`,
  );

  // Deleted while 'Inviato': asked first, then gone; the focus goes to the list's heading.
  await sent
    .filter({ hasText: 'Scontrino ottico' })
    .getByRole('button', { name: 'Elimina Scontrino ottico' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare il documento?' });
  await expect(dialog).toContainText('«Scontrino ottico» verrà eliminato e lo studio non lo riceverà.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(toast).toHaveText(/^Documento eliminato\s*«Scontrino ottico» è stato eliminato\./);
  await expect(sent).toHaveCount(1);
  await expect(panel.getByRole('heading', { name: 'Documenti inviati' })).toBeFocused();

  // The firm opens the other one while this page still shows it as 'Inviato': deleting it is refused.
  const [own] = (
    (await (await page.request.get('/api/client-uploads')).json()) as { items: { id: number }[] }
  ).items;
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInApi(admin, e2eAdmin);
    expect((await admin.get(`/api/admin/client-uploads/${own!.id}/download`)).status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  await receiptItem.getByRole('button', { name: 'Elimina Ricevuta farmacia' }).click();
  await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(toast).toHaveText(/^Documento già ricevuto/);
  await expect(toast).toHaveClass(/destructive/);
  await expect(receiptItem.getByText('Stato: Ricevuto dallo studio', { exact: true })).toBeVisible();
  await expect(receiptItem.getByRole('button', { name: /^Elimina/ })).toHaveCount(0);
});
