// Relative imports only: scripts/generate-seo-files.ts runs this module under tsx at build time.
import { appPaths } from '../../../common/routes';
import { absoluteUrl } from '../../../common/site-url';
import { indexablePaths } from './canonical-paths';

/** The private area and the API: nothing there is for search engines. */
export const disallowedPaths = [...appPaths, '/api'] as const;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemaps.org protocol; URLs carry the placeholder origin the server replaces with PUBLIC_URL. */
export function sitemapXml(paths: readonly string[] = indexablePaths): string {
  const urls = paths.map((p) => `  <url>\n    <loc>${escapeXml(absoluteUrl(p))}</loc>\n  </url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}
