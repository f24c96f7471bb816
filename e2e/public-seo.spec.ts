import { expect } from '@playwright/test';
import { firmProfile } from '../common/firm-profile';
import { appPaths, publicPaths } from '../common/routes';
import { publicPages, sitePages, structuredData } from './support/public-pages';
import { test } from './support/test';

test('the page list covers every public path', () => {
  expect(publicPages.map((p) => p.path)).toEqual([...publicPaths]);
});

for (const { path, canonical } of sitePages) {
  test(`${path} has its canonical URL and Open Graph tags from PUBLIC_URL`, async ({ page, baseURL }) => {
    await page.goto(path);
    const url = `${baseURL}${canonical}`;
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    const og = (property: string) => page.locator(`meta[property="og:${property}"]`);
    await expect(og('url')).toHaveAttribute('content', url);
    await expect(og('type')).toHaveAttribute('content', 'website');
    await expect(og('locale')).toHaveAttribute('content', 'it_IT');
    await expect(og('site_name')).toHaveAttribute('content', firmProfile.brandName);
    const title = await page.title();
    await expect(og('title')).toHaveAttribute('content', title.replace(` | ${firmProfile.brandName}`, ''));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    await expect(og('description')).toHaveAttribute('content', description!);
    // Nothing of the build's placeholder origin is left.
    expect(await page.content()).not.toContain('public-url.invalid');
  });
}

test('the home page carries the AccountingService structured data with the address', async ({ page }) => {
  await page.goto('/');
  const [data, ...others] = await structuredData(page);
  expect(others).toEqual([]);
  expect(data!['@type']).toBe('AccountingService');
  expect(data!.address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: firmProfile.address.street,
    postalCode: firmProfile.address.postalCode,
    addressLocality: firmProfile.address.city,
    addressRegion: firmProfile.address.province,
    addressCountry: 'IT',
  });
});

test('the other pages carry no structured data', async ({ page }) => {
  for (const path of ['/chi-siamo', '/servizi', '/utilita', '/privacy-policy']) {
    await page.goto(path);
    expect(await structuredData(page), path).toEqual([]);
  }
});

test('sitemap.xml lists each public page once, by its canonical URL', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(
    [
      '/',
      '/chi-siamo',
      '/servizi',
      '/contatti',
      '/news',
      '/utilita',
      '/privacy-policy',
      '/cookie-policy',
      '/termini-servizio',
    ].map((p) => `${baseURL}${p}`),
  );
});

test('robots.txt allows the site, disallows the private area and the API, and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await response.text()).split('\n');
  expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
  const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
  // Every page of the private area (served by the SPA fallback) and the API.
  expect(disallowed).toEqual([...appPaths, '/api']);
  expect(disallowed).toEqual(expect.arrayContaining(['/area-clienti', '/admin', '/api']));
  expect(lines.slice(-3)).toEqual(['', `Sitemap: ${baseURL}/sitemap.xml`, '']);
  expect(lines).toHaveLength(2 + disallowed.length + 3);
});
