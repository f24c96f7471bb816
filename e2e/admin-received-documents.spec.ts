import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { fatturaXml, pdfFile, pngFile } from '../test/support/document-fixtures';
import { unzipEntries } from '../test/support/unzip';
import { ITALIAN_SHORT_DATE } from './support/admin-documents';
import { currentSection, panelNav, uniqueTag } from './support/admin-users';
import { e2eClients } from './support/fixtures';
import {
  listReceived,
  newReceivedCount,
  openReceivedTab,
  pickReceivedClient,
  receivedRow,
  sendAsClient,
  sha256,
} from './support/received-uploads';
import { shownToast } from './support/sign-in';
import { test } from './support/test';

// Dates on screen are in the browser's zone: the firm's.
test.use({ timezoneId: 'Europe/Rome' });
test.describe.configure({ timeout: 120_000 });

const davide = e2eClients.davide;

/** The badge's figure on the section's link, 0 when it shows none. */
async function badgeCount(page: Page): Promise<number> {
  const name = await panelNav(page)
    .getByRole('link', { name: /^Documenti ricevuti/ })
    .textContent();
  return Number(/(\d+) nuovi$/.exec(name ?? '')?.[1] ?? 0);
}

/** The badge agrees with the server's count of new files (other specs' clients send meanwhile: retried). */
async function expectBadgeMatchesServer(page: Page) {
  await expect(async () => {
    expect(await badgeCount(page)).toBe(await newReceivedCount(page));
  }).toPass({ timeout: 15_000 });
}

test('the firm finds a client’s files by client, category, year and search, downloads one and a ZIP, archives and restores them', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('ricevuti');
  const note = `Buongiorno, vi mando la fattura della luce di ottobre ${tag}.\nLo scontrino è per la dichiarazione.`;
  const files = {
    bill: {
      title: `Fattura luce ${tag}`,
      category: 'fatture',
      year: 2026,
      note,
      file: { name: `fattura-luce-${tag}.xml`, mimeType: 'text/xml', buffer: fatturaXml() },
    },
    receipt: {
      title: `Scontrino farmacia ${tag}`,
      category: 'spese-detrazioni',
      year: 2025,
      file: { name: `scontrino-${tag}.png`, mimeType: 'image/png', buffer: pngFile() },
    },
    f24: {
      title: `Ricevuta F24 ${tag}`,
      category: 'f24-tributi',
      year: 2026,
      file: { name: `f24-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdfFile(tag) },
    },
  } as const;
  // Davide sends three files in one go, from a device of his own.
  const sent = await sendAsClient(request, davide, [files.bill, files.receipt, files.f24]);
  expect(sent.map((s) => s.status)).toEqual(['sent', 'sent', 'sent']);

  const section = await openReceivedTab(page);
  const link = currentSection(page);
  await expect(link).toContainText('Documenti ricevuti');
  await expect(link).toHaveAccessibleName(/^Documenti ricevuti \d+ nuovi$/);
  expect(await badgeCount(page)).toBeGreaterThanOrEqual(3);

  const filters = {
    client: section.getByLabel('Cliente', { exact: true }),
    category: section.getByLabel('Categoria', { exact: true }),
    year: section.getByLabel('Anno', { exact: true }),
    state: section.getByLabel('Stato', { exact: true }),
    search: section.getByRole('searchbox', { name: 'Cerca per titolo o file' }),
  };
  // The working list by default: new and seen files of every client.
  await expect(filters.state).toHaveValue('todo');
  await expect(filters.state.locator('option:checked')).toHaveText('Da lavorare');
  await expect(filters.client).toHaveValue('');
  // As shown: the phone's 'Seleziona tutti' beside the box is not drawn on a wide screen.
  await expect(section.getByRole('columnheader')).toHaveText(
    ['', 'Titolo', 'Cliente', 'Categoria', 'Anno', 'Nota', 'Dimensione', 'Data', 'Stato', 'Azioni'],
    { useInnerText: true },
  );

  // By client: only his files (he is this spec's alone: a repeated run finds earlier ones too).
  await pickReceivedClient(section, davide);
  const titles = section.getByRole('rowheader');
  await expect(titles.filter({ hasText: tag })).toHaveCount(3);
  await expect(async () => {
    const senders = await section.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(senders.length).toBeGreaterThanOrEqual(3);
    expect(new Set(senders)).toEqual(new Set([davide.fullName]));
  }).toPass();
  // With this run's tag searched too: his three files, newest first.
  await filters.search.fill(tag);
  const theThree = [
    `${files.f24.title}${files.f24.file.name}`,
    `${files.receipt.title}${files.receipt.file.name}`,
    `${files.bill.title}${files.bill.file.name}`,
  ];
  await expect(titles).toHaveText(theThree);
  const bill = receivedRow(page, files.bill.title);
  await expect(bill.getByRole('cell')).toHaveText([
    '',
    davide.fullName,
    'Fatture',
    '2026',
    /^Buongiorno, vi mando la fattura della luce di ottobre… Leggi tutta/,
    /^\d+(,\d)? KB$|^\d+ byte$/,
    ITALIAN_SHORT_DATE,
    'Nuovo',
    /^Scarica.*Archivia/,
  ]);
  // The note is short in the row; it unfolds whole where it is.
  await expect(bill.getByText('Lo scontrino è per la dichiarazione.')).toBeHidden();
  await bill.getByText('Leggi tutta').click();
  await expect(bill.getByText('Lo scontrino è per la dichiarazione.')).toBeVisible();
  await expect(receivedRow(page, files.receipt.title).getByRole('cell').nth(4)).toHaveText('—');

  // By category, then by year, on top of the client: the server filters.
  const listRequest = (test: (url: URL) => boolean) =>
    page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/admin/client-uploads' && test(url);
    });
  const byCategory = listRequest((url) => url.searchParams.get('category') === 'spese-detrazioni');
  await filters.category.selectOption({ label: 'Spese e detrazioni' });
  expect(new URL((await byCategory).url()).searchParams.get('userId')).toMatch(/^\d+$/);
  await expect(titles).toHaveText([`${files.receipt.title}${files.receipt.file.name}`]);
  await filters.category.selectOption({ label: 'Tutte le categorie' });
  await filters.year.selectOption('2025');
  await expect(titles).toHaveText([`${files.receipt.title}${files.receipt.file.name}`]);
  await filters.year.selectOption({ label: 'Tutti gli anni' });
  await expect(titles).toHaveCount(3);

  // By search, across every client: typing settles, then one request carries it.
  await pickReceivedClient(section, null);
  await filters.search.clear();
  const searched = listRequest((url) => url.searchParams.get('q') === `farmacia ${tag}`);
  await filters.search.pressSequentially(`farmacia ${tag}`, { delay: 20 });
  await searched;
  await expect(titles).toHaveText([`${files.receipt.title}${files.receipt.file.name}`]);

  // Nothing matches: said so, and one button clears every filter.
  await pickReceivedClient(section, davide);
  await filters.category.selectOption({ label: 'Contratti e immobili' });
  await expect(section.getByText('Nessun documento corrisponde ai filtri')).toBeVisible();
  await expect(section.getByRole('table')).toHaveCount(0);
  await section.getByRole('button', { name: 'Azzera filtri' }).click();
  await expect(filters.search).toHaveValue('');
  await expect(filters.category).toHaveValue('');
  await expect(filters.client).toHaveValue('');
  await expect(filters.state).toHaveValue('todo');
  await expect(section.getByRole('heading', { name: 'Documenti ricevuti' })).toBeFocused();

  // One file downloaded: exactly what Davide sent, and it is no longer new.
  await pickReceivedClient(section, davide);
  await filters.search.fill(tag);
  await expect(titles).toHaveText(theThree);
  const [single] = await Promise.all([
    page.waitForEvent('download'),
    bill.getByRole('button', { name: `Scarica ${files.bill.title}` }).click(),
  ]);
  expect(single.suggestedFilename()).toBe(files.bill.file.name);
  expect(sha256(await readFile((await single.path())!))).toBe(sha256(files.bill.file.buffer));
  await expect(bill.getByRole('cell').nth(7)).toHaveText('Visto');
  await expectBadgeMatchesServer(page);

  // The other two, selected, as one ZIP: a folder for Davide, the bytes he sent.
  const status = section.getByRole('status').filter({ hasText: 'selezionat' });
  const selectAll = section.getByRole('checkbox', { name: 'Seleziona tutti i documenti ricevuti' });
  await selectAll.click();
  await expect(status).toHaveText('3 documenti, 3 selezionati');
  await section.getByRole('checkbox', { name: `Seleziona ${files.bill.title}` }).click();
  await expect(status).toHaveText('3 documenti, 2 selezionati');
  await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Scarica selezionati (ZIP)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^documenti-ricevuti-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzipEntries((await zip.path())!);
  expect(entries.map((e) => [e.name, e.sha256])).toEqual([
    [`${davide.fullName}/${files.f24.file.name}`, sha256(files.f24.file.buffer)],
    [`${davide.fullName}/${files.receipt.file.name}`, sha256(files.receipt.file.buffer)],
  ]);
  await expect(section.getByRole('status').filter({ hasText: 'in un file ZIP' })).toHaveText(
    '2 documenti scaricati in un file ZIP',
  );
  for (const f of [files.f24, files.receipt]) {
    await expect(receivedRow(page, f.title).getByRole('cell').nth(7)).toHaveText('Visto');
  }
  await expectBadgeMatchesServer(page);

  // Archived: they leave the working list; the selection stays for the next step, then goes.
  await expect(status).toHaveText('3 documenti, 2 selezionati');
  await section.getByRole('button', { name: 'Archivia selezionati' }).click();
  await expect(shownToast(page).filter({ hasText: 'archiviat' })).toHaveText(
    /^Documenti archiviati\s*2 documenti archiviati\./,
  );
  await expect(titles).toHaveText([`${files.bill.title}${files.bill.file.name}`]);
  await expect(status).toHaveText('1 documento, 0 selezionati');

  // Under 'Archiviati'; 'Ripristina' brings one back to the working list.
  await filters.state.selectOption({ label: 'Archiviati' });
  await expect(titles).toHaveText([
    `${files.f24.title}${files.f24.file.name}`,
    `${files.receipt.title}${files.receipt.file.name}`,
  ]);
  await expect(receivedRow(page, files.f24.title).getByRole('cell').nth(7)).toHaveText('Archiviato');
  await receivedRow(page, files.receipt.title)
    .getByRole('button', { name: `Ripristina ${files.receipt.title}` })
    .click();
  await expect(titles).toHaveText([`${files.f24.title}${files.f24.file.name}`]);
  await filters.state.selectOption({ label: 'Da lavorare' });
  await expect(titles).toHaveText([
    `${files.receipt.title}${files.receipt.file.name}`,
    `${files.bill.title}${files.bill.file.name}`,
  ]);
  await expect(receivedRow(page, files.receipt.title).getByRole('cell').nth(7)).toHaveText('Visto');

  // One row archived by its own button.
  await bill.getByRole('button', { name: `Archivia ${files.bill.title}` }).click();
  await expect(titles).toHaveText([`${files.receipt.title}${files.receipt.file.name}`]);
  await filters.state.selectOption({ label: 'Tutti' });
  await expect(titles).toHaveText(theThree);

  // The server holds the same; Davide sees every file as received by the firm.
  const everything = await listReceived(
    page,
    `?userId=${await userId(page, davide.username)}&q=${encodeURIComponent(tag)}`,
  );
  expect(Object.fromEntries(everything.map((i) => [i.title, i.state]))).toEqual({
    [files.bill.title]: 'archived',
    [files.receipt.title]: 'seen',
    [files.f24.title]: 'archived',
  });
  const own = (
    (await (await request.get('/api/client-uploads')).json()) as {
      items: { title: string; status: string }[];
    }
  ).items;
  expect(own.filter((u) => u.title.includes(tag)).map((u) => u.status)).toEqual([
    'received',
    'received',
    'received',
  ]);
});

async function userId(page: Page, username: string): Promise<number> {
  const res = await page.request.get(`/api/admin/users?q=${encodeURIComponent(username)}`);
  const users = ((await res.json()) as { items: { id: number; username: string }[] }).items;
  return users.find((u) => u.username === username)!.id;
}
