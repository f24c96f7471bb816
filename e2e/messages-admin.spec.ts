import { expect as baseExpect, type Page } from '@playwright/test';
import { pdfFile } from '../test/support/document-fixtures';
import {
  afterNavigation,
  createUserViaApi,
  newClient,
  openAdminSection,
  panelNav,
  signInAsAdmin,
  uniqueTag,
} from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { newClientSession, readThread, startThread, writeTo } from './support/messages';
import { signInWithForm } from './support/sign-in';
import { test } from './support/test';

// A poll of the open conversation every 5 s, on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

const section = (page: Page) => page.getByRole('region', { name: 'Messaggi con i clienti' });

async function searchThreads(page: Page, q: string) {
  const searched = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/admin/messages/threads' && url.searchParams.get('q') === q;
  });
  await section(page).getByRole('searchbox', { name: 'Cerca nei messaggi' }).fill(q);
  await searched;
}

test('the firm finds a client’s message unread, answers, writes a note, sees it read, closes and sees it reopened', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const { client, request } = await newClientSession(page, 'studio-msg');
  const subject = `Acconto IRPEF ${uniqueTag('oggetto')}`;
  const id = await startThread(request, subject, 'Quando devo pagare l’acconto?');

  await page.goto('/admin?scheda=messaggi');
  await expect(section(page)).toBeVisible(afterNavigation);
  // Other specs write too: the badge counts at least this one.
  await expect(panelNav(page).getByRole('link', { name: /^Messaggi \d+ da leggere$/ })).toBeVisible();
  await section(page).getByLabel('Mostra').selectOption({ label: 'Da leggere' });
  await searchThreads(page, subject);
  const table = section(page).getByRole('table', { name: 'Conversazioni con i clienti, dalla più recente' });
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText(client.fullName);
  await expect(row).toContainText('1 da leggere');
  await row.getByRole('button', { name: `${client.fullName}: ${subject}` }).click();

  const dialog = page.getByRole('dialog', { name: subject });
  const messages = dialog.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText(`${client.fullName} (cliente)`);
  // Opened, so read: it leaves 'Da leggere'.
  await expect
    .poll(async () => (await readThread(page.request, id, 'firm')).messages.items[0]?.readAt)
    .not.toBeNull();
  await expect(messages.first()).toContainText(/Letto da /);

  await dialog
    .getByLabel('Rispondi al cliente')
    .fill('Entro il 30 novembre.\nVedi https://www.agenziaentrate.gov.it');
  await dialog.getByRole('button', { name: 'Invia al cliente' }).click();
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText('Non ancora letto dal cliente');
  await expect(
    messages.nth(1).getByRole('link', { name: 'https://www.agenziaentrate.gov.it' }),
  ).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'Nota interna (solo per lo studio)' }).check();
  await dialog.getByLabel('Nota interna', { exact: true }).fill('Verificare il saldo dell’anno scorso');
  await dialog.getByRole('button', { name: 'Salva nota' }).click();
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(2)).toContainText('Nota interna — non visibile al cliente');
  await expect(messages.nth(2)).toHaveClass(/bg-amber-50/);
  // The client's routes never carry the note.
  const seen = await readThread(request, id, 'client');
  expect(seen.messages.items.map((m) => m.text)).not.toContain('Verificare il saldo dell’anno scorso');
  expect(seen.messages.items.every((m) => !m.internal)).toBe(true);

  // The client opens the conversation: the firm's screen says when, without a reload.
  const read = await request.post(`/api/messages/threads/${id}/read`);
  expect(read.status()).toBe(204);
  await expect(messages.nth(1)).toContainText(/Letto il \d{1,2} \w+ \d{4}, \d{2}:\d{2}/);

  await dialog.getByRole('button', { name: 'Chiudi conversazione' }).click();
  await expect(dialog.getByText('Chiusa: un messaggio del cliente la riapre.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Riapri conversazione' })).toBeVisible();
  await writeTo(request, id, { text: 'Grazie, un’ultima domanda.' }, 'client');
  await expect(messages).toHaveCount(4);
  await expect(dialog.getByRole('button', { name: 'Chiudi conversazione' })).toBeVisible();
  await expect(dialog.getByText('Aperta', { exact: true })).toBeVisible();
  await request.dispose();
});

test('a message to every client a search matches makes one conversation for each, after a confirmation', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const tag = uniqueTag('circolare');
  const first = await newClientSession(page, `${tag}-a`, `Circolare ${tag} Uno`);
  const second = await newClientSession(page, `${tag}-b`, `Circolare ${tag} Due`);
  await page.goto('/admin?scheda=messaggi');
  await expect(section(page)).toBeVisible(afterNavigation);

  await section(page).getByRole('button', { name: 'Scrivi ai clienti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scrivi ai clienti' });
  const subject = `Scadenze di dicembre ${tag}`;
  await dialog.getByLabel('Oggetto').fill(subject);
  await dialog.getByLabel('Messaggio').fill('Gentile cliente, ecco le scadenze del mese.');
  await dialog.getByRole('radio', { name: 'Tutti i clienti' }).check();
  await dialog.getByLabel('Restringi i clienti (facoltativo)').fill(tag);
  await expect(dialog.getByText('Il messaggio andrà a 2 clienti')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(
    dialog.getByText('Verranno create 2 conversazioni, una per cliente.', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Conferma e invia' }).click();
  await expect(dialog).toBeHidden();

  await searchThreads(page, subject);
  const rows = section(page).getByRole('table').getByRole('row').filter({ hasText: subject });
  await expect(rows).toHaveCount(2);
  for (const { request, client } of [first, second]) {
    const res = await request.get('/api/messages/threads');
    const items = ((await res.json()) as { items: { subject: string; unread: number }[] }).items;
    expect(items, client.username).toEqual([expect.objectContaining({ subject, unread: 1 })]);
    await request.dispose();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the section and a conversation fit the screen and pass axe', async ({ page }) => {
    await signInAsAdmin(page);
    const { request } = await newClientSession(page, 'studio-tel');
    const subject = `Dal telefono ${uniqueTag('oggetto')}`;
    const id = await startThread(
      request,
      subject,
      `Un indirizzo lungo: https://www.example.it/${'x'.repeat(120)}`,
    );
    await writeTo(page.request, id, { text: 'Nota per il collega', internal: true }, 'firm');
    await page.goto('/admin');
    await openAdminSection(page, /^Messaggi/);
    await searchThreads(page, subject);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect(section(page).getByRole('button', { name: new RegExp(subject) })).toBeVisible();
    expect(await overflow()).toBe(0);
    await expectNoAxeViolations(page);

    await section(page)
      .getByRole('button', { name: new RegExp(subject) })
      .tap();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog.getByText('Nota interna — non visibile al cliente')).toBeVisible();
    expect(await overflow()).toBe(0);
    await expectNoAxeViolations(page);
    await request.dispose();
  });
});

test("files go both ways: the client's through 'Invia documenti', the firm's as documents of the client; a refused one says why", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const client = newClient(uniqueTag('allegati'));
  await createUserViaApi(page, client);
  const context = await browser.newContext({ bypassCSP: true });
  const clientPage = await context.newPage();
  await signInWithForm(clientPage, client);
  const subject = `Documenti ${uniqueTag('oggetto')}`;

  await clientPage.getByRole('tab', { name: /^Messaggi/ }).click();
  await clientPage.getByRole('button', { name: 'Nuova conversazione' }).click();
  await clientPage.getByLabel('Oggetto').fill(subject);
  await clientPage.getByLabel('Messaggio').fill('Le mando la CU e una prova.');
  const attach = async (target: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) => {
    const chooser = target.waitForEvent('filechooser');
    await target.getByRole('button', { name: 'Allega file' }).click();
    await (await chooser).setFiles(files);
  };
  await attach(clientPage, [
    { name: 'cu-2026.pdf', mimeType: 'application/pdf', buffer: pdfFile('CU 2026') },
    { name: 'programma.exe', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf') },
  ]);
  const picked = clientPage.getByRole('list', { name: 'Allegati', exact: true }).getByRole('listitem');
  await expect(picked.filter({ hasText: 'cu-2026.pdf' })).toContainText('pronto');
  // Checked by content as any upload: refused with the reason, and taken out before sending.
  const refused = picked.filter({ hasText: 'programma.exe' });
  await expect(refused.getByRole('button', { name: 'Riprova programma.exe' })).toBeVisible();
  await refused.getByRole('button', { name: 'Rimuovi programma.exe' }).click();
  await clientPage.getByRole('button', { name: 'Invia allo studio' }).click();
  const clientMessages = clientPage.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
  await expect(clientMessages.first().getByRole('list', { name: 'File allegati' })).toContainText(
    'cu-2026.pdf',
  );

  // The file is also among those the client sent, its note naming the conversation.
  const received = await page.request.get(
    `/api/admin/client-uploads?q=${encodeURIComponent(client.username)}`,
  );
  const uploads = ((await received.json()) as { items: { filename: string; note: string | null }[] }).items;
  expect(uploads.find((u) => u.filename === 'cu-2026.pdf')?.note).toBe(
    `Allegato alla conversazione «${subject}»`,
  );

  await page.goto('/admin?scheda=messaggi');
  await expect(section(page)).toBeVisible(afterNavigation);
  await searchThreads(page, subject);
  await section(page)
    .getByRole('button', { name: `${client.fullName}: ${subject}` })
    .click();
  const dialog = page.getByRole('dialog', { name: subject });
  const fileLink = dialog.getByRole('link', { name: /cu-2026\.pdf/ });
  await expect(fileLink).toHaveAttribute('href', /^\/api\/admin\/client-uploads\/\d+\/download$/);
  const download = await page.request.get((await fileLink.getAttribute('href'))!);
  expect(download.status()).toBe(200);

  await dialog.getByLabel('Rispondi al cliente').fill('Ecco il modello compilato.');
  await attach(page, [{ name: 'modello-730.pdf', mimeType: 'application/pdf', buffer: pdfFile('730') }]);
  await expect(dialog.getByRole('list', { name: 'Allegati', exact: true })).toContainText('pronto');
  await dialog.getByRole('button', { name: 'Invia al cliente' }).click();
  await expect(dialog.getByRole('link', { name: /modello-730\.pdf/ })).toBeVisible();

  // The client finds it in the conversation, and it downloads as any document of theirs.
  const theirs = clientPage
    .getByRole('list', { name: 'Messaggi' })
    .getByRole('link', { name: /modello-730\.pdf/ });
  await expect(theirs).toHaveAttribute('href', /^\/api\/documents\/\d+\/download$/);
  const got = await clientPage.request.get((await theirs.getAttribute('href'))!);
  expect(got.status()).toBe(200);
  expect((await got.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});
