import { appPaths } from '@common/routes';
import { PUBLIC_URL_PLACEHOLDER } from '@common/site-url';
import { describe, expect, it } from 'vitest';
import { canonicalPath, indexablePaths } from './canonical-paths';
import { robotsTxt, sitemapXml } from './seo-files';

const origin = PUBLIC_URL_PLACEHOLDER;

describe('sitemap.xml', () => {
  it('lists every public page once, by its canonical address', () => {
    const xml = sitemapXml();
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
      ].map((p) => `${origin}${p}`),
    );
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes XML characters in addresses', () => {
    expect(sitemapXml(['/a&b'])).toContain(`<loc>${origin}/a&amp;b</loc>`);
  });
});

describe('canonical paths', () => {
  it('makes /privacy point to /privacy-policy and leaves the other pages alone', () => {
    expect(canonicalPath('/privacy')).toBe('/privacy-policy');
    expect(canonicalPath('/privacy-policy')).toBe('/privacy-policy');
    expect(canonicalPath('/servizi')).toBe('/servizi');
    expect(indexablePaths).not.toContain('/privacy');
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the private area and the API, and names the sitemap', () => {
    expect(robotsTxt()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        ...appPaths.map((p) => `Disallow: ${p}`),
        'Disallow: /api',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    );
    for (const path of ['/area-clienti', '/admin', '/api'])
      expect(robotsTxt()).toContain(`Disallow: ${path}\n`);
  });
});
