import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { e2eNews } from './support/news-fixtures';
import { COOKIE_CHOICE_KEY } from './support/site';
import { test } from './support/test';

// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  // A returning visitor: the cookie bar stays out of the way of the cards.
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ necessary: true, analytics: false, savedAt: new Date().toISOString() }),
    );
  }, COOKIE_CHOICE_KEY);
});

const cards = (page: Page) => page.locator('#news-list > li');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title }) });

test('lists the stored news newest first, each card with its badges, date, excerpt and link', async ({
  page,
}) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News Fiscali');
  await expect(page.getByText('6 notizie', { exact: true })).toBeVisible();
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(e2eNews.map((n) => n.title));

  const first = card(page, e2eNews[0].title);
  // Each badge says what it is to a screen reader.
  await expect(first.getByText('Fonte: FiscoOggi', { exact: true })).toBeVisible();
  await expect(first.getByText('Categoria: Fisco', { exact: true })).toBeVisible();
  await expect(first.locator('time')).toHaveText('12 giugno 2026');
  await expect(first.locator('time')).toHaveAttribute('datetime', '2026-06-12T09:00:00.000Z');
  await expect(first.getByText(e2eNews[0].description!)).toBeVisible();
  // A source outside the five gets the category News.
  await expect(
    card(page, 'Scadenze fiscali di luglio').getByText('Categoria: News', { exact: true }),
  ).toBeVisible();
});

test('shows the fallback text for an item without a description', async ({ page }) => {
  await page.goto('/news');
  const item = card(page, 'Nuovi chiarimenti sul concordato preventivo biennale');
  await expect(item.getByText('Nessuna descrizione disponibile', { exact: true })).toBeVisible();
  await expect(page.getByText('Nessuna descrizione disponibile', { exact: true })).toHaveCount(1);
});

test('clamps titles to 2 lines and excerpts to 3', async ({ page }) => {
  await page.goto('/news');
  const item = card(page, e2eNews[1].title);
  const measure = (selector: string) =>
    item.locator(selector).evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        clamp: style.webkitLineClamp,
        lines: Math.round(el.clientHeight / Number.parseFloat(style.lineHeight)),
        cut: el.scrollHeight > el.clientHeight,
      };
    });
  expect(await measure('h2')).toEqual({ clamp: '2', lines: 2, cut: true });
  expect(await measure('p.line-clamp-3')).toEqual({ clamp: '3', lines: 3, cut: true });
  // The whole title is still there for screen readers and search.
  await expect(item.getByRole('heading', { level: 2 })).toHaveText(e2eNews[1].title);
});

test('opens each article in a new tab, without opener or referrer', async ({ page, context }) => {
  // The articles live on other sites: answer for them here, so the test stays offline.
  await context.route(/^https:\/\/[^/]*\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Articolo</title><p>Articolo</p>' }),
  );
  await page.goto('/news');
  const links = page.getByRole('link', { name: /^Leggi l'articolo: / });
  await expect(links).toHaveCount(6);
  for (const [i, item] of e2eNews.entries()) {
    const link = links.nth(i);
    await expect(link).toHaveAttribute('href', item.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(`Leggi l'articolo: ${item.title} (si apre in una nuova scheda)`);
  }
  const [popup] = await Promise.all([page.waitForEvent('popup'), links.first().click()]);
  await expect(popup).toHaveURL(e2eNews[0].url);
  expect(await popup.evaluate(() => [window.opener, document.referrer])).toEqual([null, '']);
  await expect(page).toHaveURL(/\/news$/);
});

test('filters by category from the tabs, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/news');
  const tablist = page.getByRole('tablist', { name: 'Categorie' });
  await expect(tablist.getByRole('tab')).toHaveText([
    'Tutte',
    'Consulenza',
    'Economia',
    'Fisco',
    'News',
    'Normativa',
    'Tributi',
  ]);
  await expect(tablist.getByRole('tab', { name: 'Tutte' })).toHaveAttribute('aria-selected', 'true');

  await tablist.getByRole('tab', { name: 'Tributi' }).click();
  await expect(page.getByText('1 notizia in Tributi', { exact: true })).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText([e2eNews[1].title]);

  // Arrow keys move and select, wrapping around; Home goes back to all.
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Tutte' })).toBeFocused();
  await expect(page.getByText('6 notizie', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tablist.getByRole('tab', { name: 'Normativa' })).toBeFocused();
  await expect(tablist.getByRole('tab', { name: 'Normativa' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page).getByRole('heading')).toHaveText([
    'Nuovi chiarimenti sul concordato preventivo biennale',
  ]);
  await page.keyboard.press('Home');
  await expect(cards(page)).toHaveCount(6);
  // One tab stop for the whole list: Tab leaves it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Leggi l'articolo: / }).first()).toBeFocused();
});

test('asks no third party for anything', async ({ page }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto('/news');
  await expect(cards(page)).toHaveCount(6);
  await page.waitForLoadState('networkidle');
  expect([...origins]).toEqual([new URL(page.url()).origin]);
});

test('asks the server again every 5 minutes once the visitor uses the page', async ({ page }) => {
  await page.clock.install();
  let requests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/news') requests++;
  });
  await page.goto('/news');
  await expect(cards(page)).toHaveCount(6);
  // Drawn with the list by the server: nothing asked, no code fetched, until the visitor points at it.
  expect(requests).toBe(0);
  await page.getByRole('tab', { name: 'Fisco' }).hover();
  await expect(page.locator('[data-island="news-feed"][data-hydrated="true"]')).toHaveCount(1);
  await page.clock.runFor('04:50');
  expect(requests).toBe(0);
  await page.clock.runFor('00:15');
  await expect.poll(() => requests).toBe(1);
});

test('has no axe violations with the list shown and a category chosen', async ({ page }) => {
  await page.goto('/news');
  await expect(cards(page)).toHaveCount(6);
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Fisco' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expectNoAxeViolations(page);
});
