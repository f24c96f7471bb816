import { expect } from '@playwright/test';
import { SINGLE_UPLOAD_ACCEPT } from '../common/documents';
import { htmlPage, pdfFile } from '../test/support/document-fixtures';
import {
  documentRow,
  listAdminDocuments,
  openAdminTab,
  openUploadMode,
  overviewSection,
} from './support/admin-documents';
import { openAdminSection, uniqueTag } from './support/admin-users';
import { pickClient } from './support/client-picker';
import { e2eAdmin, e2eClients } from './support/fixtures';
import { shownToast } from './support/sign-in';
import { test } from './support/test';

// Dates on screen are in the browser's zone: the firm's.
test.use({ timezoneId: 'Europe/Rome' });

test('the single upload checks its fields, refuses a disguised file with the server’s reason, and stores a real PDF', async ({
  page,
}) => {
  const client = e2eClients.elena;
  const title = `Dichiarazione IVA ${uniqueTag('singolo')}`;
  const pdf = pdfFile(title);
  await openAdminTab(page, 'Carica Documenti');
  const panel = await openUploadMode(page, 'Caricamento Singolo');
  await expect(panel.getByRole('heading', { name: 'Carica Documento' })).toBeVisible();
  const form = {
    title: panel.getByLabel('Titolo'),
    client: panel.getByLabel('Cliente'),
    category: panel.getByLabel('Categoria'),
    file: panel.getByLabel('File', { exact: true }),
    submit: panel.getByRole('button', { name: 'Carica documento' }),
  };
  await expect(form.file).toHaveAttribute('accept', SINGLE_UPLOAD_ACCEPT);
  // The main administrator never receives documents: only clients are offered.
  await form.client.fill(e2eAdmin.username);
  await expect(panel.getByText('Nessun cliente trovato')).toBeVisible();
  await form.client.press('Escape');
  await form.client.fill('');

  // Nothing filled: each field says what is missing, and nothing is sent.
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/documents/upload')) uploads++;
  });
  await form.submit.click();
  await expect(form.title).toHaveAccessibleDescription('Il titolo è obbligatorio');
  await expect(form.client).toHaveAccessibleDescription('Seleziona un utente');
  await expect(form.category).toHaveAccessibleDescription('Seleziona una categoria');
  await expect(form.file).toHaveAccessibleDescription(/Seleziona un file da caricare$/);
  await expect(form.title).toHaveAttribute('aria-invalid', 'true');
  expect(uploads).toBe(0);

  // An HTML page named .pdf: the server reads the content and refuses it.
  await form.title.fill(title);
  await pickClient(form.client, client);
  await form.category.selectOption({ label: 'Dichiarazioni e bilanci' });
  await form.file.setInputFiles({ name: 'fattura.pdf', mimeType: 'application/pdf', buffer: htmlPage() });
  await form.submit.click();
  const toast = shownToast(page);
  await expect(toast).toHaveText(
    /^Errore\s*Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, fatture XML \(FatturaPA\) e file firmati \.p7m/,
  );
  await expect(toast).toHaveClass(/destructive/);
  expect(uploads).toBe(1);
  // The form keeps what was typed, ready for another file.
  await expect(form.title).toHaveValue(title);
  await expect(form.title).not.toHaveAttribute('aria-invalid', 'true');

  await form.file.setInputFiles({ name: 'Dichiarazione IVA.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.submit.click();
  await expect(shownToast(page).filter({ hasText: 'Successo' })).toHaveText(
    /^Successo\s*Documento caricato con successo/,
  );
  // Emptied for the next document, which starts from the title.
  await expect(form.title).toHaveValue('');
  await expect(form.client).toHaveValue('');
  await expect(form.category).toHaveValue('');
  await expect(form.title).toBeFocused();

  // The server holds exactly the bytes sent, for that client.
  const stored = (await listAdminDocuments(page, title)).filter((d) => d.title === title);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    username: client.username,
    filename: 'Dichiarazione IVA.pdf',
    filetype: 'application/pdf',
    size: pdf.length,
    firstDownloadedAt: null,
  });
  const download = await page.request.get(`/api/documents/${stored[0]!.id}/download`);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);

  // The overview's list was refreshed: the new document is there at once.
  await openAdminSection(page, 'Visualizza Documenti');
  const section = await overviewSection(page);
  await pickClient(section.getByLabel('Filtra per cliente'), client);
  const row = documentRow(page, title);
  await expect(row.getByRole('rowheader')).toHaveText(`${title}Dichiarazione IVA.pdf`);
  await expect(row.getByRole('cell')).toHaveText([
    '',
    'Dichiarazioni e bilanci',
    /^\d{4}$/,
    'PDF',
    /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    'Non ancora scaricato',
  ]);
});
