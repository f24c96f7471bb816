import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { unzipEntries } from '../test/support/unzip';
import { overviewSection } from './support/admin-documents';
import { afterNavigation, signInAsAdmin } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { pickClient } from './support/client-picker';
import {
  MANY_DOCUMENTS,
  MANY_DOCUMENTS_PERCHE,
  MANY_DOCUMENTS_YEARS,
  manyDocumentsClient,
  manyDocumentsIn,
} from './support/documents-many';
import { signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// Thousands of rows on a machine shared by parallel specs: generous, as the other paging specs.
test.describe.configure({ timeout: 300_000 });
test.use({ bypassCSP: true, timezoneId: 'Europe/Rome' });

const number = (n: number) => n.toLocaleString('it-IT');

test('the firm’s ten-year archive of one client: a page at a time, filters in the address, every match as one ZIP', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?scheda=documenti');
  const section = await overviewSection(page);
  const shown = section.getByText(/^Mostrati /);

  await pickClient(section.getByRole('combobox', { name: 'Filtra per cliente' }), manyDocumentsClient);
  await expect(page).toHaveURL(/cliente=\d+/);
  await expect(shown).toHaveText(`Mostrati 50 di ${number(MANY_DOCUMENTS)} documenti`);
  await section.getByRole('button', { name: 'Carica altri' }).click();
  await expect(shown).toHaveText(`Mostrati 100 di ${number(MANY_DOCUMENTS)} documenti`);

  // A year in the address survives a reload.
  await section.getByLabel('Filtra per anno').selectOption('2019');
  await expect(page).toHaveURL(/anno=2019/);
  await expect(shown).toHaveText(`Mostrati 50 di ${manyDocumentsIn(2019)} documenti`);
  await page.reload();
  await expect(section.getByLabel('Filtra per anno')).toHaveValue('2019', afterNavigation);
  await expect(shown).toHaveText(`Mostrati 50 di ${manyDocumentsIn(2019)} documenti`);

  // Searched in the database, without the accent; every match, not only the rows loaded, as one ZIP.
  await section.getByLabel('Filtra per anno').selectOption('');
  await section.getByRole('searchbox', { name: 'Cerca per titolo, file o cliente' }).fill('perche');
  await expect(page).toHaveURL(/q=perche/);
  await expect(shown).toHaveText(`Mostrati 50 di ${MANY_DOCUMENTS_PERCHE} documenti`);
  await section.getByRole('checkbox', { name: 'Seleziona tutti i documenti' }).click();
  await section.getByRole('button', { name: `Seleziona tutti i ${MANY_DOCUMENTS_PERCHE} risultati` }).click();
  await expect(section.getByText(`Tutti i ${MANY_DOCUMENTS_PERCHE} risultati selezionati`)).toBeVisible();
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Scarica selezionati (ZIP)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  // From the top: scrolled where the last click left it, the filters pass under the site's sticky
  // header, and axe counts a control half under it as too small a target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});

async function openArea(page: Page) {
  await page.goto('/');
  await signInWithRequest(page, manyDocumentsClient);
  await page.goto('/area-clienti');
  return page.getByRole('tabpanel', { name: 'Documenti', exact: true });
}

const yearButton = (panel: ReturnType<Page['locator']>, year: number) =>
  panel.getByRole('button', { name: new RegExp(`^${year}\\b`) });

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`a client with ten years of documents (${viewport.name}): year by year, a page at a time, search in the address`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    const panel = await openArea(page);
    // Every year is there, newest first; only the newest is open, its first page shown.
    const years = panel
      .getByRole('button', { expanded: false })
      .or(panel.getByRole('button', { expanded: true }));
    await expect(years).toHaveText(MANY_DOCUMENTS_YEARS.map((y) => new RegExp(`^${y}\\b`)));
    await expect(yearButton(panel, 2024)).toHaveAttribute('aria-expanded', 'true');
    const shown2024 = panel.getByText(/^Mostrati .* del 2024$/);
    await expect(shown2024).toHaveText(`Mostrati 50 di ${manyDocumentsIn(2024)} documenti del 2024`);
    await panel.getByRole('button', { name: 'Carica altri' }).click();
    await expect(shown2024).toHaveText(`Mostrati 100 di ${manyDocumentsIn(2024)} documenti del 2024`);

    // An older year loads when it is opened.
    await yearButton(panel, 2016).click();
    await expect(yearButton(panel, 2016)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByText(/^Mostrati .* del 2016$/)).toHaveText(
      `Mostrati 50 di ${manyDocumentsIn(2016)} documenti del 2016`,
    );

    // Searched in the database without the accent, kept in the address across a reload.
    await panel.getByRole('searchbox', { name: 'Cerca nei documenti' }).fill('perche');
    await expect(page).toHaveURL(/q=perche/);
    await expect(years).toHaveText([/^2024\b/]);
    await expect(shown2024).toHaveText(`Mostrati 50 di ${MANY_DOCUMENTS_PERCHE} documenti del 2024`);
    await page.reload();
    await expect(panel.getByRole('searchbox', { name: 'Cerca nei documenti' })).toHaveValue('perche');
    await expect(shown2024).toHaveText(`Mostrati 50 di ${MANY_DOCUMENTS_PERCHE} documenti del 2024`);

    // Every match, the ten not loaded too, as one ZIP the server fills by the search.
    await panel.getByText('Seleziona tutti', { exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Scarica selezionati (50)' })).toBeVisible();
    await panel.getByRole('button', { name: `Seleziona tutti i ${MANY_DOCUMENTS_PERCHE} documenti` }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'documenti selezionati' })).toHaveText(
      `Tutti i ${MANY_DOCUMENTS_PERCHE} documenti selezionati`,
    );
    // The offer is gone: the keyboard focus is on what replaced it, not lost to the page.
    await expect(panel.getByRole('button', { name: 'Annulla selezione' })).toBeFocused();
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: `Scarica selezionati (${MANY_DOCUMENTS_PERCHE})` }).click(),
    ]);
    const entries = await unzipEntries(await readFile((await zip.path())!));
    expect(entries.map((e) => e.name).sort()).toEqual(
      Array.from({ length: MANY_DOCUMENTS_PERCHE }, (_v, i) => `perche-${i + 1}.pdf`).sort(),
    );
    await expectNoAxeViolations(page);
  });
}
