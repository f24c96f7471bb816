import { expect, type Page } from '@playwright/test';
import { adminTabs } from '../client/features/admin-panel/admin-tabs';
import { addDays, romeToday } from '../common/calendar-date';
import { pdfFile } from '../test/support/document-fixtures';
import {
  afterNavigation,
  createUserViaApi,
  currentSection,
  newClient,
  openAdminSection,
  panelNav,
  signInAsAdmin,
  uniqueTag,
} from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { sendAsClient } from './support/received-uploads';
import { test } from './support/test';

const groups = {
  Clienti: ['Gestione Utenti', 'Richieste', 'Scadenze'],
  Documenti: ['Carica Documenti', 'Importa documenti', 'Visualizza Documenti', 'Documenti ricevuti'],
  Comunicazioni: ['Messaggi', 'Dal sito'],
  Impostazioni: ['Il mio account', 'Token di accesso', 'Stato del sistema'],
};

/** How far the page reaches past the screen's right edge, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a phone', () => {
  // bypassCSP: axe is injected as an inline script, which the site's CSP rightly forbids.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });

  test('one button names the open section and shows the sections in their groups; a choice closes the list', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page);
    // A file no one at the firm has opened: its count shows on the button, by its section's icon.
    const client = newClient(uniqueTag('menu'));
    await createUserViaApi(page, client);
    await sendAsClient(request, client, [
      {
        title: 'Ricevuta',
        category: 'f24-tributi',
        file: { name: 'ricevuta.pdf', mimeType: 'application/pdf', buffer: pdfFile() },
      },
    ]);
    await page.goto('/admin?scheda=richieste');
    const nav = panelNav(page);
    const menu = nav.getByRole('button', { name: 'Sezione: Richieste' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false', afterNavigation);
    await expect(menu).toHaveAccessibleName(/^Sezione: Richieste.* \d+ nuovi$/);
    // Closed, the list takes no room: the section starts right below the button.
    await expect(nav.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Richieste di documenti' })).toBeVisible();

    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const [group, names] of Object.entries(groups))
      await expect(nav.getByRole('list', { name: group }).getByRole('link')).toHaveText(
        names.map((name) => new RegExp(`^${name}`)),
      );
    await expect(currentSection(page)).toHaveText(/^Richieste/);

    await nav.getByRole('link', { name: 'Stato del sistema' }).tap();
    await expect(page).toHaveURL('/admin?scheda=sistema');
    const reopened = nav.getByRole('button', { name: 'Sezione: Stato del sistema' });
    await expect(reopened).toHaveAttribute('aria-expanded', 'false');
    // The link the person chose is hidden with the list: the focus goes back to the button.
    await expect(reopened).toBeFocused();

    await reopened.tap();
    await page.keyboard.press('Escape');
    await expect(reopened).toHaveAttribute('aria-expanded', 'false');
    await expect(reopened).toBeFocused();
  });

  test('every section fits the width of a phone: each list reads as cards, each value named by its column', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    let cards = 0;
    for (const tab of adminTabs) {
      await page.goto(`/admin?scheda=${tab}`);
      await expect(panelNav(page)).toBeVisible(afterNavigation);
      await page.waitForLoadState('networkidle');
      expect(await overflow(page), `/admin?scheda=${tab}`).toBe(0);
      const tables = await page.locator('main table').evaluateAll((found) =>
        found.map((table) => {
          const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
          const row = table.querySelector('tbody tr');
          return {
            // The frame the table sits in scrolls nothing sideways: there is nothing past the card's edge.
            sideways: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
            rows: table.querySelectorAll('tbody tr').length,
            rowShape: row ? getComputedStyle(row).display : null,
            mislabelled: [...table.querySelectorAll<HTMLTableCellElement>('tbody td[data-label]')]
              .filter((td) => td.dataset.label !== headers[td.cellIndex])
              .map((td) => `${td.dataset.label} ≠ ${headers[td.cellIndex]}`),
            headersShown: [...table.querySelectorAll('thead th:not([data-select])')].some(
              (th) => th.getBoundingClientRect().width > 1,
            ),
          };
        }),
      );
      for (const table of tables) {
        expect(table, `/admin?scheda=${tab}`).toMatchObject({
          sideways: 0,
          mislabelled: [],
          headersShown: false,
        });
        if (table.rows > 0) {
          expect(table.rowShape, `/admin?scheda=${tab}`).toBe('flex');
          cards++;
        }
      }
    }
    // The accounts at least have rows (the e2e clients): the check above has looked at cards.
    expect(cards).toBeGreaterThan(0);
  });

  test('a card shows its values under their column names, and the box that ticks them all says so', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin?scheda=documenti');
    const table = page.getByRole('table', { name: /documenti/i });
    await expect(table.getByRole('row').nth(1)).toBeVisible(afterNavigation);
    await expect(table.getByText('Seleziona tutti', { exact: true })).toBeVisible();
    const year = table.locator('tbody td[data-label="Anno"]').first();
    const label = await year.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"Anno"');
    await table.getByText('Seleziona tutti', { exact: true }).tap();
    await expect(table.getByRole('checkbox', { name: 'Seleziona tutti i documenti' })).toBeChecked();
    await expectNoAxeViolations(page);
  });
});

test('on a wide screen the sections are a column beside the open one, which the link marks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin');
  const nav = panelNav(page);
  await expect(nav.getByRole('link')).toHaveCount(12, afterNavigation);
  await expect(nav.getByRole('button', { name: /^Sezione:/ })).toBeHidden();
  await expect(currentSection(page)).toHaveText('Gestione Utenti');

  await openAdminSection(page, 'Scadenze');
  const column = await nav.boundingBox();
  const section = await page.getByRole('heading', { level: 2, name: 'Scadenze' }).first().boundingBox();
  expect(column && section && column.x + column.width <= section.x).toBe(true);
  expect(column && section && section.y - column.y < 100).toBe(true);
  // The link is the section's own: its address, for a new tab or a shared link.
  await expect(nav.getByRole('link', { name: 'Token di accesso' })).toHaveAttribute(
    'href',
    '/admin?scheda=token',
  );

  // Scrolled down a long section (the accounts), the column stays in view below the site's header.
  await openAdminSection(page, 'Gestione Utenti');
  await expect(page.getByRole('region', { name: 'Gestione Utenti' }).getByRole('row').nth(10)).toBeVisible();
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const header = await page.getByRole('banner').boundingBox();
  const stuck = await nav.boundingBox();
  expect(header && stuck && stuck.y >= header.y + header.height).toBe(true);
});

test('the links of Richieste and Scadenze count what waits: files to review, payments overdue', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const client = newClient(uniqueTag('conti'));
  const { id: userId } = await createUserViaApi(page, client);
  const created = await page.request.post('/api/admin/requests', {
    data: {
      title: 'Documenti per il 730',
      dueDate: addDays(romeToday(), 10),
      userIds: [userId],
      items: [{ name: 'Certificazione Unica', category: 'altro' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [requestId] = ((await created.json()) as { ids: number[] }).ids;
  const detail = (await (await page.request.get(`/api/admin/requests/${requestId}`)).json()) as {
    items: { id: number }[];
  };
  // The client sends the file the request asks for, from his own session.
  expect((await request.post('/api/login', { data: client })).status()).toBe(200);
  const sent = await request.post(`/api/requests/${requestId}/items/${detail.items[0]!.id}/files`, {
    multipart: { file: { name: 'cu.pdf', mimeType: 'application/pdf', buffer: pdfFile() } },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const payment = await page.request.post('/api/documents/upload', {
    multipart: {
      title: 'F24 acconto',
      userId: String(userId),
      amountCents: '12000',
      dueDate: addDays(romeToday(), -3),
      file: { name: 'f24.pdf', mimeType: 'application/pdf', buffer: pdfFile() },
    },
  });
  expect(payment.status(), await payment.text()).toBe(201);

  await page.goto('/admin');
  const nav = panelNav(page);
  // Other specs add to the counts: each is at least this spec's one.
  await expect(nav.getByRole('link', { name: /^Richieste \d+ da verificare$/ })).toBeVisible(afterNavigation);
  await expect(nav.getByRole('link', { name: /^Scadenze \d+ scaduti$/ })).toBeVisible();
});
