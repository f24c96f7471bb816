import { expect as baseExpect, type Page, request as playwrightRequest } from '@playwright/test';
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
import { readThread, startThread, writeTo } from './support/messages';
import { test } from './support/test';

// A poll of the open conversation every 5 s, on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

/** A client of this test only, with an API context of their own (their own session). */
async function newClientSession(page: Page, tag: string, fullName?: string) {
  const client = newClient(uniqueTag(tag), fullName);
  await createUserViaApi(page, client);
  const request = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  const login = await request.post('/api/login', {
    data: { username: client.username, password: client.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { client, request };
}

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
