import { expect } from '@playwright/test';
import { BULK_UPLOAD_ACCEPT } from '../common/documents';
import { exeFile, pdfFile, pngFile, utf8Text } from '../test/support/document-fixtures';
import { clientOption, listAdminDocuments, openAdminTab, openUploadMode } from './support/admin-documents';
import { uniqueTag } from './support/admin-users';
import { pickClient } from './support/client-picker';
import { e2eClients } from './support/fixtures';
import { shownToast } from './support/sign-in';
import { test } from './support/test';

test('the bulk upload sends several files, keeps the bad one with its error, and clears with "Rimuovi Tutti"', async ({
  page,
}) => {
  const client = e2eClients.marco;
  const tag = uniqueTag('massivo');
  const files = [
    { name: `Bilancio ${tag}.pdf`, mimeType: 'application/pdf', buffer: pdfFile(tag) },
    { name: `Nota spese ${tag}.txt`, mimeType: 'text/plain', buffer: utf8Text() },
    { name: `Ricevuta ${tag}.png`, mimeType: 'image/png', buffer: pngFile() },
    // An executable dressed as a Word document.
    { name: `Contratto ${tag}.docx`, mimeType: 'application/octet-stream', buffer: exeFile() },
  ];
  const [pdf, txt, png, bad] = files.map((f) => f.name) as [string, string, string, string];
  await openAdminTab(page, 'Carica Documenti');
  const panel = await openUploadMode(page, 'Caricamento Massivo');
  await expect(panel.getByRole('heading', { name: 'Caricamento Massivo Documenti' })).toBeVisible();
  const upload = panel.getByRole('button', { name: 'Carica i documenti' });
  const toast = shownToast(page);

  await upload.click();
  await expect(toast).toHaveText(/^Errore\s*Seleziona almeno un file da caricare/);

  const picker = panel.getByLabel('Seleziona file');
  await expect(picker).toHaveAttribute('accept', BULK_UPLOAD_ACCEPT);
  await picker.setInputFiles(files);
  const list = panel.getByRole('list');
  const entries = list.getByRole('listitem');
  await expect(list).toHaveAccessibleName('4 file selezionati');
  await expect(entries).toHaveCount(4);
  // Each title starts as the file name without its extension; every file waits.
  await expect(panel.getByLabel(`Titolo per ${pdf}`)).toHaveValue(`Bilancio ${tag}`);
  await expect(panel.getByLabel(`Titolo per ${txt}`)).toHaveValue(`Nota spese ${tag}`);
  await expect(panel.getByLabel(`Titolo per ${png}`)).toHaveValue(`Ricevuta ${tag}`);
  await expect(entries.getByText('Stato: In attesa', { exact: true })).toHaveCount(4);

  // One file has a client, the others not: the run is refused and they are marked.
  await pickClient(panel.getByLabel(`Cliente per ${pdf}`), client);
  await upload.click();
  await expect(toast).toHaveText(/^Errore\s*Assegna un utente a tutti i file prima di caricare/);
  const txtClient = panel.getByLabel(`Cliente per ${txt}`);
  await expect(txtClient).toHaveAttribute('aria-invalid', 'true');
  await expect(txtClient).toHaveAccessibleDescription('Seleziona un utente');
  await expect(txtClient).toBeFocused();
  await expect(panel.getByLabel(`Cliente per ${pdf}`)).toHaveAttribute('aria-invalid', 'false');

  // A file removed leaves the list; the others keep their place.
  await panel.getByRole('button', { name: `Rimuovi ${png}` }).click();
  await expect(entries).toHaveCount(3);
  await expect(list).toHaveAccessibleName('3 file selezionati');
  await picker.setInputFiles([files[2]!]);
  await expect(entries).toHaveCount(4);

  await pickClient(panel.getByLabel('Assegna tutti i file a'), client);
  for (const name of [pdf, txt, png, bad]) {
    await expect(panel.getByLabel(`Cliente per ${name}`)).toHaveValue(clientOption(client));
  }
  // Every file is filed under a category too (required since documents have categories).
  await panel.getByLabel('Categoria per tutti i file').selectOption({ label: 'Altro' });
  await panel.getByLabel(`Titolo per ${txt}`).fill(`Nota spese marzo ${tag}`);

  // The first file is held on its way to the server, to look at the run in progress.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    '**/api/documents/upload',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await upload.click();
  // One file at a time, in list order; nothing can be changed meanwhile.
  await expect(entries.nth(0).getByText('Stato: In caricamento', { exact: true })).toBeVisible();
  await expect(entries.getByText('Stato: In attesa', { exact: true })).toHaveCount(3);
  await expect(panel.getByRole('progressbar', { name: 'Avanzamento complessivo' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(panel.getByText('0 di 4 file · 0%')).toBeVisible();
  await expect(
    panel.getByRole('progressbar', { name: `File in caricamento: Bilancio ${tag}` }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Caricamento in corso...' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(panel.getByRole('button', { name: 'Rimuovi Tutti' })).toBeDisabled();
  await expect(panel.getByLabel(`Titolo per ${bad}`)).toBeDisabled();
  await expect(picker).toBeDisabled();
  release();

  await expect(toast).toHaveText(/^Upload parzialmente completato\s*3 documenti caricati, 1 errori/);
  await expect(toast).toHaveClass(/destructive/);

  // Some failed, so every entry stays: the good ones as uploaded, the bad one with the server's reason.
  await expect(entries).toHaveCount(4);
  for (const name of [pdf, txt, png]) {
    const entry = entries.filter({ hasText: name });
    await expect(entry.getByText('Stato: Caricato', { exact: true })).toBeVisible();
    // Already on the server: neither editable nor removable.
    await expect(entry.getByRole('button', { name: `Rimuovi ${name}` })).toBeDisabled();
    await expect(panel.getByLabel(`Titolo per ${name}`)).toBeDisabled();
  }
  const failed = entries.filter({ hasText: bad });
  await expect(failed.getByText('Stato: Errore', { exact: true })).toBeVisible();
  const reason =
    'Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, JPG, PNG, fatture XML (FatturaPA) e file firmati .p7m';
  await expect(failed.getByText(reason)).toBeVisible();
  await expect(panel.getByLabel(`Titolo per ${bad}`)).toHaveAccessibleDescription(reason);
  await expect(failed.getByRole('button', { name: `Rimuovi ${bad}` })).toBeEnabled();
  // The run is over: its progress bars are gone.
  await expect(panel.getByRole('progressbar')).toHaveCount(0);

  // The server has the three good files, in the order sent, with their detected types.
  const stored = (await listAdminDocuments(page, tag))
    .filter((d) => d.username === client.username && d.title.includes(tag))
    .sort((a, b) => a.id - b.id);
  expect(stored.map((d) => [d.title, d.filename, d.filetype, d.size])).toEqual([
    [`Bilancio ${tag}`, pdf, 'application/pdf', files[0]!.buffer.length],
    [`Nota spese marzo ${tag}`, txt, 'text/plain; charset=utf-8', files[1]!.buffer.length],
    [`Ricevuta ${tag}`, png, 'image/png', files[2]!.buffer.length],
  ]);

  await panel.getByRole('button', { name: 'Rimuovi Tutti' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(0);
  await expect(picker).toBeFocused();
  await upload.click();
  await expect(toast).toHaveText(/^Errore\s*Seleziona almeno un file da caricare/);
});
