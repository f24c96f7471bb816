import { expect } from '@playwright/test';
import { signInAsAdmin } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { MANY_RECEIVED, MANY_RECEIVED_PERCHE, manyReceivedClient } from './support/received-many';
import { pickReceivedClient, receivedSection } from './support/received-uploads';
import { test } from './support/test';

test.use({ bypassCSP: true });

const number = (n: number) => n.toLocaleString('it-IT');

test('thousands of received files: a page at a time, filters in the address, every match as one ZIP', async ({
  page,
}) => {
  // Thousands of rows on a machine shared by parallel specs: the axe pass over a full page takes a while.
  test.setTimeout(300_000);
  await signInAsAdmin(page);
  await page.goto('/admin?scheda=ricevuti');
  const section = receivedSection(page);
  const shown = section.getByText(/^Mostrati /);

  // The client's files are all archived: chosen by the picker and the state filter, both kept in the address.
  await pickReceivedClient(section, manyReceivedClient);
  await section.getByLabel('Stato', { exact: true }).selectOption({ label: 'Archiviati' });
  await expect(page).toHaveURL(/state=archived/);
  await expect(page).toHaveURL(/userId=\d+/);
  await expect(shown).toHaveText(`Mostrati 50 di ${number(MANY_RECEIVED)} documenti`);
  await expect(section.getByRole('rowheader')).toHaveCount(50);
  await section.getByRole('button', { name: 'Carica altri' }).click();
  await expect(shown).toHaveText(`Mostrati 100 di ${number(MANY_RECEIVED)} documenti`);
  await expect(section.getByRole('rowheader')).toHaveCount(100);

  // A reload brings back the same list.
  await page.reload();
  await expect(section.getByLabel('Stato', { exact: true })).toHaveValue('archived', { timeout: 20_000 });
  await expect(section.getByRole('combobox', { name: 'Cliente' })).toHaveValue(
    `${manyReceivedClient.fullName} (${manyReceivedClient.username})`,
  );
  await expect(shown).toHaveText(`Mostrati 50 di ${number(MANY_RECEIVED)} documenti`);

  // Searched in the database, without the accent.
  await section.getByRole('searchbox', { name: 'Cerca per titolo o file' }).fill('perche');
  await expect(page).toHaveURL(/q=perche/);
  await expect(shown).toHaveText(`Mostrati 50 di ${MANY_RECEIVED_PERCHE} documenti`);
  await expect(section.getByRole('rowheader').first()).toContainText(`Perché ${MANY_RECEIVED_PERCHE}`);

  // Every match, not only the rows loaded, as one ZIP.
  await section.getByRole('checkbox', { name: 'Seleziona tutti i documenti ricevuti' }).click();
  const status = section.getByRole('status').filter({ hasText: 'selezionat' });
  await expect(status).toHaveText('50 documenti, 50 selezionati');
  await section.getByRole('button', { name: `Seleziona tutti i ${MANY_RECEIVED_PERCHE} risultati` }).click();
  await expect(status).toHaveText(`Tutti i ${MANY_RECEIVED_PERCHE} risultati selezionati`);
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Scarica selezionati (ZIP)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^documenti-ricevuti-\d{4}-\d{2}-\d{2}\.zip$/);
  await expectNoAxeViolations(page);
});
