import { createHash } from 'node:crypto';
import { expect as baseExpect, type Page } from '@playwright/test';
import yauzl from 'yauzl';
import { documentCategories } from '../common/document-categories';
import { expectNoAxeViolations } from './support/axe';
import { documentBytes, e2eClients, e2eDocument, e2eDocuments } from './support/fixtures';
import { signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// A busy machine (two cores shared by builds and parallel workers): generous steps.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });
test.use({ timezoneId: 'Europe/Rome' });

const anna = e2eClients.anna;
const annaDocuments = e2eDocuments.filter((d) => d.owner === 'anna');

async function openDocuments(page: Page) {
  await page.goto('/');
  await signInWithRequest(page, anna);
  await page.goto('/area-clienti');
  const panel = page.getByRole('tabpanel', { name: 'Documenti', exact: true });
  await openEveryYear(panel);
  return panel;
}

/** Only the newest year opens by itself; the others load as they are opened, and stay open through the filters. */
async function openEveryYear(panel: ReturnType<Page['locator']>) {
  const closed = panel.getByRole('button', { expanded: false }).filter({ hasText: /^\d{4}\b/ });
  await expect(panel.getByRole('button', { expanded: true }).filter({ hasText: /^2026\b/ })).toBeVisible();
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(panel.getByRole('listitem')).toHaveCount(annaDocuments.length);
}

const yearSection = (panel: ReturnType<Page['locator']>, year: number) =>
  panel.getByRole('region', { name: new RegExp(`^${year}\\b`) });

/** Every entry of a ZIP file: its name and its bytes. */
function unzip(path: string): Promise<{ name: string; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError);
      const entries: { name: string; data: Buffer }[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

test('the documents are grouped by year, newest first, with a count per year and each one’s category', async ({
  page,
}) => {
  const panel = await openDocuments(page);
  await expect(panel).toContainText('5 documenti, dal più recente.');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    /^2026\s*, 2 documenti$/,
    /^2025\s*, 1 documento$/,
    /^2024\s*, 2 documenti$/,
  ]);
  // Within a year, newest upload first.
  await expect(yearSection(panel, 2026).getByRole('heading', { level: 4 })).toHaveText([
    'Modello Redditi 2026',
    'F24 saldo IMU 2026',
  ]);
  await expect(yearSection(panel, 2025).getByRole('heading', { level: 4 })).toHaveText([
    'Modello Redditi 2025',
  ]);
  await expect(yearSection(panel, 2024).getByRole('heading', { level: 4 })).toHaveText([
    'Modello Redditi 2024',
    'Contratto di locazione',
  ]);
  const contract = panel.getByRole('listitem').filter({ hasText: 'Contratto di locazione' });
  await expect(contract).toContainText('Categoria: Contratti e immobili');
  await expect(panel.getByRole('listitem').filter({ hasText: 'F24 saldo IMU 2026' })).toContainText(
    'Categoria: F24 e tributi',
  );
  // The single download stays as it was.
  await expect(
    contract.getByRole('button', { name: 'Scarica Contratto di locazione', exact: true }),
  ).toBeVisible();
});

test('search (title and file name, any case or accent) and the category filter narrow the list', async ({
  page,
}) => {
  const panel = await openDocuments(page);
  const search = panel.getByRole('searchbox', { name: 'Cerca nei documenti' });
  const category = panel.getByRole('combobox', { name: 'Categoria' });
  const titles = panel.getByRole('heading', { level: 4 });

  await search.fill('REDDITI');
  await expect(panel.getByRole('status').first()).toHaveText('3 documenti trovati');
  await expect(titles).toHaveText(['Modello Redditi 2026', 'Modello Redditi 2025', 'Modello Redditi 2024']);
  // An accent the title does not have, in capitals.
  await search.fill('LOCAZIÓNE');
  await expect(titles).toHaveText(['Contratto di locazione']);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([/^2024/]);
  // The file name counts: the 2024 return was saved as redditi-2026.pdf.
  await search.fill('redditi-2026.pdf');
  await expect(titles).toHaveText(['Modello Redditi 2026', 'Modello Redditi 2024']);
  await search.fill('');
  await expect(titles).toHaveCount(5);

  // Every category, in the common order: which ones she has is the server's to know, not a downloaded list's.
  await expect(category.getByRole('option')).toHaveText([
    'Tutte le categorie',
    ...documentCategories.map((c) => c.label),
  ]);
  await category.selectOption({ label: 'Dichiarazioni e bilanci' });
  await expect(panel.getByRole('status').first()).toHaveText('3 documenti trovati');
  await search.fill('2025');
  await expect(titles).toHaveText(['Modello Redditi 2025']);
  await category.selectOption({ label: 'F24 e tributi' });
  await expect(panel.getByRole('status').first()).toHaveText('Nessun documento trovato');
  await expect(panel.getByRole('heading', { name: 'Nessun documento corrisponde ai filtri' })).toBeVisible();
  await panel.getByRole('button', { name: 'Azzera filtri' }).click();
  await expect(titles).toHaveCount(5);
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(category).toHaveValue('');
});

test('two documents with the same file name come as one ZIP with both, byte for byte, and "Nuovo" goes', async ({
  page,
}) => {
  const newer = e2eDocument('Modello Redditi 2026');
  const older = e2eDocument('Modello Redditi 2024');
  expect(newer.filename).toBe(older.filename);
  const panel = await openDocuments(page);
  const row = (title: string) => panel.getByRole('listitem').filter({ hasText: title });
  const download = panel.getByRole('button', { name: /^Scarica selezionati/ });
  await expect(download).toHaveText('Scarica selezionati (0)');
  await expect(download).toHaveAttribute('aria-disabled', 'true');
  await expect(row(newer.title).getByText('Nuovo', { exact: true })).toBeVisible();

  // 'Seleziona tutti' takes what is shown, and only that.
  await panel.getByRole('searchbox', { name: 'Cerca nei documenti' }).fill('redditi');
  const all = panel.getByRole('checkbox', { name: 'Seleziona tutti' });
  await all.click();
  await expect(download).toHaveText('Scarica selezionati (3)');
  await all.click();
  await expect(download).toHaveText('Scarica selezionati (0)');

  await panel.getByRole('checkbox', { name: `Seleziona ${newer.title}` }).click();
  await panel.getByRole('checkbox', { name: `Seleziona ${older.title}` }).click();
  await expect(all).toHaveAttribute('aria-checked', 'mixed');
  await expect(download).toHaveText('Scarica selezionati (2)');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.zip$/);

  const entries = await unzip((await file.path())!);
  expect(entries).toHaveLength(2);
  // Unique names inside the archive, though both files were saved under one name.
  expect(new Set(entries.map((e) => e.name)).size).toBe(2);
  for (const name of entries.map((e) => e.name)) expect(name).toMatch(/redditi-2026.*\.pdf$/);
  expect(entries.map((e) => sha256(e.data)).sort()).toEqual(
    [newer, older].map((d) => sha256(documentBytes(d))).sort(),
  );

  await expect(panel.getByRole('status').filter({ hasText: 'in un file ZIP' })).toHaveText(
    '2 documenti scaricati in un file ZIP',
  );
  await expect(row(newer.title).getByText('Nuovo', { exact: true })).toHaveCount(0);
  await expect(download).toHaveText('Scarica selezionati (0)');
  // Recorded by the server, not only on this page.
  await page.goto('/area-clienti');
  await openEveryYear(panel);
  await expect(panel.getByText('Nuovo', { exact: true })).toHaveCount(0);
});

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the site's CSP rightly forbids.
  test.use({ bypassCSP: true });

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`the grouped documents tab has no axe violations at ${label} width, filtered or not`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const panel = await openDocuments(page);
      await panel.getByRole('checkbox', { name: 'Seleziona Contratto di locazione' }).click();
      await expectNoAxeViolations(page);
      await panel.getByRole('searchbox', { name: 'Cerca nei documenti' }).fill('nessuno così');
      await expect(panel.getByRole('button', { name: 'Azzera filtri' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
