import { expect as baseExpect } from '@playwright/test';
import type { SystemHealth } from '../common/schemas/system-health';
import { afterNavigation, openAdminSection, signInAsAdmin } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { e2eClients } from './support/fixtures';
import { signInWithRequest } from './support/sign-in';
import { test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

test('the admin sees the database, the free space, the mail and the feeds, and what needs attention', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const answer = page.waitForResponse('**/api/admin/health');
  await page.goto('/admin?scheda=sistema');
  const { problems } = (await (await answer).json()) as SystemHealth;
  const section = page.getByRole('region', { name: 'Stato del sistema' });
  // Free space is the test machine's own: a nearly full disk is a problem the card must list.
  if (problems.length === 0) {
    await expect(section.getByText('Nessun problema rilevato.')).toBeVisible(afterNavigation);
  } else {
    const alert = section.getByRole('alert');
    await expect(alert.getByRole('listitem')).toHaveText(problems, afterNavigation);
    await expect(alert).toContainText('Attenzione');
  }
  // The e2e server runs on PGlite unless TEST_DATABASE_URL gave it PostgreSQL.
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const database = onPostgres ? 'PostgreSQL' : 'Database integrato';
  await expect(section.getByRole('term').filter({ hasText: new RegExp(`^${database}$`) })).toBeVisible();
  await expect(section).toContainText(/Raggiungibile, risponde in \d+,\d ms/);
  const freeSpace = /\d+,\d GB liberi su \d+,\d GB \(\d+ %\)/;
  const places = onPostgres ? ['Documenti'] : ['Documenti', 'Database integrato'];
  for (const label of places) {
    const term = section.getByRole('term').filter({ hasText: `Spazio: ${label}` });
    await expect(term).toBeVisible();
    await expect(term.locator('xpath=following-sibling::dd[1]')).toContainText(freeSpace);
  }
  // global-setup.ts gives the server no SMTP_URL and NEWS_FEEDS=[].
  await expect(section).toContainText('Invio e-mail disattivato: i messaggi restano nel pannello');
  await expect(section).toContainText('Nessuna fonte configurata');

  // 'Aggiorna' reads the figures again, and keeps the keyboard focus.
  const reread = page.waitForResponse('**/api/admin/health');
  const refresh = section.getByRole('button', { name: 'Aggiorna' });
  await refresh.click();
  expect((await reread).status()).toBe(200);
  await expect(refresh).toBeFocused();
  await expect(refresh).not.toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);

  // Opening the tab again reads the figures again.
  await openAdminSection(page, 'Il mio account');
  await expect(section).toBeHidden();
  const reopened = page.waitForResponse('**/api/admin/health');
  await openAdminSection(page, 'Stato del sistema');
  expect((await reopened).status()).toBe(200);
  await expect(page).toHaveURL(/[?&]scheda=sistema\b/);
  await expect(section.getByText(/^Controllato il /)).toBeVisible();
});

test('a client is refused the health figures', async ({ page }) => {
  await page.goto('/');
  await signInWithRequest(page, e2eClients.mario);
  expect((await page.request.get('/api/admin/health')).status()).toBe(403);
});

// The e2e server is healthy; what the card says when it is not is shown from a prepared answer.
const troubled: SystemHealth = {
  checkedAt: '2026-11-24T21:40:00.000Z',
  database: { kind: 'postgres', ok: true, latencyMs: 3.4 },
  storage: [
    {
      label: 'Documenti',
      kind: 'bucket',
      location: 's3://studio-documenti/prod/',
      freeBytes: null,
      totalBytes: null,
      low: false,
    },
    {
      label: 'Archivio',
      kind: 'disk',
      location: '/srv/archivio',
      freeBytes: 0.8 * 1024 ** 3,
      totalBytes: 32 * 1024 ** 3,
      low: true,
    },
  ],
  mail: {
    enabled: true,
    pending: 3,
    failed: 1,
    oldestPendingAt: '2026-11-24T18:00:00.000Z',
    failingSince: '2026-11-24T18:00:00.000Z',
  },
  feeds: [
    { source: 'Agenzia delle Entrate', lastSuccessAt: '2026-11-24T21:10:00.000Z', lastError: null },
    { source: 'INPS', lastSuccessAt: null, lastError: 'HTTP 503' },
  ],
  problems: [
    'Spazio libero scarso per Archivio: 0,8 GB liberi (2 %).',
    "Le e-mail non partono da più di un'ora: 3 in attesa di invio.",
  ],
};

test('problems, a nearly full disk, a bucket, failing mail and a failing feed are said in words', async ({
  page,
}) => {
  await page.route('**/api/admin/health', (route) => route.fulfill({ json: troubled }));
  await signInAsAdmin(page);
  await page.goto('/admin?scheda=sistema');
  const section = page.getByRole('region', { name: 'Stato del sistema' });
  const alert = section.getByRole('alert');
  await expect(alert.getByRole('listitem')).toHaveText(troubled.problems, afterNavigation);
  await expect(alert).toContainText('Attenzione');
  await expect(section).toContainText('Raggiungibile, risponde in 3,4 ms');
  await expect(section.getByRole('term').filter({ hasText: 'Spazio: Documenti' })).not.toContainText(
    'attenzione',
  );
  await expect(section).toContainText('Spazio gestito dal fornitore del servizio');
  const archive = section.getByRole('term').filter({ hasText: 'Spazio: Archivio' });
  await expect(archive).toContainText('(attenzione)');
  await expect(section).toContainText('0,8 GB liberi su 32,0 GB (2 %)');
  const mail = section.getByRole('term').filter({ hasText: 'E-mail in uscita' });
  await expect(mail).toContainText('(attenzione)');
  await expect(section).toContainText('3 e-mail in attesa, 1 non consegnata');
  await expect(section).toContainText(/La più vecchia in attesa dal \d{1,2} nov 2026, \d{2}:\d{2}/);
  await expect(section).toContainText(/Invio non riuscito, si ritenta: in attesa dal \d{1,2} nov 2026/);
  await expect(section.getByRole('listitem').filter({ hasText: 'INPS' })).toHaveText(
    'INPS: ultimo aggiornamento maiUltimo errore: HTTP 503',
  );
  await expect(section.getByRole('listitem').filter({ hasText: 'Agenzia delle Entrate' })).toContainText(
    /ultimo aggiornamento \d{1,2} nov 2026, \d{2}:\d{2}/,
  );
  await expectNoAxeViolations(page);
});

test('a failed reading says so in words', async ({ page }) => {
  await page.route('**/api/admin/health', (route) =>
    route.fulfill({ status: 500, json: { message: 'Errore interno del server' } }),
  );
  await signInAsAdmin(page);
  await page.goto('/admin?scheda=sistema');
  const section = page.getByRole('region', { name: 'Stato del sistema' });
  await expect(section.getByRole('alert')).toHaveText('Errore interno del server', afterNavigation);
});
