import { expect } from '@playwright/test';
import { publicPages, scrollThrough, sitePages } from './support/public-pages';
import { openSettingsFromFooter } from './support/site';
import { test } from './support/test';

for (const { path } of publicPages.filter((p) => p.path !== '/contatti')) {
  test(`${path} requests nothing from another origin`, async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Lazy images and anything else below the fold get their turn too.
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.filter((url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('data:'))).toEqual([]);
  });
}

test('/contatti reaches no other origin than the OpenStreetMap embed', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const map = page.waitForRequest((request) =>
    request.url().startsWith('https://www.openstreetmap.org/export/embed.html?'),
  );
  await page.goto('/contatti');
  await scrollThrough(page);
  // The frame gets its address when its island wakes, and loads lazily: if the island woke after the
  // scroll had gone past, the frame waits for the map to be on screen again, as a visitor's would.
  await page.getByTitle(/^Mappa OpenStreetMap/).scrollIntoViewIfNeeded();
  await map;
  const foreign = requests.filter((url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('data:'));
  expect(foreign.length).toBeGreaterThan(0);
  for (const url of foreign) expect(new URL(url).origin).toBe('https://www.openstreetmap.org');
});

test.describe('new tabs', () => {
  test('every link that opens a new tab carries noopener', async ({ page }) => {
    let checked = 0;
    for (const { path } of publicPages) {
      await page.goto(path);
      for (const link of await page.locator('a[target="_blank"]').all()) {
        await expect(link, `${path}: ${await link.getAttribute('href')}`).toHaveAttribute(
          'rel',
          /\bnoopener\b/,
        );
        checked++;
      }
    }
    // The tools, the map link, the Garante and OpenStreetMap's privacy policy at least.
    expect(checked).toBeGreaterThanOrEqual(14);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of publicPages) {
    test(`${path} shows its main heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('the pages show their whole content', async ({ page }) => {
    await page.goto('/utilita');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(11);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12);
    await page.goto('/contatti');
    await expect(page.getByRole('region', { name: 'Dove siamo' }).locator('iframe')).toHaveCount(1);
    await page.goto('/servizi');
    await expect(
      page.getByRole('region', { name: 'Servizi Personalizzati' }).getByRole('listitem'),
    ).toHaveCount(8);
  });
});

test('every page hydrates without errors or warnings in the console', async ({ page, baseURL }) => {
  // Ten pages, each waited for until hydrated.
  test.slow();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    // The map's own frame is OpenStreetMap's business (and offline in the tests).
    const fromSite = msg.location().url.startsWith(`${baseURL}/`) || msg.location().url === '';
    if ((msg.type() === 'error' || msg.type() === 'warning') && fromSite)
      problems.push(`${page.url()}: ${msg.text()}`);
  });
  for (const { path } of sitePages) {
    await page.goto(path);
    await page.waitForLoadState('load');
    // Hydrated: the footer's cookie preferences button works only then.
    await openSettingsFromFooter(page);
  }
  expect(problems).toEqual([]);
});
