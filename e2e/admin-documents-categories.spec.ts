import { expect } from '@playwright/test';
import { currentYear } from '../common/document-categories';
import type { ClientDocument } from '../common/schemas/documents';
import { docxFile, pdfFile } from '../test/support/document-fixtures';
import { unzipEntries } from '../test/support/unzip';
import {
  clientOption,
  documentRow,
  openAdminTab,
  openUploadMode,
  overviewSection,
  summaryValue,
} from './support/admin-documents';
import { uniqueTag } from './support/admin-users';
import { pickClient } from './support/client-picker';
import { documentBytes, e2eClients, e2eDocument } from './support/fixtures';
import { sha256 } from './support/received-uploads';
import { shownToast, signInApi } from './support/sign-in';
import { test } from './support/test';

test('the single upload files the document under the chosen category and year, as the client then sees it', async ({
  page,
  request,
}) => {
  const client = e2eClients.elena;
  const title = `Quietanza F24 ${uniqueTag('categoria')}`;
  await openAdminTab(page, 'Carica Documenti');
  const panel = await openUploadMode(page, 'Caricamento Singolo');
  const category = panel.getByLabel('Categoria');
  const year = panel.getByLabel('Anno');
  // No category until one is chosen; the year is this one (in Italy), the fifteen before it offered too.
  await expect(category).toHaveValue('');
  await expect(year).toHaveValue(String(currentYear()));
  await expect(year.getByRole('option')).toHaveCount(16);

  await panel.getByLabel('Titolo').fill(title);
  await pickClient(panel.getByLabel('Cliente'), client);
  await panel.getByLabel('File', { exact: true }).setInputFiles({
    name: 'quietanza.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile(title),
  });
  await panel.getByRole('button', { name: 'Carica documento' }).click();
  await expect(category).toHaveAccessibleDescription('Seleziona una categoria');
  await expect(category).toBeFocused();

  await category.selectOption({ label: 'F24 e tributi' });
  await year.selectOption(String(currentYear() - 1));
  await panel.getByRole('button', { name: 'Carica documento' }).click();
  await expect(shownToast(page).filter({ hasText: 'Successo' })).toBeVisible();
  await expect(year).toHaveValue(String(currentYear()));

  await signInApi(request, client);
  const own = ((await (await request.get('/api/documents')).json()) as { items: ClientDocument[] }).items;
  expect(own.find((d) => d.title === title)).toMatchObject({
    category: 'f24-tributi',
    year: currentYear() - 1,
  });
});

test('the bulk upload asks a category for every file, sets one for all, and sends each file’s category and year', async ({
  page,
  request,
}) => {
  const client = e2eClients.marco;
  const tag = uniqueTag('massivo-categorie');
  const payslip = `Cedolino ottobre ${tag}.pdf`;
  const contract = `Contratto ${tag}.docx`;
  await openAdminTab(page, 'Carica Documenti');
  const panel = await openUploadMode(page, 'Caricamento Massivo');
  await panel.getByLabel('Seleziona file').setInputFiles([
    { name: payslip, mimeType: 'application/pdf', buffer: pdfFile(tag) },
    { name: contract, mimeType: 'application/octet-stream', buffer: docxFile(tag) },
  ]);
  await expect(panel.getByLabel(`Categoria per ${payslip}`)).toHaveValue('');
  await expect(panel.getByLabel(`Anno per ${payslip}`)).toHaveValue(String(currentYear()));
  await pickClient(panel.getByLabel('Assegna tutti i file a'), client);

  // Without categories the run is refused, and the files missing one are marked.
  const upload = panel.getByRole('button', { name: 'Carica i documenti' });
  await upload.click();
  await expect(shownToast(page)).toHaveText(
    /^Errore\s*Assegna una categoria a tutti i file prima di caricare/,
  );
  const payslipCategory = panel.getByLabel(`Categoria per ${payslip}`);
  await expect(payslipCategory).toHaveAttribute('aria-invalid', 'true');
  await expect(payslipCategory).toHaveAccessibleDescription('Seleziona una categoria');
  await expect(payslipCategory).toBeFocused();

  // One category for all, then one file changed; a year for all, then one file changed.
  await panel.getByLabel('Categoria per tutti i file').selectOption({ label: 'Buste paga e lavoro' });
  await expect(panel.getByLabel(`Categoria per ${contract}`)).toHaveValue('buste-paga-lavoro');
  await expect(payslipCategory).toHaveAttribute('aria-invalid', 'false');
  await panel.getByLabel(`Categoria per ${contract}`).selectOption({ label: 'Contratti e immobili' });
  await expect(panel.getByLabel('Categoria per tutti i file')).toHaveValue('');
  await panel.getByLabel('Anno per tutti i file').selectOption(String(currentYear() - 1));
  await panel.getByLabel(`Anno per ${contract}`).selectOption(String(currentYear() - 3));
  await expect(panel.getByLabel('Anno per tutti i file')).toHaveValue('');
  await upload.click();
  await expect(shownToast(page).filter({ hasText: 'Upload completato' })).toHaveText(
    /^Upload completato\s*2 documenti caricati con successo/,
  );

  await signInApi(request, client);
  const own = ((await (await request.get('/api/documents')).json()) as { items: ClientDocument[] }).items;
  const mine = own.filter((d) => d.title.includes(tag)).sort((a, b) => a.id - b.id);
  expect(mine.map((d) => [d.filename, d.category, d.year])).toEqual([
    [payslip, 'buste-paga-lavoro', currentYear() - 1],
    [contract, 'contratti-immobili', currentYear() - 3],
  ]);
});

test('the overview filters by category, year and search, and downloads the selected documents as one ZIP', async ({
  page,
}) => {
  const anna = e2eClients.anna;
  await openAdminTab(page, 'Visualizza Documenti');
  const section = await overviewSection(page);
  const filters = {
    client: section.getByLabel('Filtra per cliente'),
    category: section.getByLabel('Filtra per categoria'),
    year: section.getByLabel('Filtra per anno'),
    search: section.getByRole('searchbox', { name: 'Cerca per titolo, file o cliente' }),
  };
  await pickClient(filters.client, anna);
  const titles = section.getByRole('rowheader');
  await expect(titles).toHaveCount(5);
  await expect(documentRow(page, 'Contratto di locazione').getByRole('cell')).toHaveText([
    '',
    'Contratti e immobili',
    '2024',
    'PDF',
    /\d{4}, \d{2}:\d{2}$/,
    /^Scaricato il /,
  ]);

  // By category: the figures speak of what is shown; the selection starts again.
  const status = section.getByRole('status').filter({ hasText: 'selezionat' });
  await section.getByRole('checkbox', { name: 'Seleziona Contratto di locazione' }).click();
  await expect(status).toHaveText('1 selezionato');
  await filters.category.selectOption({ label: 'Dichiarazioni e bilanci' });
  await expect(status).toHaveText('0 selezionati');
  await expect(titles).toHaveText([
    'Modello Redditi 2026redditi-2026.pdf',
    'Modello Redditi 2025redditi-2025.pdf',
    'Modello Redditi 2024redditi-2026.pdf',
  ]);
  await expect(summaryValue(page, 'Documenti del cliente')).toHaveText('3');

  // By year, on top of the category: only years that documents have are offered.
  await expect(filters.year.getByRole('option', { name: '2024' })).toHaveCount(1);
  await filters.year.selectOption('2024');
  await expect(titles).toHaveText(['Modello Redditi 2024redditi-2026.pdf']);
  await filters.year.selectOption({ label: 'Tutti gli anni' });

  // A search in title and file name, whatever the case and accents; with the category it finds nothing.
  await filters.search.fill('LOCAZIÓNE');
  await expect(section.getByText('Nessun documento corrisponde ai filtri')).toBeVisible();
  await expect(summaryValue(page, 'Documenti del cliente')).toHaveText('0');
  await section.getByRole('button', { name: 'Azzera filtri' }).click();
  await expect(filters.search).toHaveValue('');
  await expect(filters.category).toHaveValue('');
  await expect(filters.client).toHaveValue(clientOption(anna));
  await filters.search.fill('LOCAZIÓNE');
  await expect(titles).toHaveText(['Contratto di locazionecontratto.pdf']);
  await filters.search.fill('redditi-2026');
  await expect(titles).toHaveText([
    'Modello Redditi 2026redditi-2026.pdf',
    'Modello Redditi 2024redditi-2026.pdf',
  ]);

  // The two shown, as one ZIP: one client, so the files at the top, their equal names made unique.
  await section.getByRole('checkbox', { name: 'Seleziona tutti i documenti' }).click();
  await expect(status).toHaveText('2 selezionati');
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Scarica selezionati (ZIP)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^documenti-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzipEntries((await zip.path())!);
  expect(entries.map((e) => [e.name, e.sha256])).toEqual([
    ['redditi-2026.pdf', sha256(documentBytes(e2eDocument('Modello Redditi 2026')))],
    ['redditi-2026 (2).pdf', sha256(documentBytes(e2eDocument('Modello Redditi 2024')))],
  ]);
  // Still selected: downloaded papers are often deleted next.
  await expect(status).toHaveText('2 selezionati');
  await expect(section.getByRole('button', { name: 'Elimina Selezionati' })).toBeEnabled();
});
