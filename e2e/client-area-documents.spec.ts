import { expect as baseExpect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { documentBytes, e2eClients, e2eDocument, e2eDocuments } from './support/fixtures';
import { shownToast, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// The machine running the suite may be busy (two cores shared by builds and parallel workers):
// each step gets 15 s instead of 5 s, each test 60 s instead of 30 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

// The dates below are the seeded UTC instants as a client in Italy sees them.
test.use({ timezoneId: 'Europe/Rome' });

async function openClientArea(page: Page, client: { username: string; password: string }) {
  await page.goto('/');
  await signInWithRequest(page, client);
  await page.goto('/area-clienti');
}

function documentsPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Documenti', exact: true });
}

test('lists the client’s documents, newest first, with the Italian date, a download button and "Nuovo"', async ({
  page,
}) => {
  const client = e2eClients.mario;
  await openClientArea(page, client);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Clienti');
  await expect(
    page.getByRole('main').getByText(`Benvenuto, ${client.fullName}!`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Documenti', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const panel = documentsPanel(page);
  const items = panel.getByRole('listitem');
  await expect(panel).toContainText('2 documenti, dal più recente.');
  await expect(items.getByRole('heading', { level: 4 })).toHaveText(['F24 giugno 2026', 'Modello 730/2026']);
  await expect(items.nth(0)).toContainText('Caricato il 3 giugno 2026, 17:05');
  await expect(items.nth(1)).toContainText('Caricato il 14 maggio 2026, 11:30');
  await expect(items.nth(0).locator('time')).toHaveAttribute('datetime', '2026-06-03T15:05:00.000Z');
  // The type and size of the stored file.
  const f24 = e2eDocument('F24 giugno 2026');
  await expect(items.nth(0)).toContainText(`PDF, ${documentBytes(f24).length} byte`);

  // 'Nuovo' until the client's first download: the 730 was downloaded already (see the fixtures).
  await expect(items.nth(0).getByText('Nuovo', { exact: true })).toBeVisible();
  await expect(items.nth(1).getByText('Nuovo', { exact: true })).toHaveCount(0);

  for (const [index, title] of ['F24 giugno 2026', 'Modello 730/2026'].entries()) {
    // A button that fetches the file (with progress and error toasts), not a plain link.
    await expect(
      items.nth(index).getByRole('button', { name: `Scarica ${title}`, exact: true }),
    ).toBeEnabled();
    await expect(items.nth(index).getByRole('link')).toHaveCount(0);
  }
  // Every seeded document of this client, and nothing else.
  const own = e2eDocuments.filter((d) => d.owner === 'mario');
  await expect(items).toHaveCount(own.length);
});

test('a client without documents sees the empty state', async ({ page }) => {
  await openClientArea(page, e2eClients.giulia);
  const panel = documentsPanel(page);
  await expect(panel.getByRole('heading', { name: 'Nessun documento disponibile' })).toBeVisible();
  await expect(panel).toContainText('Quando lo studio caricherà un documento per te, lo troverai qui.');
  await expect(panel.getByRole('listitem')).toHaveCount(0);
});

test('a failed fetch shows the error state and toast, and "Riprova" loads the list', async ({ page }) => {
  // The server fails once; the retry reaches the real server. The page opens on 'Profilo', so the
  // documents are the browser's own question, as after any move inside the area.
  await page.route(
    '**/api/documents/years*',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Errore interno del server."}',
      }),
    { times: 1 },
  );
  await page.goto('/');
  await signInWithRequest(page, e2eClients.mario);
  await page.goto('/area-clienti?scheda=profilo');
  await page.getByRole('tab', { name: 'Documenti', exact: true }).click();
  const panel = documentsPanel(page);
  await expect(panel.getByRole('heading', { name: 'Errore nel recupero dei documenti' })).toBeVisible();
  const toast = shownToast(page);
  await expect(toast).toHaveText(/^Errore nel recupero dei documenti\s*Errore interno del server\./);
  await expect(toast).toHaveClass(/destructive/);

  await panel.getByRole('button', { name: 'Riprova' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('heading', { name: 'Errore nel recupero dei documenti' })).toHaveCount(0);
});

test('the tabs work with the keyboard and Profilo shows the account read-only', async ({ page }) => {
  const client = e2eClients.giulia;
  await openClientArea(page, client);
  const documentsTab = page.getByRole('tab', { name: 'Documenti', exact: true });
  const sendTab = page.getByRole('tab', { name: 'Invia documenti' });
  const messagesTab = page.getByRole('tab', { name: /^Messaggi/ });
  const profileTab = page.getByRole('tab', { name: 'Profilo' });
  await expect(page.getByRole('tablist', { name: "Sezioni dell'area clienti" })).toBeVisible();

  await documentsTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(sendTab).toBeFocused();
  await expect(sendTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(messagesTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(profileTab).toBeFocused();
  await expect(profileTab).toHaveAttribute('aria-selected', 'true');
  const profile = page.getByRole('tabpanel', { name: 'Profilo' });
  await expect(documentsPanel(page)).toHaveCount(0);

  const data = profile.getByRole('region', { name: 'I tuoi dati' });
  await expect(data.getByRole('term')).toHaveText(['Nome completo', 'Email', 'Username']);
  await expect(data.getByRole('definition')).toHaveText([client.fullName, client.email, client.username]);
  // Read-only: shown as text, not as fields.
  await expect(data.getByRole('textbox')).toHaveCount(0);

  // Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(profile).toBeFocused();
  await profileTab.focus();
  // Radix moves the focus on the next task: each press waits for the last one's move.
  await page.keyboard.press('ArrowLeft');
  await expect(messagesTab).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(sendTab).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(documentsTab).toBeFocused();
  await expect(documentsTab).toHaveAttribute('aria-selected', 'true');
  await expect(
    documentsPanel(page).getByRole('heading', { name: 'Nessun documento disponibile' }),
  ).toBeVisible();
});

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the site's CSP rightly forbids.
  test.use({ bypassCSP: true });

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    test(`the client area has no axe violations at ${label} width, on both tabs`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openClientArea(page, e2eClients.mario);
      await expect(documentsPanel(page).getByRole('listitem')).toHaveCount(2);
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Profilo' }).click();
      await expect(page.getByRole('heading', { name: 'Cambia password' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the empty state has no axe violations', async ({ page }) => {
    await openClientArea(page, e2eClients.giulia);
    await expect(page.getByRole('heading', { name: 'Nessun documento disponibile' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
