import { expect } from '@playwright/test';
import {
  documentRow,
  listAdminDocuments,
  openAdminTab,
  overviewSection,
  summaryValue,
} from './support/admin-documents';
import { pickClient } from './support/client-picker';
import { e2eClients } from './support/fixtures';
import { shownToast, signInApi } from './support/sign-in';
import { test } from './support/test';

// The seeded instants below as the firm sees them, in Italy.
test.use({ timezoneId: 'Europe/Rome' });

test('the overview filters by client, selects the shown rows, and deletes them with their files', async ({
  page,
  request,
}) => {
  const client = e2eClients.franco;
  await openAdminTab(page, 'Visualizza Documenti');
  const section = await overviewSection(page);
  const filter = section.getByLabel('Filtra per cliente');
  await expect(filter).toHaveValue('');
  await expect(filter).toHaveAttribute('placeholder', 'Tutti i clienti');

  // Every client: client and email columns, figures over all documents (other specs add to them).
  // As shown: the phone's 'Seleziona tutti' beside the box is not drawn on a wide screen.
  await expect(section.getByRole('columnheader')).toHaveText(
    ['', 'Titolo', 'Cliente', 'Email', 'Categoria', 'Anno', 'Tipo', 'Data caricamento', 'Download'],
    { useInnerText: true },
  );
  await expect(summaryValue(page, 'Documenti totali')).toHaveText(/^\d[\d.]*$/);
  await expect(summaryValue(page, 'Clienti con documenti')).toHaveText(/^\d+$/);
  expect(Number(await summaryValue(page, 'Clienti con documenti').textContent())).toBeGreaterThanOrEqual(3);
  await expect(documentRow(page, 'Promemoria scadenze').getByRole('cell')).toHaveText([
    '',
    client.fullName,
    client.email,
    'Altro',
    '2026',
    'TXT',
    '12 mar 2026, 10:15',
    'Scaricato il 13 mar 2026, 08:40',
  ]);

  // One client: those columns go, the cards speak of that client.
  await pickClient(filter, client);
  await expect(section.getByRole('columnheader')).toHaveText(
    ['', 'Titolo', 'Categoria', 'Anno', 'Tipo', 'Data caricamento', 'Download'],
    { useInnerText: true },
  );
  await expect(summaryValue(page, 'Documenti del cliente')).toHaveText('3');
  await expect(summaryValue(page, 'Cliente selezionato')).toHaveText(client.fullName);
  await expect(summaryValue(page, 'Ultimo caricamento')).toHaveText('12 mar 2026, 10:15');
  await expect(summaryValue(page, 'Documenti totali')).toHaveCount(0);
  await expect(section.getByRole('rowheader')).toHaveText([
    'Promemoria scadenzescadenze.txt',
    'Bilancio 2025bilancio-2025.pdf',
    'Lettera di incaricoincarico.docx',
  ]);
  await expect(documentRow(page, 'Lettera di incarico').getByRole('cell')).toHaveText([
    '',
    'Altro',
    '2026',
    'Word',
    '20 gen 2026, 15:30',
    'Non ancora scaricato',
  ]);
  await expect(documentRow(page, 'Bilancio 2025').getByRole('cell').nth(3)).toHaveText('PDF');

  // Selection: one row, then select-all over the shown rows, then none.
  const status = section.getByRole('status').filter({ hasText: 'selezionat' });
  const selectAll = section.getByRole('checkbox', { name: 'Seleziona tutti i documenti' });
  const deleteSelected = section.getByRole('button', { name: 'Elimina Selezionati' });
  await expect(status).toHaveText('0 selezionati');
  await expect(deleteSelected).toBeDisabled();
  await section.getByRole('checkbox', { name: 'Seleziona Bilancio 2025' }).click();
  await expect(status).toHaveText('1 selezionato');
  await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
  await selectAll.click();
  await expect(status).toHaveText('3 selezionati');
  await expect(section.getByRole('checkbox', { checked: true })).toHaveCount(4);
  await selectAll.click();
  await expect(status).toHaveText('0 selezionati');
  await selectAll.click();
  await expect(status).toHaveText('3 selezionati');

  // Another filter clears the selection, even when coming back.
  await pickClient(filter, null);
  await expect(status).toHaveText('0 selezionati');
  await expect(section.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await pickClient(filter, client);
  await expect(status).toHaveText('0 selezionati');
  await expect(deleteSelected).toBeDisabled();

  const ids = (await listAdminDocuments(page, client.username))
    .filter((d) => d.username === client.username)
    .map((d) => d.id);
  expect(ids).toHaveLength(3);
  await selectAll.click();
  await deleteSelected.click();
  const dialog = page.getByRole('alertdialog', { name: 'Eliminare 3 documenti?' });
  await expect(dialog).toHaveAccessibleDescription(
    'I documenti e i loro file verranno eliminati definitivamente: i clienti non potranno più scaricarli.',
  );
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByRole('rowheader')).toHaveCount(3);
  await expect(status).toHaveText('3 selezionati');

  await deleteSelected.click();
  await dialog.getByRole('button', { name: 'Elimina documenti' }).click();
  await expect(shownToast(page)).toHaveText(/^Documenti eliminati\s*3 documenti eliminati\./);
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText('Nessun documento caricato', { exact: true })).toBeVisible();
  await expect(section.getByRole('table')).toHaveCount(0);
  await expect(summaryValue(page, 'Documenti del cliente')).toHaveText('0');
  await expect(summaryValue(page, 'Ultimo caricamento')).toHaveText('Nessuno');

  // The client, on a device of their own: the list is empty and the old links lead nowhere.
  await signInApi(request, client);
  expect((await (await request.get('/api/documents')).json()).items).toEqual([]);
  for (const id of ids) {
    const res = await request.get(`/api/documents/${id}/download`);
    expect(res.status(), `document ${id}`).toBe(404);
    expect(await res.json()).toEqual({ message: 'Documento non trovato' });
  }
});

test('a failed load shows the error text and toast; "Aggiorna" tries again', async ({ page }) => {
  // The connection drops: a real network failure, not a stand-in for our server.
  await page.route('**/api/admin/documents', (route) => route.abort('connectionfailed'));
  await openAdminTab(page, 'Visualizza Documenti');
  const section = page.getByRole('region', { name: 'Visualizza Documenti' });
  await expect(section.getByRole('alert')).toHaveText('Errore nel caricamento dei documenti');
  const toast = shownToast(page);
  await expect(toast).toHaveText(/^Errore nel recupero dei documenti/);
  await expect(toast).toHaveClass(/destructive/);
  await expect(section.getByRole('table')).toHaveCount(0);

  await page.unroute('**/api/admin/documents');
  await page.getByRole('button', { name: 'Aggiorna', exact: true }).click();
  await expect(section.getByRole('table')).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
});
