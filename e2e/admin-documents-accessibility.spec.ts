import { expect } from '@playwright/test';
import { pdfFile, utf8Text } from '../test/support/document-fixtures';
import { openAdminTab, openUploadMode, overviewSection } from './support/admin-documents';
import { openAdminSection } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { pickClient } from './support/client-picker';
import { e2eClients } from './support/fixtures';
import { test } from './support/test';

// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

// Only looks: nothing is uploaded or deleted.
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`the upload and overview tabs have no axe violations at ${label} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openAdminTab(page, 'Carica Documenti');
    const single = await openUploadMode(page, 'Caricamento Singolo');
    // With its validation messages showing.
    await single.getByRole('button', { name: 'Carica documento' }).click();
    await expect(single.getByText('Il titolo è obbligatorio')).toBeVisible();
    await expectNoAxeViolations(page);

    const bulk = await openUploadMode(page, 'Caricamento Massivo');
    await bulk.getByLabel('Seleziona file').setInputFiles([
      { name: 'Bilancio.pdf', mimeType: 'application/pdf', buffer: pdfFile() },
      { name: 'Nota.txt', mimeType: 'text/plain', buffer: utf8Text() },
    ]);
    await pickClient(bulk.getByLabel('Cliente per Bilancio.pdf'), e2eClients.marco);
    // A refused run marks the file without a client.
    await bulk.getByRole('button', { name: 'Carica i documenti' }).click();
    await expect(bulk.getByLabel('Cliente per Nota.txt')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await bulk.getByRole('button', { name: 'Rimuovi Tutti' }).click();

    await openAdminSection(page, 'Visualizza Documenti');
    const section = await overviewSection(page);
    await expect(section.getByRole('table')).toBeVisible();
    await section.getByRole('checkbox', { name: 'Seleziona F24 giugno 2026' }).click();
    await expectNoAxeViolations(page);
    await section.getByRole('button', { name: 'Elimina Selezionati' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminare il documento selezionato?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toHaveCount(0);
  });
}
