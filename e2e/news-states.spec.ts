import { expect, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { e2eNews } from './support/news-fixtures';
import { openPrerenderedNews, prerenderedNewsHtml } from './support/prerendered-news';
import { COOKIE_CHOICE_KEY } from './support/site';
import { test } from './support/test';

test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ necessary: true, analytics: false, savedAt: new Date().toISOString() }),
    );
  }, COOKIE_CHOICE_KEY);
});

const oneItem = [
  {
    id: 1,
    title: 'Una notizia di prova',
    source: 'FiscoOggi',
    category: 'Fisco',
    publishedAt: '2026-06-12T09:00:00.000Z',
    description: 'Descrizione di prova.',
    url: 'https://www.fiscooggi.example/prova',
    image: null,
  },
];

function answer(route: Route, status: number, body: unknown) {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Caricamento delle news...' });

test('is drawn by the server with the stored list, readable without JavaScript', async ({ request }) => {
  const html = await (await request.get('/news')).text();
  expect(html).toContain('News Fiscali</h1>');
  expect(html).toContain(e2eNews[0]!.title);
  expect(html).not.toContain('Caricamento delle news...');
});

test('is prerendered in its loading state for the time the server cannot draw it', async ({ baseURL }) => {
  const html = await prerenderedNewsHtml(baseURL!);
  expect(html).toContain('News Fiscali</h1>');
  expect(html).toContain('Caricamento delle news...');
  expect(html).toContain('Per leggere le news attiva JavaScript nel browser.');
});

test('shows the loading state until the list arrives', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/news', async (route) => {
    await released;
    await answer(route, 200, oneItem);
  });
  await openPrerenderedNews(page);
  await expect(loading(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
  release();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Una notizia di prova' }),
  ).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  await expect(page.getByText('1 notizia', { exact: true })).toBeVisible();
});

test('shows the error state, and its retry button reloads the page', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/news', (route) => {
    calls++;
    return calls === 1 ? answer(route, 500, { message: 'Errore' }) : answer(route, 200, oneItem);
  });
  await openPrerenderedNews(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Errore nel caricamento' });
  await expect(alert.getByRole('heading', { level: 2 })).toHaveText('Errore nel caricamento');
  await expect(alert.getByText('Le news non sono al momento disponibili', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const reload = page.waitForEvent('load');
  await alert.getByRole('button', { name: 'Riprova' }).click();
  await reload;
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Una notizia di prova' }),
  ).toBeVisible();
  expect(calls).toBe(2);
});

test('shows the error state when the server cannot be reached', async ({ page }) => {
  await page.route('**/api/news', (route) => route.abort('connectionrefused'));
  await openPrerenderedNews(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    'Errore nel caricamento',
  );
});

test('keeps the list when a later refetch fails', async ({ page }) => {
  await page.clock.install();
  let calls = 0;
  await page.route('**/api/news', (route) => {
    calls++;
    return calls === 1 ? answer(route, 200, oneItem) : answer(route, 503, { message: 'Non disponibile' });
  });
  await openPrerenderedNews(page);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Una notizia di prova' }),
  ).toBeVisible();
  await page.clock.runFor('05:01');
  await expect.poll(() => calls).toBe(2);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Una notizia di prova' }),
  ).toBeVisible();
  await expect(page.getByText('Errore nel caricamento')).toHaveCount(0);
});

test('shows the empty state while no news has been fetched yet', async ({ page }) => {
  await page.route('**/api/news', (route) => answer(route, 200, []));
  await openPrerenderedNews(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    'Nessuna news disponibile',
  );
  await expect(page.getByText(/Le news sono in fase di caricamento dai feed delle fonti\./)).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
