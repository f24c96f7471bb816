import { expect, request } from '@playwright/test';
import { exeFile, pdfFile, zipFile } from '../test/support/document-fixtures';
import { pdfBoxes, pdfLines, pdfPage } from '../test/support/pdf-page';
import { createUserViaApi, newClient, signInAsAdmin, uniqueTag, uniqueTaxIds } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { shownToast, signInApi } from './support/sign-in';
import { test } from './support/test';

test.use({ bypassCSP: true });

test('30 files are sorted by the codes in their names, one ambiguous and one unmatched fixed, then imported', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const a = { ...newClient(uniqueTag('imp-a')), ...uniqueTaxIds() };
  const b = { ...newClient(uniqueTag('imp-b')), ...uniqueTaxIds() };
  const clientA = await createUserViaApi(page, { ...a, partitaIva: undefined });
  const clientB = await createUserViaApi(page, { ...b, codiceFiscale: undefined });

  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfFile(name) });
  const files = [
    ...Array.from({ length: 13 }, (_, i) => pdf(`cedolino_2026_${i + 1}_${a.codiceFiscale}.pdf`)),
    // A program disguised as a PDF: refused by content, as by any upload.
    { name: `cedolino_2026_14_${a.codiceFiscale}.pdf`, mimeType: 'application/pdf', buffer: exeFile() },
    ...Array.from({ length: 14 }, (_, i) => pdf(`F24_2025_${i + 1}_IT${b.partitaIva}.pdf`)),
    pdf(`CU_2026_${a.codiceFiscale}_${b.partitaIva}.pdf`),
    pdf('scansione-001.pdf'),
  ];

  await page.goto('/admin?scheda=importa');
  const section = page.getByRole('region', { name: 'Importa documenti' });
  await section.locator('input[type="file"]').setInputFiles(files);
  await expect(
    section.getByText('30 file: 28 abbinati, 0 da confermare, 1 ambiguo, 1 non abbinato'),
  ).toBeVisible();
  const row = (name: string) => section.getByRole('listitem').filter({ hasText: name });
  await expect(row(`cedolino_2026_1_${a.codiceFiscale}.pdf`)).toContainText(
    `Abbinato a ${a.fullName} (${a.username}) (letto: ${a.codiceFiscale})`,
  );
  await expect(
    row(`F24_2025_1_IT${b.partitaIva}.pdf`).getByRole('combobox', { name: /^Categoria/ }),
  ).toHaveValue('f24-tributi');
  await expect(row(`F24_2025_1_IT${b.partitaIva}.pdf`).getByRole('combobox', { name: /^Anno/ })).toHaveValue(
    '2025',
  );
  await expectNoAxeViolations(page);

  // Nothing goes while a row has no client.
  await section.getByRole('button', { name: 'Importa 30 documenti' }).click();
  await expect(shownToast(page)).toContainText('Assegna un cliente a ogni file');

  await row(`CU_2026_${a.codiceFiscale}`)
    .getByRole('combobox', { name: /^Cliente/ })
    .selectOption({ label: `${a.fullName} (${a.username})` });
  // The picker of the unmatched row (the ambiguous row's select has options of its own).
  const picker = row('scansione-001.pdf').getByRole('combobox', { name: /^Cliente/ });
  await picker.fill(b.username);
  await section
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(b.username) })
    .click();
  await expect(picker).toHaveValue(`${b.fullName} (${b.username})`);
  await section.getByRole('button', { name: 'Importa 30 documenti' }).click();
  await expect(shownToast(page)).toContainText('Importati 29 documenti, 1 non riusciti', { timeout: 60_000 });
  const refused = row(`cedolino_2026_14_${a.codiceFiscale}.pdf`);
  await expect(refused.getByRole('alert')).toContainText(/^Tipo di file non supportato/);
  // It stays, with its message, to be sent again or taken out; the others show 'Importato'.
  await expect(section.getByRole('button', { name: 'Importa 1 documento' })).toBeVisible();
  await refused.getByRole('button', { name: /^Togli/ }).click();
  await expect(section.getByRole('button', { name: 'Nessun documento da importare' })).toBeDisabled();

  // Each client sees their own: A 13 payslips and the CU, B the 14 F24 and the scan.
  for (const [client, credentials, count] of [
    [clientA, a, 14],
    [clientB, b, 15],
  ] as const) {
    const own = await request.newContext({ baseURL });
    await signInApi(own, credentials);
    const listed = await (await own.get('/api/documents?limit=50')).json();
    expect(listed.total, client.username).toBe(count);
    await own.dispose();
  }
});

test('a ZIP chosen in the import is opened in the browser; one whose names leave its folder is refused', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const a = { ...newClient(uniqueTag('zip-a')), ...uniqueTaxIds() };
  await createUserViaApi(page, { ...a, partitaIva: undefined });
  await page.goto('/admin?scheda=importa');
  const section = page.getByRole('region', { name: 'Importa documenti' });
  const input = section.locator('input[type="file"]');

  await input.setInputFiles({
    name: 'pericoloso.zip',
    mimeType: 'application/zip',
    buffer: zipFile([{ name: '../fuori.pdf', data: pdfFile('Fuori') }]),
  });
  await expect(section.getByRole('alert')).toHaveText(
    "pericoloso.zip: il nome «../fuori.pdf» esce dalla cartella dell'archivio. Archivio non importato.",
  );

  await input.setInputFiles({
    name: 'novembre.zip',
    mimeType: 'application/zip',
    buffer: zipFile([
      { name: `novembre/cedolino_2026_11_${a.codiceFiscale}.pdf`, data: pdfFile('Novembre') },
      { name: `novembre/cedolino_2026_10_${a.codiceFiscale}.pdf`, data: pdfFile('Ottobre') },
      { name: 'novembre/scansione.pdf', data: pdfFile('Scansione') },
    ]),
  });
  await expect(
    section.getByText('3 file: 2 abbinati, 0 da confermare, 0 ambigui, 1 non abbinato'),
  ).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  await section
    .getByRole('listitem')
    .filter({ hasText: 'scansione.pdf' })
    .getByRole('button', { name: /^Togli/ })
    .click();
  await section.getByRole('button', { name: 'Importa 2 documenti' }).click();
  await expect(shownToast(page)).toContainText('Importati 2 documenti.');
});

test.describe('under the site’s own content security policy', () => {
  test.use({ bypassCSP: false });

  test('a PDF whose name has no code is matched by its first page, read in the browser', async ({
    page,
    baseURL,
  }) => {
    const refusals: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') refusals.push(m.text());
    });
    await signInAsAdmin(page);
    const a = { ...newClient(uniqueTag('page-a')), ...uniqueTaxIds() };
    const b = { ...newClient(uniqueTag('page-b')), ...uniqueTaxIds() };
    await createUserViaApi(page, { ...a, partitaIva: undefined });
    await createUserViaApi(page, { ...b, codiceFiscale: undefined });
    await page.goto('/admin?scheda=importa');
    const section = page.getByRole('region', { name: 'Importa documenti' });
    const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });
    await section.locator('input[type="file"]').setInputFiles([
      pdf('scansione-cedolino-2026.pdf', pdfLines(['Cedolino paga', `Codice fiscale ${a.codiceFiscale}`])),
      // An F24 prints the contributor's code one character a box.
      pdf('F24-ottobre-2026.pdf', pdfBoxes('CODICE FISCALE', b.partitaIva)),
      pdf('riservato.pdf', pdfPage('BT /F1 11 Tf 50 800 Td (x) Tj ET', { password: true })),
    ]);
    await expect(
      section.getByText('3 file: 2 abbinati, 0 da confermare, 0 ambigui, 1 non abbinato'),
    ).toBeVisible();
    const row = (name: string) => section.getByRole('listitem').filter({ hasText: name });
    await expect(row('scansione-cedolino-2026.pdf')).toContainText(
      `Abbinato a ${a.fullName} (${a.username}) (letto nella prima pagina: ${a.codiceFiscale})`,
    );
    await expect(row('F24-ottobre-2026.pdf')).toContainText(
      `Abbinato a ${b.fullName} (${b.username}) (letto nella prima pagina: ${b.partitaIva})`,
    );
    await expect(row('riservato.pdf')).toContainText(
      'Non abbinato: nessun codice fiscale o partita IVA nel nome e prima pagina non leggibile (PDF protetto da password).',
    );
    await row('riservato.pdf')
      .getByRole('button', { name: /^Togli/ })
      .click();
    await section.getByRole('button', { name: 'Importa 2 documenti' }).click();
    await expect(shownToast(page)).toContainText('Importati 2 documenti.');
    for (const credentials of [a, b]) {
      const own = await request.newContext({ baseURL });
      await signInApi(own, credentials);
      const listed = await (await own.get('/api/documents?limit=50')).json();
      expect(listed.total, credentials.username).toBe(1);
      await own.dispose();
    }
    expect(refusals).toEqual([]);
  });
});
