/**
 * Writes sitemap.xml and robots.txt into the built front end. Their URLs carry
 * the placeholder origin; the server replaces it with PUBLIC_URL when it loads
 * the build (server/web/static-site.ts), like in the prerendered pages.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { robotsTxt, sitemapXml } from '../client/features/public-site/seo-files';

const root = path.resolve(process.argv[2] ?? 'build/client');
await writeFile(path.join(root, 'sitemap.xml'), sitemapXml());
await writeFile(path.join(root, 'robots.txt'), robotsTxt());
console.warn(`wrote sitemap.xml and robots.txt in ${path.relative(process.cwd(), root)}`);
