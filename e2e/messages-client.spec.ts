import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { addDays, romeToday } from '../common/calendar-date';
import { FIRM_NAME } from '../common/messages';
import type { PublicUser } from '../common/schemas/user';
import { pdfFile } from '../test/support/document-fixtures';
import { createUserViaApi, newClient, signInAsAdmin, uniqueTag } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { firmThreads, readThread, writeTo } from './support/messages';
import { signInWithForm } from './support/sign-in';
import { test } from './support/test';

// Two browsers per test on a busy machine; a poll of the open conversation every 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A client of this test only, signed in in a browser of their own; the admin stays signed in on `page`. */
async function clientBrowser(
  page: Page,
  browser: Browser,
  tag: string,
  phone = false,
  before?: (userId: number) => Promise<void>,
) {
  await signInAsAdmin(page);
  const client = newClient(uniqueTag(tag));
  const { id } = await createUserViaApi(page, client);
  await before?.(id);
  const context = await browser.newContext({ bypassCSP: true, ...(phone ? PHONE : {}) });
  const clientPage = await context.newPage();
  await signInWithForm(clientPage, client);
  return { client, context, clientPage };
}

const messagesTab = (page: Page) => page.getByRole('tab', { name: /^Messaggi/ });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function startConversation(page: Page, subject: string, text: string) {
  await messagesTab(page).click();
  await page.getByRole('button', { name: 'Nuova conversazione' }).click();
  await page.getByLabel('Oggetto').fill(subject);
  await page.getByLabel('Messaggio').fill(text);
  await expect(page.getByText(`${text.length} di 5000 caratteri`)).toBeVisible();
  await page.getByRole('button', { name: 'Invia allo studio' }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
}

test('a client writes to the firm; the reply comes without a reload, signed by the firm, the notes never', async ({
  page,
  browser,
}) => {
  const { context, clientPage } = await clientBrowser(page, browser, 'conversa');
  const admin = (await (await page.request.get('/api/user')).json()) as PublicUser;
  const subject = `Dichiarazione ${uniqueTag('oggetto')}`;
  const text =
    'Buongiorno,\nho una domanda: <img src=x onerror=alert(1)> vedi https://www.agenziaentrate.gov.it/portale.';
  await startConversation(clientPage, subject, text);

  const messages = clientPage.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('Tu');
  // The markup is text, the address a link opening apart; the line break stays.
  await expect(messages.first()).toContainText('<img src=x onerror=alert(1)>');
  await expect(messages.first().locator('img')).toHaveCount(0);
  const link = messages.first().getByRole('link', { name: 'https://www.agenziaentrate.gov.it/portale' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await messages.first().locator('p.whitespace-pre-wrap').textContent()).toContain('Buongiorno,\nho');

  // The firm answers, and writes itself a note, while the conversation is open on the client's screen.
  const [thread] = await firmThreads(page.request, subject);
  expect(thread?.unread).toBe(1);
  await writeTo(
    page.request,
    thread!.id,
    { text: 'Nota: controllare il 730 precedente', internal: true },
    'firm',
  );
  await writeTo(page.request, thread!.id, { text: 'Buongiorno, le rispondiamo subito.' }, 'firm');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText(`${FIRM_NAME} · ${admin.fullName}`);
  await expect(messages.nth(1)).toContainText('Buongiorno, le rispondiamo subito.');
  await expect(clientPage.getByText('Nota: controllare il 730 precedente')).toHaveCount(0);
  // Shown, so read: the firm sees when.
  await expect
    .poll(async () => (await readThread(page.request, thread!.id, 'firm')).messages.items.at(-1)?.readAt)
    .not.toBeNull();

  // Another reply while the client is on the list: the badges count it, and it is read once opened.
  await clientPage.getByRole('button', { name: 'Tutte le conversazioni' }).click();
  await writeTo(page.request, thread!.id, { text: 'Ci serve anche la CU.' }, 'firm');
  await clientPage.reload();
  await expect(messagesTab(clientPage)).toHaveAccessibleName('Messaggi 1 non letti');
  await expect(clientPage.getByRole('link', { name: 'Messaggi 1 non letti' })).toBeVisible();
  const row = clientPage.getByRole('listitem').filter({ hasText: subject });
  await expect(row).toContainText('1 non letto');
  await expect(row).toContainText('Studio: Ci serve anche la CU.');
  await row.getByRole('button', { name: subject }).click();
  await expect(messages).toHaveCount(3);
  await expect(messagesTab(clientPage)).toHaveAccessibleName('Messaggi');
  await expect(clientPage.getByRole('link', { name: /^Messaggi/ })).toHaveCount(0);

  // Closed by the firm; the client's answer opens it again.
  const closed = await page.request.patch(`/api/admin/messages/threads/${thread!.id}`, {
    data: { state: 'closed' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  await expect(clientPage.getByText('Conversazione chiusa: scrivendo la riapri.')).toBeVisible();
  await clientPage.getByLabel('Rispondi').fill('Ecco la CU,\ngrazie.');
  await clientPage.getByRole('button', { name: 'Invia', exact: true }).click();
  await expect(messages).toHaveCount(4);
  await expect(clientPage.getByText('Conversazione aperta')).toBeVisible();
  expect((await readThread(page.request, thread!.id, 'firm')).thread.state).toBe('open');
  await context.close();
});

test('on a phone the tab, the new conversation and a conversation fit the screen and pass axe', async ({
  page,
  browser,
}) => {
  const { context, clientPage } = await clientBrowser(page, browser, 'telefono', true);
  await messagesTab(clientPage).tap();
  await expect(clientPage.getByRole('heading', { name: 'Messaggi con lo studio' })).toBeVisible();
  await expect(clientPage.getByText('Nessuna conversazione.')).toBeVisible();
  expect(await overflow(clientPage)).toBe(0);
  await expectNoAxeViolations(clientPage);

  await clientPage.getByRole('button', { name: 'Nuova conversazione' }).tap();
  await expect(clientPage.getByRole('heading', { name: 'Nuova conversazione' })).toBeVisible();
  expect(await overflow(clientPage)).toBe(0);
  await expectNoAxeViolations(clientPage);

  const long = `https://www.example.it/${'percorso-molto-lungo/'.repeat(8)}`;
  await clientPage
    .getByLabel('Oggetto')
    .fill('Una domanda dal telefono con un oggetto piuttosto lungo da andare a capo');
  await clientPage.getByLabel('Messaggio').fill(`Un indirizzo lungo: ${long}`);
  await clientPage.getByRole('button', { name: 'Invia allo studio' }).tap();
  await expect(clientPage.getByRole('list', { name: 'Messaggi' }).getByRole('link')).toBeVisible();
  await expect(clientPage.getByLabel('Rispondi')).toBeVisible();
  expect(await overflow(clientPage)).toBe(0);
  await expectNoAxeViolations(clientPage);

  await clientPage.getByRole('button', { name: 'Tutte le conversazioni' }).tap();
  await expect(
    clientPage.getByRole('listitem').filter({ hasText: 'Una domanda dal telefono' }),
  ).toBeVisible();
  expect(await overflow(clientPage)).toBe(0);
  await expectNoAxeViolations(clientPage);
  await context.close();
});

test('an open conversation follows the firm through the stream of events, and asks at intervals only when the stream is cut', async ({
  page,
  browser,
}) => {
  const { context, clientPage } = await clientBrowser(page, browser, 'flusso');
  const subject = `Flusso ${uniqueTag('oggetto')}`;
  await startConversation(clientPage, subject, 'Domanda sul flusso');
  // The stream opens with the area's header: read again, to be sure to see it open.
  const opened = clientPage.waitForResponse((r) => r.url().endsWith('/api/messages/events'));
  await clientPage.reload();
  expect((await opened).headers()['content-type']).toBe('text/event-stream; charset=utf-8');
  const [thread] = await firmThreads(page.request, subject);
  // The stream's echo of the client's own first message reads the conversation once: let it pass.
  await clientPage.waitForTimeout(2_000);
  const asked: string[] = [];
  clientPage.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/messages/threads/${thread!.id}`)
      asked.push(r.url());
  });
  // Longer than the polling interval (5 s): with the stream open, nothing is asked while nothing changes.
  await clientPage.waitForTimeout(7_000);
  expect(asked).toEqual([]);
  await writeTo(page.request, thread!.id, { text: 'Arriva dal flusso' }, 'firm');
  const messages = clientPage.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
  await expect(messages.nth(1)).toContainText('Arriva dal flusso');
  expect(asked.length).toBeGreaterThan(0);

  // A network that will not keep the stream open: the page asks every few seconds instead.
  const cut = await context.newPage();
  await cut.route('**/api/messages/events', (route) => route.abort());
  await cut.goto(`/area-clienti?scheda=messaggi&conversazione=${thread!.id}`);
  const cutMessages = cut.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
  await expect(cutMessages).toHaveCount(2);
  await writeTo(page.request, thread!.id, { text: 'Arriva chiedendo di nuovo' }, 'firm');
  await expect(cutMessages.nth(2)).toContainText('Arriva chiedendo di nuovo');
  await context.close();
});

test("a message that closes the page's script is shown as written when the page is drawn with it on the server", async ({
  page,
  browser,
}) => {
  const { context, clientPage } = await clientBrowser(page, browser, 'script');
  const text = '</script><script>window.pwned = 1</script><!-- {{1}} \u2028 fine';
  const res = await clientPage.request.post('/api/messages/threads', {
    data: { subject: 'Prova </script>', text },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  // The first screen carries the conversation inside the HTML, as the loader's answer.
  const html = await (
    await clientPage.request.get(`/area-clienti?scheda=messaggi&conversazione=${id}`)
  ).text();
  expect(html).toContain('window.pwned');
  expect(html).not.toContain('<script>window.pwned');
  await clientPage.goto(`/area-clienti?scheda=messaggi&conversazione=${id}`);
  const messages = clientPage.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
  await expect(messages.first()).toContainText('</script><script>window.pwned = 1</script><!-- {{1}}');
  expect(await clientPage.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await context.close();
});

test("a payment's 'Scrivi allo studio' starts the conversation about it, which links back, and the card then opens it", async ({
  page,
  browser,
}) => {
  const title = `F24 saldo ${uniqueTag('f24')}`;
  const { context, clientPage } = await clientBrowser(page, browser, 'pagamento', false, async (userId) => {
    const payment = await page.request.post('/api/documents/upload', {
      multipart: {
        title,
        userId: String(userId),
        amountCents: '45000',
        dueDate: addDays(romeToday(), 10),
        file: { name: 'f24.pdf', mimeType: 'application/pdf', buffer: pdfFile() },
      },
    });
    expect(payment.status(), await payment.text()).toBe(201);
  });
  const card = clientPage.getByRole('list', { name: 'Da pagare' }).getByRole('listitem', { name: title });
  await card.getByRole('link', { name: `Scrivi allo studio: ${title}` }).click();
  await expect(clientPage.getByLabel('Oggetto')).toHaveValue(title);
  await clientPage.getByLabel('Messaggio').fill("L'importo comprende gli interessi?");
  await clientPage.getByRole('button', { name: 'Invia allo studio' }).click();
  await expect(clientPage.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const back = clientPage.getByRole('link', { name: title, exact: true });
  await expect(back).toHaveAttribute('href', /scheda=documenti#pagamento-\d+$/);
  const [thread] = await firmThreads(page.request, title);
  expect(thread?.link).toMatchObject({ kind: 'payment', title });

  await back.click();
  const again = card.getByRole('link', { name: `Conversazione con lo studio: ${title}` });
  await expect(again).toBeVisible();
  await again.click();
  await expect(clientPage).toHaveURL(new RegExp(`conversazione=${thread!.id}`));
  await expect(clientPage.getByText("L'importo comprende gli interessi?")).toBeVisible();
  await context.close();
});
