import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { openPrerenderedNews } from './support/prerendered-news';
import { COOKIE_CHOICE_KEY } from './support/site';
import { test } from './support/test';

test.use({ bypassCSP: true });

// The five sources give six categories at most; the rule is about more than eight.
const categories = Array.from({ length: 10 }, (_, i) => `Categoria ${String.fromCharCode(65 + i)}`);
const items = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  title: `Notizia ${i + 1}`,
  source: `Fonte ${i % 10}`,
  category: categories[i % 10]!,
  publishedAt: new Date(Date.UTC(2026, 5, 12, 9, 0) - i * 3_600_000).toISOString(),
  description: `Descrizione ${i + 1}`,
  url: `https://fonte${i % 10}.example/${i + 1}`,
  image: null,
}));

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ necessary: true, analytics: false, savedAt: new Date().toISOString() }),
    );
  }, COOKIE_CHOICE_KEY);
  await page.route('**/api/news', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(items) }),
  );
  await openPrerenderedNews(page);
});

test('shows the first 8 entries as tabs and the other categories as buttons', async ({ page }) => {
  const tablist = page.getByRole('tablist', { name: 'Categorie' });
  await expect(tablist.getByRole('tab')).toHaveText(['Tutte', ...categories.slice(0, 7)]);
  const others = page.getByRole('group', { name: 'Altre categorie' });
  await expect(others.getByRole('button')).toHaveText(categories.slice(7));
  await expect(others.getByRole('tab')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('filters with a button category, leaving no tab selected', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Categoria J', exact: true });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('3 notizie in Categoria J', { exact: true })).toBeVisible();
  await expect(page.locator('#news-list h2')).toHaveText(['Notizia 10', 'Notizia 20', 'Notizia 30']);
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);
  // The tab list is still one Tab stop away, on its first tab.
  await expect(page.getByRole('tab', { name: 'Tutte' })).toHaveAttribute('tabindex', '0');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Categoria C' }).click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('3 notizie in Categoria C', { exact: true })).toBeVisible();
});

test('shows 24 cards at first and the rest on request', async ({ page }) => {
  await expect(page.getByText('30 notizie', { exact: true })).toBeVisible();
  await expect(page.locator('#news-list > li')).toHaveCount(24);
  await page.getByRole('button', { name: 'Mostra altre notizie' }).click();
  await expect(page.locator('#news-list > li')).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Mostra altre notizie' })).toHaveCount(0);
});
