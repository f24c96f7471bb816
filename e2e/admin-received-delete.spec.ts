import { expect } from '@playwright/test';
import { pdfFile } from '../test/support/document-fixtures';
import {
  createUserViaApi,
  findUser,
  newClient,
  openAdminSection,
  signInAsAdmin,
  uniqueTag,
  userRow,
} from './support/admin-users';
import {
  listReceived,
  openReceivedTab,
  pickReceivedClient,
  receivedRow,
  sendAsClient,
} from './support/received-uploads';
import { test } from './support/test';

test('the admin deletes a received file for good, after confirming; the others stay', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('elimina');
  await signInAsAdmin(page);
  const client = newClient(tag, `Cliente ${tag}`);
  await createUserViaApi(page, client);
  const [wrong, kept] = await sendAsClient(request, client, [
    {
      title: `Sbagliato ${tag}`,
      category: 'altro',
      file: { name: `sbagliato-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdfFile('Sbagliato') },
    },
    {
      title: `Giusto ${tag}`,
      category: 'fatture',
      file: { name: `giusto-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdfFile('Giusto') },
    },
  ]);

  const section = await openReceivedTab(page);
  await pickReceivedClient(section, client);
  await expect(section.getByRole('rowheader')).toHaveCount(2);
  await section.getByRole('checkbox', { name: `Seleziona Sbagliato ${tag}` }).click();
  await section.getByRole('button', { name: 'Elimina selezionati' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Eliminare il documento selezionato?' });
  await expect(dialog).toContainText('eliminati definitivamente dal portale');
  // Cancelling keeps it.
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(receivedRow(page, `Sbagliato ${tag}`)).toBeVisible();

  await section.getByRole('button', { name: 'Elimina selezionati' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina documenti' }).click();
  await expect(page.getByText('1 documento eliminato.', { exact: true })).toBeVisible();
  await expect(receivedRow(page, `Sbagliato ${tag}`)).toHaveCount(0);
  await expect(receivedRow(page, `Giusto ${tag}`)).toBeVisible();

  const left = (await listReceived(page, `?state=new,seen,archived&q=${encodeURIComponent(tag)}`)).map(
    (u) => u.id,
  );
  expect(left).not.toContain(wrong!.id);
  expect(left).toContain(kept!.id);
  // The client no longer has it either.
  const own = await request.get('/api/client-uploads');
  expect((await own.json()).items.map((u: { id: number }) => u.id)).toEqual([kept!.id]);
});

test("'Aggiorna' shows what a client sent meanwhile; deleting the client takes their files off the list", async ({
  page,
  request,
}) => {
  const tag = uniqueTag('aggiorna');
  await signInAsAdmin(page);
  const client = newClient(tag, `Cliente ${tag}`);
  await createUserViaApi(page, client);
  await sendAsClient(request, client, [
    {
      title: `Primo ${tag}`,
      category: 'fatture',
      file: { name: `primo-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdfFile('Primo') },
    },
  ]);
  const section = await openReceivedTab(page);
  await expect(receivedRow(page, `Primo ${tag}`)).toBeVisible();

  // Sent while the admin has the list open.
  await sendAsClient(request, client, [
    {
      title: `Secondo ${tag}`,
      category: 'fatture',
      file: { name: `secondo-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdfFile('Secondo') },
    },
  ]);
  await page.getByRole('button', { name: 'Aggiorna', exact: true }).click();
  await expect(receivedRow(page, `Secondo ${tag}`)).toBeVisible();

  await openAdminSection(page, 'Gestione Utenti');
  const row = await findUser(page, client.username);
  await row.getByRole('button', { name: `Elimina utente ${client.username}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Non ha documenti caricati.Verranno eliminati anche 2 documenti che ha inviato allo studio.',
  );
  await dialog.getByRole('button', { name: 'Elimina utente', exact: true }).click();
  await expect(userRow(page, client.username)).toHaveCount(0);

  await openAdminSection(page, /^Documenti ricevuti/);
  await expect(section.getByRole('heading', { name: 'Documenti ricevuti' })).toBeVisible();
  await expect(receivedRow(page, `Primo ${tag}`)).toHaveCount(0);
  await expect(receivedRow(page, `Secondo ${tag}`)).toHaveCount(0);
});
