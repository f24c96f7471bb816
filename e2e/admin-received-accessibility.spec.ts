import { expect } from '@playwright/test';
import { pdfFile, pngFile } from '../test/support/document-fixtures';
import { openUploadMode, overviewSection } from './support/admin-documents';
import {
  createUserViaApi,
  newClient,
  openAdminSection,
  signInAsAdmin,
  uniqueTag,
} from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { pickClient } from './support/client-picker';
import { e2eClients } from './support/fixtures';
import { openReceivedTab, pickReceivedClient, receivedRow, sendAsClient } from './support/received-uploads';
import { test } from './support/test';

// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`“Documenti ricevuti” and the new upload and overview fields have no axe violations at ${label} width`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    // A client of this test's own, so the rows looked at are known whatever other specs send.
    const tag = uniqueTag('axe');
    await signInAsAdmin(page);
    const client = newClient(tag, `Cliente ${tag}`);
    await createUserViaApi(page, client);
    await sendAsClient(request, client, [
      {
        title: `Ricevuta ${tag}`,
        category: 'spese-detrazioni',
        note: `Ricevute delle visite mediche del 2025, ${'per la dichiarazione dei redditi '.repeat(3)}`,
        file: { name: `ricevuta-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdfFile(tag) },
      },
      {
        title: `Foto ${tag}`,
        category: 'documenti-personali',
        file: { name: `foto-${tag}.png`, mimeType: 'image/png', buffer: pngFile() },
      },
    ]);

    // With rows, one selected and a note unfolded.
    const section = await openReceivedTab(page);
    await pickReceivedClient(section, client);
    await expect(section.getByRole('rowheader')).toHaveCount(2);
    // The filtered list itself, not the previous one shown while it loads.
    await expect(section.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await section.getByRole('checkbox', { name: `Seleziona Foto ${tag}` }).click();
    await receivedRow(page, `Ricevuta ${tag}`).getByText('Leggi tutta').click();
    await expectNoAxeViolations(page);
    // The wide table scrolls inside its frame: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // With filters that leave nothing.
    await section.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Contratti e immobili' });
    await expect(section.getByRole('button', { name: 'Azzera filtri' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The upload forms with their new fields, each with its validation message showing.
    await openAdminSection(page, 'Carica Documenti');
    const single = await openUploadMode(page, 'Caricamento Singolo');
    await single.getByRole('button', { name: 'Carica documento' }).click();
    await expect(single.getByText('Seleziona una categoria', { exact: true }).last()).toBeVisible();
    await expectNoAxeViolations(page);
    const bulk = await openUploadMode(page, 'Caricamento Massivo');
    await bulk.getByLabel('Seleziona file').setInputFiles([
      { name: 'Bilancio.pdf', mimeType: 'application/pdf', buffer: pdfFile() },
      { name: 'Foto.png', mimeType: 'image/png', buffer: pngFile() },
    ]);
    await pickClient(bulk.getByLabel('Assegna tutti i file a'), e2eClients.marco);
    await bulk.getByRole('button', { name: 'Carica i documenti' }).click();
    await expect(bulk.getByLabel('Categoria per Foto.png')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await bulk.getByRole('button', { name: 'Rimuovi Tutti' }).click();

    // The overview with its new filters, then with a search that finds nothing.
    await openAdminSection(page, 'Visualizza Documenti');
    const overview = await overviewSection(page);
    await overview.getByLabel('Filtra per categoria').selectOption({ label: 'Dichiarazioni e bilanci' });
    await expect(overview.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
    await overview
      .getByRole('searchbox', { name: 'Cerca per titolo, file o cliente' })
      .fill(`nessuno ${tag}`);
    await expect(overview.getByRole('button', { name: 'Azzera filtri' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
