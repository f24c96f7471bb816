/**
 * Writes one page per private path (`admin/index.html`, …): the SPA fallback
 * with `modulepreload` links for that path's route modules and every chunk they
 * import. The fallback alone names only the root's chunks, so the browser found
 * the route's code one import level at a time after the entry had run (three
 * rounds of requests before the first API call); with the links it asks for all
 * of it at once. Each path preloads only its own routes: a client's phone never
 * fetches the admin panel's code.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { holdInputScript } from '../client/first-screen/held-input';
import { appPaths, signInPath } from '../common/routes';
import { filesNamedBy, staticImports, withAfterSignIn } from './private-pages/after-sign-in';
import { privatePageHtml, type RouteManifest } from './private-pages/preload-links';

const webRoot = path.resolve(process.argv[2] ?? 'build/client');
const assets = path.join(webRoot, 'assets');
const manifestFile = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error(`no React Router manifest in ${assets}`);
const source = await readFile(path.join(assets, manifestFile), 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as RouteManifest;
const fallback = await readFile(path.join(webRoot, '__spa-fallback.html'), 'utf8');

const pages = new Map(appPaths.map((pagePath) => [pagePath, privatePageHtml(fallback, manifest, pagePath)]));
// The server may draw the area's first screen into its page (decision 0034): what is tapped there before
// the code runs is held by this first script.
const areaPath = '/area-clienti';
pages.set(areaPath, pages.get(areaPath)!.replace('</head>', `<script>${holdInputScript()}</script></head>`));
for (const [pagePath, html] of pages) {
  await mkdir(path.join(webRoot, pagePath), { recursive: true });
  await writeFile(path.join(webRoot, pagePath, 'index.html'), html);
}
console.warn(`${appPaths.length} private pages preload their own route modules`);

// The client area's first screen is its documents tab, a chunk of its own the route asks for at load.
const areaHtml = pages.get(areaPath)!;
const documentsTab = (await readdir(assets)).filter((name) => /^documents-tab-[\w-]+\.js$/.test(name));
if (documentsTab.length !== 1)
  throw new Error(`expected one documents-tab chunk, found ${documentsTab.length}`);
const areaFiles = await staticImports(assets, [...filesNamedBy(areaHtml), `/assets/${documentsTab[0]}`]);
const signInPage = path.join(webRoot, signInPath, 'index.html');
await writeFile(signInPage, withAfterSignIn(await readFile(signInPage, 'utf8'), areaFiles));
console.warn(
  `${signInPath} names the ${areaFiles.length} files of ${areaPath} to fetch once the form is used`,
);
